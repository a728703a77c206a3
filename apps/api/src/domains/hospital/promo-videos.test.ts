import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, promoVideos } from '../../db/schema';
import { newId } from '../../ids';
import { pngBytes } from '../../../test/fixtures';
import { staffClient, type TestServer } from '../../../test/staff-client';
import { createTenant, type Tenant } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';
import { mp4Bytes, webmBytes } from '../../../test/video-bytes';

// Promo videos through the HTTP API (000 §2.5, §5, §7, §9): uploads checked
// by content, size and length; the paged list; delete with its file; the list
// of every video and a patient's like; a hospital touches only its own.

let server: TestServer;
let api: ReturnType<typeof staffClient>;
let a: Tenant;
let b: Tenant;

const TOO_LONG = 'Video is too long! Please upload a video with a maximum length of 2 minutes.';
const TOO_BIG = 'File too big, please select a file less than 20MB';
const NOT_A_VIDEO = 'Please select a video';

interface Video {
  _id: string;
  url: string;
  name: string;
  likes: number;
  views: number;
  engagements: number;
  hospitalId: string;
}
interface VideoPage {
  videos: Video[];
  pageNumber: number;
  numberOfPages: number;
  totalPages: number;
  totalItems: number;
}

beforeAll(async () => {
  server = await startTestServer();
  api = staffClient(server);
  a = await createTenant(server, 'a');
  b = await createTenant(server, 'b');
});
afterAll(async () => {
  await server.close();
});

function videoForm(bytes: Uint8Array, name: string, type: string, title?: string): FormData {
  const form = new FormData();
  form.append('video', new File([bytes], name, { type }));
  if (title !== undefined) form.append('name', title);
  return form;
}

const upload = (form: FormData, token = a.tokens.HOSPITAL) =>
  api.call('/promos', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });

async function uploaded(form: FormData, token = a.tokens.HOSPITAL): Promise<Video> {
  return (await api.conforming<{ data: Video }>(await upload(form, token), 'uploadPromoVideo', 201)).data;
}

const list = async (token = a.tokens.HOSPITAL, page = 0) =>
  (await api.conforming<{ data: VideoPage }>(await api.send('GET', `/promos?page=${page}`, token), 'listPromoVideos'))
    .data;

const storedNameOf = (video: Video) => video.url.split('/').pop() ?? '';

