import { type HospitalType, hospitalTypes } from '../../shared/registration-rules/registration-rules';
import type { FieldOption } from '../../../components/forms';
import { useTranslation } from '../../../i18n/use-translation';

export { type HospitalType, hospitalTypes };

/** The fixed hospital-type filter of both searches (002 §5), named in the reader's language. */
export function useHospitalTypeOptions(): FieldOption[] {
  const { t } = useTranslation('publicSearch');
  return hospitalTypes.map((type) => ({ id: type, label: type === 'HOSPITAL' ? t('typeHospital') : t('typeClinic') }));
}

/** The hospital types among checked ids. */
export function toHospitalTypes(ids: readonly string[]): HospitalType[] {
  return hospitalTypes.filter((type) => ids.includes(type));
}
