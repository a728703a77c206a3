import { useTranslation } from '../../../i18n/use-translation';
import { Avatar } from '../../../components/avatar';
import { Spinner } from '../../../components/spinner';
import { UserTextIn } from '../../../components/user-text';

/** Who the banner greets: the signed-in doctor's name and photo (GET /doctors/{id}). */
export interface WelcomeDoctor {
  name: string;
  image?: string;
}

export interface WelcomeBannerProps {
  doctor?: WelcomeDoctor;
  loading?: boolean;
}

/**
 * The Appointments page's welcome banner and title: the doctor's photo and
 * name (001 §2). While the doctor loads, a spinner stands in for the photo;
 * when the record cannot be read it still greets, without a name (the table
 * below matters more than the banner).
 */
export function WelcomeBanner({ doctor, loading = false }: WelcomeBannerProps) {
  const { t } = useTranslation('doctor');
  return (
    <div
      data-slot="welcome-banner"
      aria-busy={loading || undefined}
      className="flex items-center gap-4 rounded-lg border border-border bg-surface px-5 py-5 shadow-xs sm:gap-5 sm:px-6"
    >
      {loading ? (
        <Spinner size="lg" className="size-16 sm:size-24" />
      ) : (
        <Avatar
          src={doctor?.image}
          alt={doctor ? t('appointmentsDoctorPhoto', { name: doctor.name }) : ''}
          name={doctor?.name}
          fallback={doctor ? 'initials' : 'person'}
          aria-hidden={doctor ? undefined : true}
          className="size-16 text-lg sm:size-24 sm:text-2xl"
        />
      )}
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-xl font-semibold text-foreground [overflow-wrap:anywhere] sm:text-2xl">
          {doctor ? (
            <UserTextIn text={(name) => t('appointmentsWelcome', { name })} value={doctor.name} />
          ) : (
            t('appointmentsWelcomeAnonymous')
          )}
        </h1>
        <p className="text-sm text-foreground-muted sm:text-base">{t('appointmentsWelcomeIntro')}</p>
      </div>
    </div>
  );
}
