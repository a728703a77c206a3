import type { SickLeaveInput, SickLeaveRecord } from '@aafiya/api-client';
import { useMemo } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import type { IsoDate } from '../../../../components/date-fields';
import { formatDisplayDate } from '../../../../components/date-fields';
import clinicalPapersEn from '../../../../i18n/messages/clinical-papers.en';
import filesEn from '../../../../i18n/messages/files.en';
import { z } from '../../../../lib/zod';

/** The validation texts of Approve Sick Leave; English by default. */
export type SickLeaveValidationMessages = Pick<
  typeof clinicalPapersEn,
  'fromRequired' | 'toRequired' | 'descriptionRequired' | 'toBeforeFrom'
> & {
  /** A day before the pickers' minimum: "Choose {{min}} or a later day" (the date field's own text). */
  beforeMin: (min: IsoDate) => string;
};

export const englishSickLeaveValidation: SickLeaveValidationMessages = {
  ...clinicalPapersEn,
  beforeMin: (min) => filesEn.dateBeforeMin.replace('{{min}}', formatDisplayDate(min)),
};

/** The validation texts in the reader's language. */
export function useSickLeaveValidation(): SickLeaveValidationMessages {
  const { t } = useTranslation('clinicalPapers');
  const { t: files } = useTranslation('files');
  return useMemo(
    () => ({
      fromRequired: t('fromRequired'),
      toRequired: t('toRequired'),
      descriptionRequired: t('descriptionRequired'),
      toBeforeFrom: t('toBeforeFrom'),
      beforeMin: (min) => files('dateBeforeMin', { min: formatDisplayDate(min) }),
    }),
    [t, files],
  );
}

/** The earliest days the pickers offer: today, or a saved leave's own earlier day (it may keep it). */
export function sickLeaveMinimums(today: IsoDate, saved: SickLeaveRecord | null): { from: IsoDate; to: IsoDate } {
  const earlier = (day: IsoDate | undefined) => (day !== undefined && day < today ? day : today);
  return { from: earlier(saved?.from), to: earlier(saved?.to) };
}

/**
 * Approve Sick Leave (001 §5): from, to and description are required; to
 * cannot be before from ("To date cannot be before from date"); the pickers'
 * minimum is today. A saved leave may keep a first or last day that has
 * passed since (the server allows it too), so its days are the minimums then.
 * 'YYYY-MM-DD' strings compare as dates.
 */
export function createSickLeaveSchema(
  today: IsoDate,
  saved: SickLeaveRecord | null,
  messages: SickLeaveValidationMessages = englishSickLeaveValidation,
) {
  const min = sickLeaveMinimums(today, saved);
  return z
    .object({
      from: z.string().min(1, messages.fromRequired),
      to: z.string().min(1, messages.toRequired),
      description: z.string().trim().min(1, messages.descriptionRequired),
    })
    .superRefine((values, context) => {
      const issue = (path: 'from' | 'to', message: string) => {
        context.addIssue({ code: 'custom', path: [path], message });
      };
      if (values.from !== '' && values.from < min.from) issue('from', messages.beforeMin(min.from));
      if (values.to !== '' && values.to < min.to) issue('to', messages.beforeMin(min.to));
      else if (values.from !== '' && values.to !== '' && values.to < values.from) issue('to', messages.toBeforeFrom);
    }) satisfies z.ZodType<SickLeaveInput, SickLeaveFormFields>;
}

/** What the form holds: 'YYYY-MM-DD' days ("" while none is chosen) and the description. */
export interface SickLeaveFormFields {
  from: string;
  to: string;
  description: string;
}

/** The form's first values: the saved leave's, or empty. */
export function sickLeaveFormFields(saved: SickLeaveRecord | null): SickLeaveFormFields {
  return saved
    ? { from: saved.from, to: saved.to, description: saved.description }
    : { from: '', to: '', description: '' };
}
