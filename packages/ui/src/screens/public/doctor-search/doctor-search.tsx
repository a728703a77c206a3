import type { DoctorSearchCard as Doctor, LookupOption } from '@aafiya/api-client';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FilterGroup } from '../search/filter-group';
import { FiltersPanel } from '../search/filters-panel';
import { toHospitalTypes, useHospitalTypeOptions } from '../search/hospital-types';
import { toFieldOptions } from '../search/lookup-options';
import { SearchPageLayout } from '../search/search-page-layout';
import { SearchTextBox } from '../search/search-text-box';
import { DoctorSearchCard } from './doctor-search-card';
import { doctorFilterCount, type DoctorSearchState, emptyDoctorSearch } from './doctor-search-state';

export interface DoctorSearchOptions {
  specialities: readonly LookupOption[];
  languages: readonly LookupOption[];
  /** Countries. */
  nationalities: readonly LookupOption[];
  genders: readonly LookupOption[];
}

export interface DoctorSearchProps {
  /** The search, as the address keeps it (parseDoctorSearch). */
  state: DoctorSearchState;
  /** A new search: the app writes it into the address (formatDoctorSearch). */
  onStateChange: (state: DoctorSearchState) => void;
  doctors: readonly Doctor[];
  total: number;
  pageCount: number;
  options: DoctorSearchOptions;
  /** 'book appointment' of a card. */
  onBook: (doctor: Doctor) => void;
  loading?: boolean;
  /** The next results are on their way; the previous ones stay shown. */
  updating?: boolean;
  error?: boolean;
  onRetry?: () => void;
  className?: string;
}

/**
 * /doctor (002 §5 "Doctor search page"): the 'enter specialist' text box, the
 * filters (hospital type, speciality, language and nationality each with a
 * search showing the first 5 matches, gender) with Reset, the count, and a
 * card per doctor, 12 to a page.
 */
export function DoctorSearch({
  state,
  onStateChange,
  doctors,
  total,
  pageCount,
  options,
  onBook,
  loading = false,
  updating = false,
  error = false,
  onRetry,
  className,
}: DoctorSearchProps) {
  const { t } = useTranslation('publicSearch');
  const typeOptions = useHospitalTypeOptions();
  const specialities = useMemo(() => toFieldOptions(options.specialities), [options.specialities]);
  const languages = useMemo(() => toFieldOptions(options.languages), [options.languages]);
  const nationalities = useMemo(() => toFieldOptions(options.nationalities), [options.nationalities]);
  const genders = useMemo(() => toFieldOptions(options.genders), [options.genders]);
  const change = (changes: Partial<DoctorSearchState>) => {
    onStateChange({ ...state, ...changes, page: 0 });
  };

  return (
    <SearchPageLayout
      className={className}
      title={t('doctorsTitle')}
      search={
        <SearchTextBox
          label={t('searchDoctors')}
          placeholder={t('enterSpecialist')}
          text={state.text}
          onSearch={(text) => {
            change({ text });
          }}
        />
      }
      filters={
        <FiltersPanel
          checkedCount={doctorFilterCount(state)}
          onReset={() => {
            onStateChange(emptyDoctorSearch);
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
            label={t('speciality')}
            options={specialities}
            value={state.specialities}
            onChange={(ids) => {
              change({ specialities: ids });
            }}
          />
          <FilterGroup
            label={t('language')}
            options={languages}
            value={state.languages}
            searchable
            onChange={(ids) => {
              change({ languages: ids });
            }}
          />
          <FilterGroup
            label={t('nationality')}
            options={nationalities}
            value={state.nationalities}
            searchable
            onChange={(ids) => {
              change({ nationalities: ids });
            }}
          />
          <FilterGroup
            label={t('gender')}
            options={genders}
            value={state.genders}
            onChange={(ids) => {
              change({ genders: ids });
            }}
          />
        </FiltersPanel>
      }
      countText={t('doctorCount', { count: total })}
      resultCount={doctors.length}
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
      {doctors.map((doctor, index) => (
        <DoctorSearchCard key={doctor.id} first={index === 0} doctor={doctor} onBook={onBook} />
      ))}
    </SearchPageLayout>
  );
}
