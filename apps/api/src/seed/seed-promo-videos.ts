import { eq } from 'drizzle-orm';
import { promoVideoLikes, promoVideos, users } from '../db/schema';
import { newId } from '../ids';
import type { SeedContext } from './context';
import type { SeededHospital } from './seed-hospitals';
import { checkupClipWebm, welcomeClipMp4 } from './videos/promo-clips';

/** The demo clips: short recordings made by e2e/fixtures/make-promo-videos.mjs. */
const clips = {
  welcome: { bytes: Buffer.from(welcomeClipMp4, 'base64'), file: 'welcome.mp4' },
  checkup: { bytes: Buffer.from(checkupClipWebm, 'base64'), file: 'annual-check-up.webm' },
};

/**
 * Promo videos for every demo hospital (000 §2.5 "Promo Videos"): a welcome
 * clip and, for hospital@demo.ae's hospital and the second one, a check-up
 * offer. Views and engagements are believable counters; likes are real likes
 * of demo patients.
 */
export async function seedPromoVideos(ctx: SeedContext, hospitals: SeededHospital[]): Promise<void> {
  const planned = hospitals.flatMap((hospital, h) => [
    {
      hospital,
      clip: clips.welcome,
      name: `Welcome to ${hospital.demo.name}`,
      views: 2310 - h * 640,
      likes: 9 - h * 2,
      ageDays: 3,
    },
    ...(h < 2
      ? [
          {
            hospital,
            clip: clips.checkup,
            name: 'Annual check-up: book in the app',
            views: 980 - h * 300,
            likes: 4 - h,
            ageDays: 10,
          },
        ]
      : []),
  ]);
  const stored = [];
  for (const video of planned) stored.push(await ctx.media.video(video.clip.bytes, video.clip.file));
  await ctx.media.flush(ctx.db); // the videos name their files
  const patients = await ctx.db.select({ id: users.id }).from(users).where(eq(users.role, 'PATIENT')).limit(12);
  for (const [i, video] of planned.entries()) {
    const id = newId();
    await ctx.db.insert(promoVideos).values({
      id,
      hospitalId: video.hospital.id,
      storedName: stored[i] ?? '',
      name: video.name,
      views: video.views,
      engagements: Math.round(video.views * 0.07),
      createdAt: new Date(ctx.now.getTime() - video.ageDays * 24 * 3600 * 1000),
    });
    const likers = patients.slice(0, Math.max(video.likes, 0));
    if (likers.length > 0) {
      await ctx.db.insert(promoVideoLikes).values(likers.map((patient) => ({ videoId: id, userId: patient.id })));
    }
  }
}
