import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import diagnosisEn from '../../../i18n/messages/diagnosis.en';

/** The validation texts of the Nurse Diagnosis and Doctor Diagnosis forms (001 §5); English, the spec's wording, by default. */
export type DiagnosisValidationMessages = Pick<
  typeof diagnosisEn,
  | 'positiveNumber'
  | 'bpRequired'
  | 'complainRequired'
  | 'treatmentTypeRequired'
  | 'descriptionRequired'
  | 'medicineRequired'
  | 'dosagePositive'
  | 'daysPositive'
  | 'dateOfSurgeryRequired'
>;

export const englishDiagnosisValidation: DiagnosisValidationMessages = diagnosisEn;

/** The validation texts in the reader's language. */
export function useDiagnosisValidation(): DiagnosisValidationMessages {
  const { t } = useTranslation('diagnosis');
  return useMemo(
    () => ({
      positiveNumber: t('positiveNumber'),
      bpRequired: t('bpRequired'),
      complainRequired: t('complainRequired'),
      treatmentTypeRequired: t('treatmentTypeRequired'),
      descriptionRequired: t('descriptionRequired'),
      medicineRequired: t('medicineRequired'),
      dosagePositive: t('dosagePositive'),
      daysPositive: t('daysPositive'),
      dateOfSurgeryRequired: t('dateOfSurgeryRequired'),
    }),
    [t],
  );
}
