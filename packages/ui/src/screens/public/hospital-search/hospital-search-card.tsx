import type { HospitalSearchCard as Hospital } from '@aafiya/api-client';
import { Building2, MapPin, ShieldCheck } from 'lucide-react';
import { Badge } from '../../../components/badge';
import { Link } from '../../../components/link';
import { StarRating } from '../../../components/star-rating';
import { useTranslation } from '../../../i18n/use-translation';
import { cn } from '../../../lib/cn';
import { SearchCardImage } from '../search/search-card-image';

export interface HospitalSearchCardProps {
  /** The first card: its image is fetched at once. */
  first?: boolean;
  hospital: Hospital;
  /** The hospital takes one of the signed-in patient's insurances: a green border (002 §4) and a badge saying so. */
  sharesInsurance: boolean;
}

/** The page of a hospital. */
export const hospitalHref = (id: string) => `/hospitals/${encodeURIComponent(id)}`;

/** One hospital of /hospitals: image and name lead to its page, then the address and the star row. */
export function HospitalSearchCard({ first = false, hospital, sharesInsurance }: HospitalSearchCardProps) {
  const { t } = useTranslation('publicSearch');
  const href = hospitalHref(hospital.id);
  return (
    <div
      role="listitem"
      aria-label={hospital.name}
      data-slot="hospital-search-card"
      data-shares-insurance={sharesInsurance || undefined}
      className={cn(
        'flex flex-col rounded-lg border bg-surface text-foreground shadow-sm',
        sharesInsurance ? 'border-2 border-success-600' : 'border-border',
      )}
    >
      <SearchCardImage eager={first} href={href} src={hospital.image} placeholder={<Building2 />} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg leading-tight font-semibold">
          <Link href={href} className="no-underline hover:underline">
            {hospital.name}
          </Link>
        </h2>
        {hospital.address && (
          <p className="flex items-start gap-1 text-sm text-foreground-muted">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {hospital.address}
          </p>
        )}
        <StarRating rating={hospital.rating} size="sm" />
        {sharesInsurance && (
          <Badge variant="success" className="mt-auto">
            <ShieldCheck aria-hidden="true" />
            {t('acceptsYourInsurance')}
          </Badge>
        )}
      </div>
    </div>
  );
}
