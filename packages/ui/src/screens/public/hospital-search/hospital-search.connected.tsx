import {
  patientInsuranceIds,
  useApi,
  useHospitalAddonOptions,
  useHospitalSearch,
  useLookupOptions,
  useSpecialityOptions,
} from '@aafiya/api-client';
import { useState } from 'react';
import { useLocale } from '../../../i18n';
import { type SearchStateChange, useSavedSearchText } from '../search/use-saved-search-text';
import { HospitalSearch } from './hospital-search';
import type { HospitalSearchState } from './hospital-search-state';

export interface HospitalSearchScreenProps {
  /** `parseHospitalSearch(useSearch())`. */
  state: HospitalSearchState;
  /** `(next, { replace }) => navigate('/hospitals' + formatHospitalSearch(next), { replace })`. */
  onStateChange: SearchStateChange<HospitalSearchState>;
  className?: string;
}

/**
 * /hospitals on the API: `POST /hospitals/filter?page=` for the address's
 * search, the filters' lookups (`GET /lookups/insurances`, `/speciality`,
 * `/hospitals/services/all`), and the signed-in patient's insurances from the
 * stored user for the green borders.
 */
export function HospitalSearchScreen({ state, onStateChange, className }: HospitalSearchScreenProps) {
  const { locale } = useLocale();
  const api = useApi();
  const [ownInsurances] = useState(() => patientInsuranceIds(api.session.getUser()));
  useSavedSearchText('hospital', state, onStateChange);
  const results = useHospitalSearch(state, state.page);
  const insurances = useLookupOptions('insurances', locale);
  const specialities = useSpecialityOptions(locale);
  const addons = useHospitalAddonOptions(locale);
  return (
    <HospitalSearch
      className={className}
      state={state}
      onStateChange={onStateChange}
      hospitals={results.data?.items ?? []}
      total={results.data?.total ?? 0}
      pageCount={results.data?.pageCount ?? 0}
      options={{
        insurances: insurances.data ?? [],
        specialities: specialities.data ?? [],
        addons: addons.data ?? [],
      }}
      patientInsuranceIds={ownInsurances}
      loading={results.isPending}
      updating={results.isPlaceholderData}
      error={results.isError}
      onRetry={() => {
        void results.refetch();
      }}
    />
  );
}
