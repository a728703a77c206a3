import { ArrowLeft } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../components/link';
import { UserTextIn } from '../../../components/user-text';
import { cn } from '../../../lib/cn';

export interface NurseDoctorScheduleProps {
  /** The doctor's name ("First Last"); undefined while his record loads or when it failed. */
  doctorName?: string;
  /** Where the back link goes: the doctor cards. */
  backHref: string;
  /** The doctor's calendar. */
  children: ReactNode;
  className?: string;
}

/**
 * /nurse/schedule/{doctorId} (001 §2): a back link to the doctor cards, the
 * doctor's name as the heading, and his month calendar, on which the nurse
 * creates and deletes slots (001 §6).
 */
export function NurseDoctorSchedule({ doctorName, backHref, children, className }: NurseDoctorScheduleProps) {
  const { t } = useTranslation('nurse');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-slot="nurse-doctor-schedule"
      className={cn('flex flex-col gap-4', className)}
    >
      <Link href={backHref} variant="muted" className="self-start">
        <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
        {t('backToDoctors')}
      </Link>
      <h1 id={titleId} className="text-2xl font-semibold text-foreground">
        {doctorName ? (
          <UserTextIn text={(name) => t('doctorScheduleTitle', { name })} value={doctorName} />
        ) : (
          t('doctorScheduleTitleAnonymous')
        )}
      </h1>
      {children}
    </section>
  );
}
