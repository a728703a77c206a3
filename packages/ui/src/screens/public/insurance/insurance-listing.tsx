import { BadgeCheck, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Card, CardHeader } from '../../../components/card';
import { CardGrid } from '../../../components/card-grid';
import { EmptyState } from '../../../components/empty-state';
import { Link } from '../../../components/link';
import { Spinner } from '../../../components/spinner';
import { PictureFrame } from '../../hospital/services/picture-frame';
import { StaffAlert } from '../../hospital/staff/staff-alert';

/** An insurance company as its card shows it: the name in the reader's language and the logo. */
export interface InsuranceCompanyCard {
  id: string;
  name: string;
  logo?: string;
}

export interface InsuranceListingViewProps {
  insurances: readonly InsuranceCompanyCard[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** The hospital search; default `/hospitals`. */
  hospitalsHref?: string;
}

/**
 * /insurance (002, "Authenticated patient area"): the insurance companies
 * hospitals on Aafiya accept, one card each with its logo, its name and the
 * Verified badge. 002 shows hard-coded sample cards; Spec choice: the real
 * list (the admin's catalogue, so every card is a company the admin verified),
 * with loading, error and empty states, and no placeholder advert.
 */
export function InsuranceListingView({
  insurances,
  loading = false,
  error = false,
  onRetry,
  hospitalsHref = '/hospitals',
}: InsuranceListingViewProps) {
  const { t } = useTranslation('publicInfo');
  const { t: table } = useTranslation('table');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 @3xl/public:flex-row @3xl/public:items-end @3xl/public:justify-between">
        <div className="flex max-w-2xl flex-col gap-2">
          <h1 id={headingId} className="text-2xl font-bold text-foreground @3xl/public:text-3xl">
            {t('insurancesTitle')}
          </h1>
          <p className="text-foreground-muted">{t('insurancesIntro')}</p>
        </div>
        <Link href={hospitalsHref} className="self-start @3xl/public:self-auto">
          {t('findHospitals')}
        </Link>
      </header>
      <div aria-busy={loading || undefined}>
        {loading ? (
          <div className="flex justify-center py-10">
            <Spinner size="lg" label={t('loadingInsurances')} />
          </div>
        ) : error ? (
          <StaffAlert
            action={
              onRetry && (
                <Button variant="secondary" size="sm" onClick={onRetry}>
                  {table('retry')}
                </Button>
              )
            }
          >
            {t('insurancesError')}
          </StaffAlert>
        ) : insurances.length === 0 ? (
          <EmptyState title={t('insurancesEmpty')} icon={<ShieldCheck />} />
        ) : (
          <CardGrid role="list" aria-label={t('insurancesListLabel')} columns={3}>
            {insurances.map((insurance) => (
              <div role="listitem" key={insurance.id}>
                <Card data-slot="insurance-card" className="h-full gap-3 overflow-hidden pt-0">
                  <PictureFrame
                    src={insurance.logo}
                    icon={<ShieldCheck />}
                    className="aspect-[16/9] w-full bg-surface [&_img]:object-contain [&_img]:p-4"
                  />
                  <CardHeader className="flex-row items-start justify-between gap-2">
                    <h2 className="min-w-0 text-base leading-tight font-semibold break-words">{insurance.name}</h2>
                    <Badge variant="success" className="shrink-0">
                      <BadgeCheck aria-hidden="true" />
                      {t('verified')}
                    </Badge>
                  </CardHeader>
                </Card>
              </div>
            ))}
          </CardGrid>
        )}
      </div>
    </section>
  );
}
