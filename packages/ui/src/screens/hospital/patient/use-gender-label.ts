import type { PatientGender } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';

/** "Male" / "Female" in the reader's language; nothing when the gender is unknown. */
export function useGenderLabel(gender: PatientGender | undefined): string | undefined {
  const { t } = useTranslation('hospital');
  if (gender === 'male') return t('male');
  if (gender === 'female') return t('female');
  return undefined;
}
