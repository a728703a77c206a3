import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Spinner } from '../../../components/spinner';
import { cn } from '../../../lib/cn';
import { LoadAlert } from '../../hospital/doctor-info/profile-parts';

/** What a receptionist page renders once his hospital is known: a hospital screen given that hospital's id. */
export type WithHospital = (hospitalId: string) => ReactNode;

export interface ReceptionistHospitalGateViewProps {
  status: 'loading' | 'error' | 'ready';
  /** The receptionist's hospital, once loaded. */
  hospitalId?: string | undefined;
  /** Loads again after a failure (none when there is no receptionist to load). */
  onRetry?: (() => void) | undefined;
  children: WithHospital;
  className?: string;
}

/**
 * The receptionist area's pages wait for his hospital (001 §2: "The
 * receptionist's hospital comes from the receptionist record's hospital
 * reference"): a spinner while it loads, "Problem while getting your
 * hospital" (ours) with Try again when it fails, then `children(hospitalId)`.
 */
export function ReceptionistHospitalGateView({
  status,
  hospitalId,
  onRetry,
  children,
  className,
}: ReceptionistHospitalGateViewProps) {
  const { t } = useTranslation('receptionist');
  if (status === 'ready' && hospitalId) return children(hospitalId);
  return (
    <div data-slot="receptionist-hospital-gate" className={cn('flex flex-col', className)}>
      {status === 'loading' ? (
        <div className="flex justify-center py-10">
          <Spinner size="lg" label={t('loadingHospital')} />
        </div>
      ) : (
        <LoadAlert onRetry={onRetry}>{t('hospitalLoadFailed')}</LoadAlert>
      )}
    </div>
  );
}