describe('uploading a promo video', () => {
  it('stores an MP4, a WebM and a QuickTime movie by their content, named by the form or the file', async () => {
    const tour = await uploaded(videoForm(mp4Bytes({ seconds: 45 }), 'clinic-tour.mp4', 'video/mp4'));
    expect(tour).toMatchObject({ name: 'clinic-tour', likes: 0, views: 0, engagements: 0, hospitalId: a.hospitalId });
    expect(tour.url).toMatch(/^\/api\/files\/[a-f0-9]{32}\.mp4$/);
    const webm = await uploaded(videoForm(webmBytes({ seconds: 90 }), 'x.webm', 'video/webm', ' Summer skin care '));
    expect(webm.name).toBe('Summer skin care');
    expect(webm.url).toMatch(/\.webm$/);
    const mov = await uploaded(videoForm(mp4Bytes({ seconds: 10, brand: 'qt  ' }), 'lobby.mov', 'video/quicktime'));
    expect(mov.url).toMatch(/\.mov$/);

    const served = await api.call(tour.url.replace(/^\/api/, ''));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(served.headers.get('accept-ranges')).toBe('bytes');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('accepts exactly 2 minutes, and a recording whose header gives no length', async () => {
    await uploaded(videoForm(mp4Bytes({ seconds: 120 }), 'two-minutes.mp4', 'video/mp4'));
    await uploaded(videoForm(webmBytes({ blocksMs: [0, 500, 1000] }), 'recording.webm', 'video/webm'));
  });

  it(`refuses a video longer than 2 minutes with "${TOO_LONG}"`, async () => {
    await api.refused(await upload(videoForm(mp4Bytes({ seconds: 121 }), 'long.mp4', 'video/mp4')), 400, TOO_LONG);
    await api.refused(
      await upload(videoForm(mp4Bytes({ seconds: 600, version: 1 }), 'l.mp4', 'video/mp4')),
      400,
      TOO_LONG,
    );
    await api.refused(await upload(videoForm(webmBytes({ seconds: 150 }), 'long.webm', 'video/webm')), 400, TOO_LONG);
    // No Duration element: measured by the last block (2:05).
    const recording = webmBytes({ blocksMs: [0], clusters: [[125_000, [0]]] });
    await api.refused(await upload(videoForm(recording, 'rec.webm', 'video/webm')), 400, TOO_LONG);
  });

  it(`refuses more than 20,000,000 bytes with 413 "${TOO_BIG}", and takes exactly 20,000,000`, async () => {
    const over = mp4Bytes({ seconds: 30, size: 20_000_001 });
    expect(over.length).toBe(20_000_001);
    await api.refused(await upload(videoForm(over, 'big.mp4', 'video/mp4')), 413, TOO_BIG);
    const limit = mp4Bytes({ seconds: 30, size: 20_000_000 });
    expect(limit.length).toBe(20_000_000);
    await uploaded(videoForm(limit, 'limit.mp4', 'video/mp4'));
  });

  it(`refuses what is not a video by its content (whatever its name and type say) with 415 "${NOT_A_VIDEO}"`, async () => {
    await api.refused(await upload(videoForm(pngBytes, 'promo.mp4', 'video/mp4')), 415, NOT_A_VIDEO);
    const text = new TextEncoder().encode('not a video at all, just text');
    await api.refused(await upload(videoForm(text, 'promo.webm', 'video/webm')), 415, NOT_A_VIDEO);
    // A Matroska file is EBML, but not WebM.
    const mkv = webmBytes({ seconds: 5 });
    mkv.set(new TextEncoder().encode('mkvx'), mkv.indexOf(0x82) + 2);
    await api.refused(await upload(videoForm(mkv, 'promo.mkv', 'video/x-matroska')), 415, NOT_A_VIDEO);
  });

  it('refuses a form without a video, and more than one video', async () => {
    const none = new FormData();
    none.append('name', 'No file');
    await api.refused(await upload(none), 400, /video/);
    const two = videoForm(mp4Bytes({ seconds: 5 }), 'one.mp4', 'video/mp4');
    two.append('video', new File([mp4Bytes({ seconds: 5 })], 'two.mp4', { type: 'video/mp4' }));
    await api.refused(await upload(two), 400, /one file/);
  });

  it('is for hospitals and their receptionists only', async () => {
    const form = () => videoForm(mp4Bytes({ seconds: 5 }), 'desk.mp4', 'video/mp4');
    const byReceptionist = await uploaded(form(), a.tokens.RECEPTIONIST);
    expect(byReceptionist.hospitalId).toBe(a.hospitalId);
    for (const role of ['DOCTOR', 'NURSE', 'PATIENT', 'ADMIN', 'VENDOR'] as const) {
      expect((await upload(form(), a.tokens[role])).status, role).toBe(403);
    }
  });
});

describe('the paged list', () => {
  it("shows the caller's hospital's videos only, newest first, with its paging fields", async () => {
    const db = server.services.database.db;
    const hospital = b.hospitalId;
    for (let i = 0; i < 9; i += 1) {
      const storedName = `${newId()}${String(i).padStart(8, '0')}.mp4`;
      await db.insert(files).values({ id: newId(), storedName, originalName: 'x.mp4', mime: 'video/mp4', size: 1 });
      await db.insert(promoVideos).values({
        id: newId(),
        hospitalId: hospital,
        storedName,
        name: `Clip ${i}`,
        createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
      });
    }
    const first = await list(b.tokens.HOSPITAL);
    expect(first).toMatchObject({ pageNumber: 0, numberOfPages: 2, totalPages: 2, totalItems: 9 });
    expect(first.videos.map((v) => v.name)).toEqual(['Clip 8', 'Clip 7', 'Clip 6', 'Clip 5', 'Clip 4', 'Clip 3']);
    const second = await list(b.tokens.RECEPTIONIST, 1);
    expect(second.videos.map((v) => v.name)).toEqual(['Clip 2', 'Clip 1', 'Clip 0']);
    expect(second.pageNumber).toBe(1);

    const mine = await list(a.tokens.HOSPITAL);
    expect(mine.videos.every((v) => v.hospitalId === a.hospitalId)).toBe(true);
    expect((await api.send('GET', '/promos?page=0', a.tokens.PATIENT)).status).toBe(403);
  });

  it('answers an empty page past the end', async () => {
    const page = await list(b.tokens.HOSPITAL, 5);
    expect(page.videos).toEqual([]);
    expect(page.totalItems).toBe(9);
  });
});

describe('deleting a video', () => {
  it('removes the video, its file row and its bytes; the file is no longer served', async () => {
    const video = await uploaded(videoForm(mp4Bytes({ seconds: 5 }), 'gone.mp4', 'video/mp4'));
    const storedName = storedNameOf(video);
    expect(await server.services.files.read(storedName)).toBeDefined();
    const answer = await api.conforming<{ data: { _id: string }; message: string }>(
      await api.send('DELETE', `/promos/${video._id}/${storedName}`, a.tokens.HOSPITAL),
      'deletePromoVideo',
    );
    expect(answer).toMatchObject({ message: 'Promo deleted successfully', data: { _id: video._id } });
    expect(await server.services.files.read(storedName)).toBeUndefined();
    const db = server.services.database.db;
    expect(await db.select().from(files).where(eq(files.storedName, storedName))).toEqual([]);
    expect((await api.call(`/files/${storedName}`)).status).toBe(404);
    expect((await list()).videos.map((v) => v._id)).not.toContain(video._id);
  });

  it('needs the video’s own file name, and the video of the caller’s hospital', async () => {
    const video = await uploaded(videoForm(mp4Bytes({ seconds: 5 }), 'kept.mp4', 'video/mp4'));
    const storedName = storedNameOf(video);
    await api.refused(await api.send('DELETE', `/promos/${video._id}/other.mp4`, a.tokens.HOSPITAL), 404);
    // Hospital B and its receptionist cannot delete hospital A's video.
    await api.refused(await api.send('DELETE', `/promos/${video._id}/${storedName}`, b.tokens.HOSPITAL), 403);
    await api.refused(await api.send('DELETE', `/promos/${video._id}/${storedName}`, b.tokens.RECEPTIONIST), 403);
    await api.refused(await api.send('DELETE', `/promos/${newId()}/${storedName}`, a.tokens.HOSPITAL), 404);
    expect(await server.services.files.read(storedName)).toBeDefined();
    // Hospital A's receptionist can.
    const deleted = await api.send('DELETE', `/promos/${video._id}/${storedName}`, a.tokens.RECEPTIONIST);
    expect(deleted.status).toBe(200);
  });
});

describe('every video, and likes', () => {
  it('lists every hospital’s videos for a patient, the own hospital’s for a hospital', async () => {
    const all = await api.conforming<{ data: Video[] }>(
      await api.send('GET', '/promos/all?getAll=true', a.tokens.PATIENT),
      'listAllPromoVideos',
    );
    const hospitals = new Set(all.data.map((v) => v.hospitalId));
    expect(hospitals).toEqual(new Set([a.hospitalId, b.hospitalId]));
    const own = await api.conforming<{ data: Video[] }>(
      await api.send('GET', '/promos/all?getAll=true', b.tokens.HOSPITAL),
      'listAllPromoVideos',
    );
    expect(own.data.length).toBe(9);
    expect(own.data.every((v) => v.hospitalId === b.hospitalId)).toBe(true);
  });

  it('counts a patient’s like once, and only as the patient himself', async () => {
    const video = await uploaded(videoForm(mp4Bytes({ seconds: 5 }), 'liked.mp4', 'video/mp4'));
    const like = (userId: string, token = a.tokens.PATIENT) =>
      api.send('PUT', `/promos/like/${video._id}/${userId}`, token);
    const once = await api.conforming<{ data: Video }>(await like(a.userIds.PATIENT), 'likePromoVideo');
    expect(once.data.likes).toBe(1);
    const twice = await api.conforming<{ data: Video }>(await like(a.userIds.PATIENT), 'likePromoVideo');
    expect(twice.data.likes).toBe(1);
    const other = await api.conforming<{ data: Video }>(
      await like(b.userIds.PATIENT, b.tokens.PATIENT),
      'likePromoVideo',
    );
    expect(other.data.likes).toBe(2);
    await api.refused(await like(b.userIds.PATIENT), 403);
    await api.refused(await like(a.userIds.PATIENT, a.tokens.HOSPITAL), 403);
    await api.refused(await api.send('PUT', `/promos/like/${newId()}/${a.userIds.PATIENT}`, a.tokens.PATIENT), 404);
    expect((await list()).videos.find((v) => v._id === video._id)?.likes).toBe(2);
  });
});

describe('serving a video in parts (Range)', () => {
  it('answers 206 with the asked bytes, and 416 past the end', async () => {
    const bytes = mp4Bytes({ seconds: 5, size: 5000 });
    const video = await uploaded(videoForm(bytes, 'range.mp4', 'video/mp4'));
    const path = video.url.replace(/^\/api/, '');
    const part = await api.call(path, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.headers.get('content-length')).toBe('100');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));
    const tail = await api.call(path, { headers: { range: 'bytes=4900-' } });
    expect(tail.status).toBe(206);
    expect((await tail.arrayBuffer()).byteLength).toBe(100);
    const past = await api.call(path, { headers: { range: 'bytes=9000-' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });
});
