import { describe, expect, it } from 'vitest';
import promoVideosAr from '../../../i18n/messages/promo-videos.ar';
import promoVideosEn from '../../../i18n/messages/promo-videos.en';
import { createPromoVideoSchema, promoVideoSchema } from './add-promo-video.schema';

const video = new File(['x'], 'tour.mp4', { type: 'video/mp4' });

describe('promoVideoSchema', () => {
  it('asks for a video with "Please select a video"', () => {
    const result = promoVideoSchema.safeParse({ video: null, name: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['video', 'Please select a video'],
    ]);
  });

  it('takes a video with an optional, trimmed name', () => {
    expect(promoVideoSchema.parse({ video, name: '  Clinic tour ' })).toEqual({ video, name: 'Clinic tour' });
    expect(promoVideoSchema.parse({ video, name: '' })).toEqual({ video, name: '' });
  });

  it('refuses a name over 200 characters', () => {
    const result = promoVideoSchema.safeParse({ video, name: 'a'.repeat(201) });
    expect(result.error?.issues[0]?.message).toBe(promoVideosEn.nameTooLong);
  });

  it('speaks Arabic when given the Arabic texts', () => {
    const result = createPromoVideoSchema(promoVideosAr).safeParse({ video: null, name: '' });
    expect(result.error?.issues[0]?.message).toBe('يرجى اختيار فيديو');
  });
});
