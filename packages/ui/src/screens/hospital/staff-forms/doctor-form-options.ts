import { type LookupOption, lookupQueryOptions, specialityOptionsQuery, useApi } from '@aafiya/api-client';
import { useQuery } from '@tanstack/react-query';
import type { FieldOption } from '../../../components/forms';
import { useLocale } from '../../../i18n';
import type { DoctorFormOptions } from './doctor-form-dialog';

const toFieldOptions = (options: readonly LookupOption[] = []): FieldOption[] =>
  options.map(({ value, label }) => ({ id: value, label }));

/**
 * The doctor form's choices in the reader's language: specialities
 * (`GET /speciality`), genders, countries and languages (`GET /lookups/…`).
 * Loaded once the modal opens, then cached for the session.
 */
export function useDoctorFormOptions(enabled: boolean): DoctorFormOptions {
  const api = useApi();
  const { locale } = useLocale();
  const specialities = useQuery({ ...specialityOptionsQuery(api, locale), enabled });
  const genders = useQuery({ ...lookupQueryOptions(api, 'genders', locale), enabled });
  const countries = useQuery({ ...lookupQueryOptions(api, 'countries', locale), enabled });
  const languages = useQuery({ ...lookupQueryOptions(api, 'languages', locale), enabled });
  return {
    specialities: toFieldOptions(specialities.data),
    genders: toFieldOptions(genders.data),
    countries: toFieldOptions(countries.data),
    languages: toFieldOptions(languages.data),
  };
}
