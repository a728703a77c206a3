import type { HospitalSummary } from '@aafiya/api-client';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Avatar } from '../../../components/avatar';
import { Spinner } from '../../../components/spinner';
import { UserTextIn } from '../../../components/user-text';

/** What the welcome block shows: the hospital's name and image (HospitalSummary, or the stored user's). */
export type WelcomeHospital = Pick<HospitalSummary, 'name' | 'image'>;

export interface WelcomeBlockProps {
  hospital?: WelcomeHospital;
  loading?: boolean;
  /** The hospital could not be loaded: "Unable to load hospital information." (000 §8). */
  error?: boolean;
}

/**
 * The dashboard's welcome block: the hospital's image and name (000 §2.5,
 * Dashboard). Its height is the image's in every state (loading, error), so
 * the page below does not move when the hospital arrives.
 */
export function WelcomeBlock({ hospital, loading = false, error = false }: WelcomeBlockProps) {
  const { t } = useTranslation('hospital');
  const titleId = useId();
  return (
    <section
      aria-labelledby={hospital ? titleId : undefined}
      aria-busy={loading || undefined}
      data-slot="welcome-block"
      className="flex items-center gap-5 rounded-lg border border-border bg-surface px-6 py-6 shadow-xs"
    >
      {hospital ? (
        <>
          <Avatar
            size="xl"
            src={hospital.image}
            alt={t('hospitalPhoto', { name: hospital.name })}
            name={hospital.name}
            fallback="initials"
            className="rounded-lg"
          />
          <div className="flex min-w-0 flex-col gap-1">
            <h1 id={titleId} className="text-2xl font-semibold text-foreground">
              <UserTextIn text={(name) => t('welcome', { name })} value={hospital.name} />
            </h1>
            <p className="text-foreground-muted">{t('welcomeIntro')}</p>
          </div>
        </>
      ) : loading ? (
        <Spinner size="lg" className="min-h-24" />
      ) : error ? (
        <p role="alert" className="flex min-h-24 items-center font-medium text-danger-700">
          {t('hospitalError')}
        </p>
      ) : (
        <div className="min-h-24" />
      )}
    </section>
  );
}
