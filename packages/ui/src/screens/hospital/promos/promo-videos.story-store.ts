// A stateful stand-in for the promo video API in connected stories (stories only).
import { fixtures, mockOperation, mockUrl } from '@aafiya/api-client/mocks';
import { delay, http, HttpResponse } from 'msw';
import { shortClipUrl } from './promo-videos.story-helpers';

type ApiVideo = (typeof fixtures.PromoVideoPage.videos)[number];

/** Six per page, as the server pages them. */
const PAGE_SIZE = 6;

function initialVideos(): ApiVideo[] {
  const extra = Array.from({ length: 6 }, (_, i) => ({
    _id: `promo-extra-${i + 1}`,
    url: shortClipUrl,
    name: `Health tip ${i + 1}`,
    likes: 10 + i,
    views: 200 + i * 35,
    engagements: 12 + i,
  }));
  return [...fixtures.PromoVideoPage.videos.map((video) => ({ ...video, url: shortClipUrl })), ...extra];
}

/**
 * The list (six per page), upload and delete work on one in-memory list; the
 * pages asked for and the multipart bodies sent are kept. Put `handlers`
 * first and call `reset()` in `beforeEach`.
 */
export function promoStore() {
  let videos = initialVideos();
  const pagesAsked: number[] = [];
  const sent: FormData[] = [];
  let uploadDelayMs = 0;
  return {
    pagesAsked,
    sent,
    get videos() {
      return videos;
    },
    /** Start again from the initial list; `empty` starts with none. */
    reset(options: { empty?: boolean; uploadDelayMs?: number } = {}) {
      videos = options.empty ? [] : initialVideos();
      pagesAsked.length = 0;
      sent.length = 0;
      uploadDelayMs = options.uploadDelayMs ?? 0;
    },
    handlers: [
      mockOperation('get', '/promos', (request) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '0');
        pagesAsked.push(page);
        const pages = Math.ceil(videos.length / PAGE_SIZE);
        return {
          data: {
            videos: videos.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE),
            pageNumber: page,
            numberOfPages: pages,
            totalPages: pages,
            totalItems: videos.length,
          },
        };
      }),
      // A multipart upload is not enveloped, nor is its answer.
      http.post(mockUrl('/promos'), async ({ request }) => {
        const form = await request.formData();
        sent.push(form);
        if (uploadDelayMs > 0) await delay(uploadDelayMs);
        const file = form.get('video');
        const name = form.get('name');
        const video: ApiVideo = {
          _id: `promo-new-${sent.length}`,
          url: shortClipUrl,
          name: typeof name === 'string' && name !== '' ? name : file instanceof File ? file.name : 'Promo video',
          likes: 0,
          views: 0,
          engagements: 0,
        };
        videos = [video, ...videos];
        return HttpResponse.json({ message: 'Promo created successfully', data: video }, { status: 201 });
      }),
      mockOperation('delete', '/promos/{id}/{fileId}', (request) => {
        const id = new URL(request.url).pathname.split('/').slice(-2)[0] ?? '';
        videos = videos.filter((video) => video._id !== id);
        return { message: 'Promo deleted successfully', data: { _id: id } };
      }),
    ],
  };
}
