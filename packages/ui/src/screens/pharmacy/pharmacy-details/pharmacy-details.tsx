import type { PharmacyDetails as PharmacyDetailsModel } from '@aafiya/api-client';
import { useId, type ReactNode } from 'react';
import type { TFunction } from '../../../i18n/translation-types';
import { useTranslation } from '../../../i18n/use-translation';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { mapDefaults, MapView } from '../../../components/maps';
import { Spinner } from '../../../components/spinner';
import { UserText } from '../../../components/user-text';
import { cn } from '../../../lib/cn';
import { AuthMessage } from '../../public/login/auth-card';

export interface PharmacyDetailsProps {
  /** Undefined while loading or after a failure. */
  pharmacy?: PharmacyDetailsModel;
  loading?: boolean;
  /** "Problem while getting the branch details" (ours) with Try again. */
  error?: boolean;
  onRetry?: () => void;
  className?: string;
}

/**
 * Branch Details (001 §2 /pharmacy/pharmacy-details, static there; the pharmacy's own record since #21): picture,
 * name and branch, pharmacist, email, phone, address, emirate, and the branch on the map (the shared map: drawn
 * from the packaged UAE outline when no tiles are configured).
 */
export function PharmacyDetails({
  pharmacy,
  loading = false,
  error = false,
  onRetry,
  className,
}: PharmacyDetailsProps) {
  const { t } = useTranslation('pharmacy');
  const titleId = useId();
  const mapTitleId = useId();
  return (
    <section aria-labelledby={titleId} data-slot="pharmacy-details" className={cn('flex flex-col gap-6', className)}>
      <h1 id={titleId} className="text-2xl font-semibold text-foreground">
        {t('detailsTitle')}
      </h1>
      {loading && (
        <div className="flex justify-center py-10">
          <Spinner size="lg" label={t('loading')} />
        </div>
      )}
      {!loading && error && (
        <div className="flex flex-col items-start gap-3">
          <AuthMessage tone="error">{t('detailsError')}</AuthMessage>
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              {t('tryAgain')}
            </Button>
          )}
        </div>
      )}
      {!loading && !error && pharmacy && (
        <>
          <div className="flex flex-col gap-6 rounded-lg border border-border bg-surface p-4 shadow-xs sm:flex-row sm:p-6">
            <Avatar
              src={pharmacy.image ?? null}
              alt={pharmacy.name}
              name={pharmacy.name}
              fallback="initials"
              size="xl"
            />
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {detailRows(pharmacy, t).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium text-muted-foreground">{label}</dt>
                  <dd className="[overflow-wrap:anywhere] text-foreground">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <section aria-labelledby={mapTitleId} className="flex flex-col gap-3">
            <h2 id={mapTitleId} className="text-lg font-semibold text-foreground">
              {t('location')}
            </h2>
            {pharmacy.location ? (
              <MapView
                marker={pharmacy.location}
                markerLabel={pharmacy.branchName || pharmacy.name}
                zoom={mapDefaults.profileZoom}
                label={t('location')}
                className="h-80"
              />
            ) : (
              <p className="text-sm text-foreground-muted">{t('noLocation')}</p>
            )}
          </section>
        </>
      )}
    </section>
  );
}

function detailRows(pharmacy: PharmacyDetailsModel, t: TFunction<'pharmacy'>): [string, ReactNode][] {
  const optional = (label: string, value: string | undefined, ltr = false): [string, ReactNode][] =>
    value ? [[label, ltr ? <span dir="ltr">{value}</span> : <UserText>{value}</UserText>]] : [];
  return [
    [t('pharmacyName'), <UserText key="name">{pharmacy.name}</UserText>],
    ...optional(t('branchName'), pharmacy.branchName),
    ...optional(t('pharmacist'), pharmacy.pharmacist),
    [
      t('email'),
      <span key="email" dir="ltr">
        {pharmacy.email}
      </span>,
    ],
    ...optional(t('phone'), pharmacy.phone, true),
    ...optional(t('address'), pharmacy.address),
    ...optional(t('emirate'), pharmacy.state),
  ];
}
