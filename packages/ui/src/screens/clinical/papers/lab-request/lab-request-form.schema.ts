import { type AppointmentLabRequest, keptTests, type LabRequestInput } from '@aafiya/api-client';
import { useMemo } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import clinicalPapersEn from '../../../../i18n/messages/clinical-papers.en';
import { z } from '../../../../lib/zod';

/** The validation texts of Request for Laboratory; English by default. */
export type LabRequestValidationMessages = Pick<typeof clinicalPapersEn, 'laboratoryRequired' | 'noTests'>;

export const englishLabRequestValidation: LabRequestValidationMessages = clinicalPapersEn;

/** The validation texts in the reader's language. */
export function useLabRequestValidation(): LabRequestValidationMessages {
  const { t } = useTranslation('clinicalPapers');
  return useMemo(() => ({ laboratoryRequired: t('laboratoryRequired'), noTests: t('noTests') }), [t]);
}

/** What the form holds: the chosen laboratory ("" until chosen) and one row per test, as typed. */
export interface LabRequestFormFields {
  laboratoryId: string;
  tests: { name: string }[];
}

/**
 * Request for Laboratory (001 §5 "Lab request (doctor)"): a laboratory of the
 * hospital (ours: "Laboratory is required"), and at least one test name, else
 * "No tests entered". Empty tests are dropped from what is sent.
 */
export function createLabRequestSchema(messages: LabRequestValidationMessages = englishLabRequestValidation) {
  return z
    .object({
      laboratoryId: z.string().min(1, messages.laboratoryRequired),
      tests: z.array(z.object({ name: z.string() })),
    })
    .superRefine((values, context) => {
      if (keptTests(values.tests.map((row) => row.name)).length === 0) {
        context.addIssue({ code: 'custom', path: ['tests'], message: messages.noTests });
      }
    })
    .transform((values): LabRequestInput => ({
      laboratoryId: values.laboratoryId,
      tests: keptTests(values.tests.map((row) => row.name)),
    }));
}

/** The form's first values: the saved request's, or no laboratory and one empty test. */
export function labRequestFormFields(saved: AppointmentLabRequest | null): LabRequestFormFields {
  if (!saved) return { laboratoryId: '', tests: [{ name: '' }] };
  return {
    laboratoryId: saved.laboratoryId,
    tests: saved.tests.length > 0 ? saved.tests.map((name) => ({ name })) : [{ name: '' }],
  };
}
