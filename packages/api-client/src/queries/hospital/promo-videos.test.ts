import { describe, expect, it } from 'vitest';
import { fixtures } from '../../mocks/fixtures';
import { promoFileIdOf, toPromoVideo, toPromoVideoFormData, toPromoVideoPage } from './promo-videos';

describe('promo video mappers', () => {
  it('maps a video to its card, with the stored file name for the delete call', () => {
    expect(
      toPromoVideo({
        _id: 'promo-1',
        url: '/api/files/0123456789abcdef0123456789abcdef.mp4',
        name: 'Clinic tour',
        likes: 3,
        views: 40,
        engagements: 5,
      }),
    ).toEqual({
      id: 'promo-1',
      url: '/api/files/0123456789abcdef0123456789abcdef.mp4',
      name: 'Clinic tour',
      likes: 3,
      views: 40,
      engagements: 5,
      fileId: '0123456789abcdef0123456789abcdef.mp4',
    });
  });

  it('counts missing figures as 0 and names an unnamed video by its file', () => {
    expect(toPromoVideo({ _id: 'promo-2', url: '/api/files/abc.webm', name: '  ' })).toMatchObject({
      name: 'abc.webm',
      likes: 0,
      views: 0,
      engagements: 0,
    });
  });

  it('reads the file name without a query or fragment', () => {
    expect(promoFileIdOf('https://cdn.aafiya.ae/api/files/clip.mp4?v=2#t=3')).toBe('clip.mp4');
  });

  it('maps a page with its zero-based page and page count (totalPages)', () => {
    const page = toPromoVideoPage({ ...fixtures.PromoVideoPage, pageNumber: 1, numberOfPages: 3, totalPages: 3 });
    expect(page.page).toBe(1);
    expect(page.pageCount).toBe(3);
    expect(page.videos.map((v) => v.id)).toEqual(fixtures.PromoVideoPage.videos.map((v) => v._id));
  });

  it('sends the video and a trimmed name, and no name when it is blank', () => {
    const file = new File(['x'], 'tour.mp4', { type: 'video/mp4' });
    const named = toPromoVideoFormData({ file, name: '  Clinic tour ' });
    expect(named.get('name')).toBe('Clinic tour');
    expect((named.get('video') as File).name).toBe('tour.mp4');
    expect(toPromoVideoFormData({ file, name: ' ' }).has('name')).toBe(false);
  });
});
