import type { OfferInput, OfferType } from '@aafiya/api-client';
import { z } from '../../../lib/zod';
import servicesOffersEn from '../../../i18n/messages/services-offers.en';

/** The validation texts of the offer modal (000 §5 "Offer"); English by default. */
export type OfferValidationMessages = Pick<
  typeof servicesOffersEn,
  'required' | 'fieldRequired' | 'selectOfferImage' | 'offOutOfRange' | 'pointsNegative' | 'quantityTooSmall'
>;

export const englishOfferValidation: OfferValidationMessages = servicesOffersEn;

export const offerTypes = ['ON_PERCENTAGE', 'BUY_SOME_GET_SOME'] as const satisfies readonly OfferType[];

/**
 * The offer modal (000 §5 "Offer"): type, title and category required
 * ("Required"); points required; buyQuantity and getQuantity ("Field is
 * required") for buy-some-get-some, off for percentage; an image on add
 * ("Please select offer image"). On update a new image is optional: the
 * current one is kept. The ranges are the contract's (the server refuses the
 * same values): points at least 0, off above 0 and at most 100, quantities
 * at least 1; the number fields keep an out-of-range value as typed, so these
 * say what is wrong.
 */
export function createOfferFormSchema(
  mode: 'add' | 'edit',
  messages: OfferValidationMessages = englishOfferValidation,
) {
  return z
    .object({
      title: z.string().trim().min(1, messages.required),
      // Nothing is chosen at first, so a forgotten type reads "Required".
      type: z
        .string()
        .min(1, messages.required)
        .pipe(z.enum(offerTypes, { message: messages.required })),
      categoryId: z.string().min(1, messages.required),
      points: z.number().nullable(),
      off: z.number().nullable(),
      buyQuantity: z.number().nullable(),
      getQuantity: z.number().nullable(),
      termsAndConditions: z.string(),
      about: z.string(),
      image: z.instanceof(File).nullable(),
    })
    .superRefine((values, context) => {
      const missing = (path: string, message: string) => {
        context.addIssue({ code: 'custom', path: [path], message });
      };
      if (values.points === null) missing('points', messages.required);
      else if (values.points < 0) missing('points', messages.pointsNegative);
      if (values.type === 'ON_PERCENTAGE') {
        if (values.off === null) missing('off', messages.fieldRequired);
        else if (!(values.off > 0 && values.off <= 100)) missing('off', messages.offOutOfRange);
      }
      if (values.type === 'BUY_SOME_GET_SOME') {
        for (const field of ['buyQuantity', 'getQuantity'] as const) {
          const quantity = values[field];
          if (quantity === null) missing(field, messages.fieldRequired);
          else if (quantity < 1) missing(field, messages.quantityTooSmall);
        }
      }
      if (mode === 'add' && values.image === null) missing('image', messages.selectOfferImage);
    });
}

export const offerFormSchema = createOfferFormSchema('add');

/** What the modal holds while editing (type "" until chosen). */
export type OfferFormFields = z.input<typeof offerFormSchema>;
/** What a valid modal submits. */
export type OfferFormValues = z.output<typeof offerFormSchema>;

export const emptyOfferForm: OfferFormFields = {
  title: '',
  type: '',
  categoryId: '',
  points: null,
  off: null,
  buyQuantity: null,
  getQuantity: null,
  termsAndConditions: '',
  about: '',
  image: null,
};

/** An offer's values in the modal's shape (Update). */
export function toOfferFormFields(input: OfferInput): OfferFormFields {
  return { ...input, image: null };
}

/** What a valid modal sends: the fields of the chosen type only. */
export function toOfferInputOf(values: OfferFormValues): OfferInput {
  const percentage = values.type === 'ON_PERCENTAGE';
  return {
    title: values.title,
    type: values.type,
    categoryId: values.categoryId,
    points: values.points ?? 0,
    off: percentage ? values.off : null,
    buyQuantity: percentage ? null : values.buyQuantity,
    getQuantity: percentage ? null : values.getQuantity,
    termsAndConditions: values.termsAndConditions.trim(),
    about: values.about.trim(),
    image: values.image,
  };
}
