import type { LookupOption } from '@aafiya/api-client';
import { Stethoscope } from 'lucide-react';
import { useId } from 'react';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { useLinkClick } from '../../../lib/navigation';
import { doctorSearchHref } from '../doctor-search/doctor-search-state';

export interface SpecialityFinderProps {
  specialities: readonly LookupOption[];
  loading?: boolean;
}

function SpecialityLink({ speciality }: { speciality: LookupOption }) {
  const href = doctorSearchHref(speciality.value);
  const onClick = useLinkClick(href);
  return (
    <a
      href={href}
      onClick={onClick}
      className="flex h-full items-center gap-3 rounded-lg border border-border bg-surface p-3 text-sm font-semibold text-foreground shadow-xs transition-colors hover:border-primary-700 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700 [&_svg]:size-5"
      >
        <Stethoscope />
      </span>
      {speciality.label}
    </a>
  );
}

/**
 * The home page's speciality finder (002): choosing a speciality opens the
 * doctor search with that speciality as its filter (`/doctor?speciality=…`).
 * Links, so they can also be opened in a new tab. Nothing is shown when the
 * list is empty or could not be loaded (the search block still works).
 */
export function SpecialityFinder({ specialities, loading = false }: SpecialityFinderProps) {
  const { t } = useTranslation('publicSearch');
  const titleId = useId();
  if (!loading && specialities.length === 0) return null;
  return (
    <section aria-labelledby={titleId} data-slot="speciality-finder" className="flex flex-col gap-4">
      <h2 id={titleId} className="text-xl font-semibold text-foreground">
        {t('findBySpeciality')}
      </h2>
      {loading ? (
        <Spinner />
      ) : (
        <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          {specialities.map((speciality) => (
            <li key={speciality.value}>
              <SpecialityLink speciality={speciality} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
