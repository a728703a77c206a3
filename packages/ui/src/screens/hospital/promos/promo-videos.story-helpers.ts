// Story helpers of the promo video screen (stories only; not exported from the package).
import { toPromoVideo, type PromoVideoView } from '@aafiya/api-client';
import { fixtures } from '@aafiya/api-client/mocks';
import { expect, screen, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
// Real recordings (e2e/fixtures/make-promo-videos.mjs): a 2-second clip, and the same clip whose header says 2:30.
import shortClipUrl from '../../../../../../e2e/fixtures/promo-short.webm?url';
import longClipUrl from '../../../../../../e2e/fixtures/promo-too-long.webm?url';

export { longClipUrl, shortClipUrl };

/** The fixtures' videos and a few more, all playing the short clip. */
export const storyVideos: PromoVideoView[] = [
  ...fixtures.PromoVideoPage.videos.map(toPromoVideo),
  { id: 'promo-eid-checkups', name: 'Eid check-up packages', likes: 342, views: 12_480, engagements: 905 },
  { id: 'promo-physio', name: 'Meet our physiotherapy team', likes: 19, views: 410, engagements: 33 },
  { id: 'promo-new-wing', name: 'جناح الأطفال الجديد', likes: 76, views: 1_534, engagements: 120 },
].map((video) => ({ ...video, url: shortClipUrl, fileId: `${video.id}.webm` }));

/** A File of the clip at `url` (fetched from the Storybook server). */
export async function clipFile(url: string, name: string): Promise<File> {
  const bytes = await (await fetch(url)).arrayBuffer();
  return new File([bytes], name, { type: 'video/webm' });
}

/** Opens a card's menu and chooses an item ("Play", "Delete", …). */
export async function chooseFromMenu(videoName: string, item: string, actionsLabel = `Actions for ${videoName}`) {
  await userEvent.click(await screen.findByRole('button', { name: actionsLabel }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

/** The names on the cards, in order. */
export async function expectVideoNames(names: string[]) {
  await waitFor(async () => {
    const grid = document.querySelector<HTMLElement>('[data-slot="card-grid"]');
    if (!grid) throw new Error('No card grid on screen');
    await expect(
      within(grid)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(names);
  });
}
