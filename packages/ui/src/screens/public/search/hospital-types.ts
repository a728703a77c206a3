import type { SearchHospitalType } from '@aafiya/api-client';
import type { FieldOption } from '../../../components/forms';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * The contract's HospitalType values, in the filters' order. Not taken from
 * registration-rules (the same two values): that module holds the registration
 * schemas and would bring zod into the search pages' chunk.
 */
export const hospitalTypes = ['HOSPITAL', 'CLINIC'] as const satisfies readonly SearchHospitalType[];
export type HospitalType = (typeof hospitalTypes)[number];

/** The fixed hospital-type filter of both searches (002 §5), named in the reader's language. */
export function useHospitalTypeOptions(): FieldOption[] {
  const { t } = useTranslation('publicSearch');
  return hospitalTypes.map((type) => ({ id: type, label: type === 'HOSPITAL' ? t('typeHospital') : t('typeClinic') }));
}

/** The hospital types among checked ids. */
export function toHospitalTypes(ids: readonly string[]): HospitalType[] {
  return hospitalTypes.filter((type) => ids.includes(type));
}
