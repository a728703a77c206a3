import type { HospitalSearchCard as Hospital, LookupOption } from '@aafiya/api-client';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FilterGroup } from '../search/filter-group';
import { FiltersPanel } from '../search/filters-panel';
import { toHospitalTypes, useHospitalTypeOptions } from '../search/hospital-types';
import { toFieldOptions } from '../search/lookup-options';
import { SearchPageLayout } from '../search/search-page-layout';
import { SearchTextBox } from '../search/search-text-box';
import { HospitalSearchCard } from './hospital-search-card';
import { emptyHospitalSearch, hospitalFilterCount, type HospitalSearchState } from './hospital-search-state';

export interface HospitalSearchOptions {
  insurances: readonly LookupOption[];
  specialities: readonly LookupOption[];
  addons: readonly LookupOption[];
}

export interface HospitalSearchProps {
  /** The search, as the address keeps it (parseHospitalSearch). */
  state: HospitalSearchState;
  /** A new search: the app writes it into the address (formatHospitalSearch), so Back returns to this one. */
  onStateChange: (state: HospitalSearchState) => void;
  /** The page of results. */
  hospitals: readonly Hospital[];
  /** Results across all pages. */
  total: number;
  pageCount: number;
  /** The filters' lists. */
  options: HospitalSearchOptions;
  /** The signed-in patient's insurance ids: their hospitals get a green border. */
  patientInsuranceIds?: readonly string[];
  loading?: boolean;
  /** The next results are on their way; the previous ones stay shown. */
  updating?: boolean;
  error?: boolean;
  onRetry?: () => void;
  className?: string;
}

/**
 * /hospitals (002 §4 "Hospital search page"): the 'enter area' text box, the
 * filters (hospital type, insurance with its own search showing the first 5
 * matches, speciality, add-ons) with Reset, the count and a card per
 * hospital, 12 to a page. Each change is a new state at once (a checkbox
 * re-runs the search; a new text or filter starts at the first page).
 */
export function HospitalSearch({
  state,
  onStateChange,
  hospitals,
  total,
  pageCount,
  options,
  patientInsuranceIds = [],
  loading = false,
  updating = false,
  error = false,
  onRetry,
  className,
}: HospitalSearchProps) {
  const { t } = useTranslation('publicSearch');
  const typeOptions = useHospitalTypeOptions();
  const insurances = useMemo(() => toFieldOptions(options.insurances), [options.insurances]);
  const specialities = useMemo(() => toFieldOptions(options.specialities), [options.specialities]);
  const addons = useMemo(() => toFieldOptions(options.addons), [options.addons]);
  const own = new Set(patientInsuranceIds);
  const change = (changes: Partial<HospitalSearchState>) => {
    onStateChange({ ...state, ...changes, page: 0 });
  };

  return (
    <SearchPageLayout
      className={className}
      title={t('hospitalsTitle')}
      search={
        <SearchTextBox
          label={t('searchHospitals')}
          placeholder={t('enterArea')}
          text={state.text}
          onSearch={(text) => {
            change({ text });
          }}
        />
      }
      filters={
        <FiltersPanel
          checkedCount={hospitalFilterCount(state)}
          onReset={() => {
            onStateChange(emptyHospitalSearch);
          }}
        >
          <FilterGroup
            label={t('hospitalType')}
            options={typeOptions}
            value={state.hospitalTypes}
            onChange={(ids) => {
              change({ hospitalTypes: toHospitalTypes(ids) });
            }}
          />
          <FilterGroup
            label={t('insurance')}
            options={insurances}
            value={state.insurances}
            searchable
            collapsible
            onChange={(ids) => {
              change({ insurances: ids });
            }}
          />
          <FilterGroup
            label={t('speciality')}
            options={specialities}
            value={state.specialities}
            onChange={(ids) => {
              change({ specialities: ids });
            }}
          />
          <FilterGroup
            label={t('addons')}
            options={addons}
            value={state.addons}
            onChange={(ids) => {
              change({ addons: ids });
            }}
          />
        </FiltersPanel>
      }
      countText={t('hospitalCount', { count: total })}
      resultCount={hospitals.length}
      loading={loading}
      updating={updating}
      error={error}
      onRetry={onRetry}
      page={state.page}
      pageCount={pageCount}
      onPageChange={(page) => {
        onStateChange({ ...state, page });
      }}
    >
      {hospitals.map((hospital, index) => (
        <HospitalSearchCard
          key={hospital.id}
          first={index === 0}
          hospital={hospital}
          sharesInsurance={hospital.insuranceIds.some((id) => own.has(id))}
        />
      ))}
    </SearchPageLayout>
  );
}
