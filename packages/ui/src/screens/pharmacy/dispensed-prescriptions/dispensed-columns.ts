import type { TFunction } from '../../../i18n/translation-types';

/** The column headers of the dispensed list, in order (the table and its skeleton). */
export function dispensedHeaders(t: TFunction<'pharmacy'>): string[] {
  return [
    t('columnDispensedOn'),
    t('columnPatient'),
    t('columnEmiratesId'),
    t('columnMedicine'),
    t('columnDoctor'),
    t('columnHospital'),
  ];
}
