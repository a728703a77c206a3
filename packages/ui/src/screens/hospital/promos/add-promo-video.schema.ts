import { z } from '../../../lib/zod';
import promoVideosEn from '../../../i18n/messages/promo-videos.en';

/** 000 §9: one video file, at most 20,000,000 bytes and 2 minutes. */
export const PROMO_VIDEO_MAX_BYTES = 20_000_000;
export const PROMO_VIDEO_MAX_SECONDS = 120;
/** Video files only (000 §5); the server also checks the content (MP4, WebM or QuickTime). */
export const PROMO_VIDEO_ACCEPT = 'video/*';
export const PROMO_NAME_MAX_LENGTH = 200;

/** The validation texts of the modal (000 §5 "Promo video"); English by default. */
export type PromoVideoValidationMessages = Pick<typeof promoVideosEn, 'selectVideo' | 'nameTooLong'>;

/**
 * + ADD PROMO VIDEO: a video is required ("Please select a video"); its type,
 * size and length are checked as it is chosen (the file field refuses it with
 * the specification's texts). The name is optional (ours: the specification
 * shows no fields; the card shows a name, so the modal lets one be given).
 */
export function createPromoVideoSchema(messages: PromoVideoValidationMessages = promoVideosEn) {
  return z.object({
    video: z
      .instanceof(File, { error: messages.selectVideo })
      .nullable()
      .transform((file, context) => {
        if (file) return file;
        context.addIssue({ code: 'custom', message: messages.selectVideo });
        return z.NEVER;
      }),
    name: z.string().trim().max(PROMO_NAME_MAX_LENGTH, messages.nameTooLong),
  });
}

export const promoVideoSchema = createPromoVideoSchema();

/** What the modal holds (no video until one is chosen). */
export type PromoVideoFormFields = z.input<typeof promoVideoSchema>;
/** What a valid modal submits. */
export type PromoVideoFormValues = z.output<typeof promoVideoSchema>;
