import type { ServiceInput } from '@aafiya/api-client';
import { z } from '../../../lib/zod';
import servicesOffersEn from '../../../i18n/messages/services-offers.en';

/** The validation texts of the service modal (000 §5 "Service"); English by default. */
export type ServiceValidationMessages = Pick<typeof servicesOffersEn, 'required' | 'priceMustBePositive'>;

export const englishServiceValidation: ServiceValidationMessages = servicesOffersEn;

export const pricingChoices = ['free', 'paid'] as const;
export const coverageChoices = ['covered', 'notCovered'] as const;

/**
 * The service modal: name and description required ("Required": the
 * specification gives no text of its own for them); a paid service's price
 * required and above 0 ("Price must be greater than 0"); the doctors, nurses,
 * technicians and the image optional.
 */
export function createServiceFormSchema(messages: ServiceValidationMessages = englishServiceValidation) {
  return z
    .object({
      pricing: z.enum(pricingChoices),
      coverage: z.enum(coverageChoices),
      name: z.string().trim().min(1, messages.required),
      price: z.number().nullable(),
      description: z.string().trim().min(1, messages.required),
      doctors: z.array(z.string()),
      nurses: z.array(z.string()),
      technicians: z.array(z.string()),
      image: z.instanceof(File).nullable(),
    })
    .superRefine((values, context) => {
      if (values.pricing === 'paid' && (values.price === null || !(values.price > 0))) {
        context.addIssue({ code: 'custom', path: ['price'], message: messages.priceMustBePositive });
      }
    });
}

export const serviceFormSchema = createServiceFormSchema();

/** What the modal holds while editing. */
export type ServiceFormFields = z.input<typeof serviceFormSchema>;
/** What a valid modal submits. */
export type ServiceFormValues = z.output<typeof serviceFormSchema>;

/** A new service: paid, not covered, nobody named yet. */
export const emptyServiceForm: ServiceFormFields = {
  pricing: 'paid',
  coverage: 'notCovered',
  name: '',
  price: null,
  description: '',
  doctors: [],
  nurses: [],
  technicians: [],
  image: null,
};

/** A service's values in the modal's shape (Update). */
export function toServiceFormFields(input: ServiceInput): ServiceFormFields {
  return {
    pricing: input.isFree ? 'free' : 'paid',
    coverage: input.coveredByInsurance ? 'covered' : 'notCovered',
    name: input.name,
    price: input.price,
    description: input.description,
    doctors: [...input.doctors],
    nurses: [...input.nurses],
    technicians: [...input.technicians],
    image: null,
  };
}

/** What a valid modal sends: a free service has no price. */
export function toServiceInputOf(values: ServiceFormValues): ServiceInput {
  const isFree = values.pricing === 'free';
  return {
    isFree,
    coveredByInsurance: values.coverage === 'covered',
    name: values.name,
    price: isFree ? null : values.price,
    description: values.description,
    doctors: values.doctors,
    nurses: values.nurses,
    technicians: values.technicians,
    image: values.image,
  };
}
