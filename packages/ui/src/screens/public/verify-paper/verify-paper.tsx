import type { VerifiedPaper } from '@aafiya/api-client';
import type { ReactNode } from 'react';
import { useDateFormatter } from 'react-aria';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { formatDisplayDate } from '../../../components/date-fields/date-value';
import { UserText } from '../../../components/user-text';
import { AuthCard, AuthMessage } from '../login/auth-card';
import { MedicineList, useTreatmentName } from '../papers-parts';

export type VerifyPaperState =
  | { status: 'checking' }
  | { status: 'genuine'; paper: VerifiedPaper }
  | { status: 'not-verified' }
  | { status: 'failed' };

export interface VerifyPaperViewProps {
  state: VerifyPaperState;
  /** Asks again after a failure to check (not after "could not be verified": that answer is final). */
  onRetry?: () => void;
  /** Times of day in this zone. Default: the browser's. */
  timeZone?: string;
}

const kindKeys = {
  'doctor-report': 'kindDoctorReport',
  'sick-leave': 'kindSickLeave',
  'qr-prescription': 'kindQrPrescription',
  'appointment-slip': 'kindAppointmentSlip',
} as const;

/**
 * /verify/{reference} (#19 "Verifiable papers"): the page a paper's QR code
 * opens. It says whether the server issued the paper and, if so, what the
 * paper says, so whoever holds it (an employer, a pharmacy) can compare. Of
 * the patient only the initials show: the full name is on the paper.
 */
export function VerifyPaperView({ state, onRetry, timeZone }: VerifyPaperViewProps) {
  const { t } = useTranslation('papers');
  return (
    <AuthCard title={t('verifyTitle')} className="max-w-lg">
      {state.status === 'checking' && (
        <div className="flex items-center gap-3 py-2 text-sm text-foreground">
          <Spinner label={t('checking')} />
          <span aria-hidden="true">{t('checking')}</span>
        </div>
      )}
      {state.status === 'not-verified' && (
        <AuthMessage tone="error" title={t('notVerified')}>
          {t('notVerifiedHelp')}
        </AuthMessage>
      )}
      {state.status === 'failed' && (
        <>
          <AuthMessage tone="error">{t('checkFailed')}</AuthMessage>
          {onRetry && (
            <Button variant="secondary" className="self-start" onClick={onRetry}>
              {t('tryAgain')}
            </Button>
          )}
        </>
      )}
      {state.status === 'genuine' && <GenuinePaper paper={state.paper} timeZone={timeZone} />}
    </AuthCard>
  );
}

function GenuinePaper({ paper, timeZone }: { paper: VerifiedPaper; timeZone?: string | undefined }) {
  const { t } = useTranslation('papers');
  const dateTime = useDateFormatter({
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    ...(timeZone ? { timeZone } : {}),
  });
  const treatmentName = useTreatmentName();
  const rows: [string, ReactNode][] = [
    [t('kind'), t(kindKeys[paper.kind])],
    [t('issuedOn'), dateTime.format(new Date(paper.issuedAt))],
    [t('hospital'), <UserText key="hospital">{paper.hospital}</UserText>],
    ...(paper.doctor ? [[t('doctor'), <UserText key="doctor">{paper.doctor}</UserText>] as [string, ReactNode]] : []),
    [t('patient'), t('patientInitialsNote', { initials: paper.patientInitials })],
    ...(paper.appointmentAt
      ? [[t('appointment'), dateTime.format(new Date(paper.appointmentAt))] as [string, ReactNode]]
      : []),
    ...(paper.from ? [[t('leaveFrom'), formatDisplayDate(paper.from)] as [string, ReactNode]] : []),
    ...(paper.to ? [[t('leaveTo'), formatDisplayDate(paper.to)] as [string, ReactNode]] : []),
    ...(paper.treatmentType ? [[t('treatmentType'), treatmentName(paper.treatmentType)] as [string, ReactNode]] : []),
    ...(paper.prescription
      ? [[t('prescription'), <UserText key="prescription">{paper.prescription}</UserText>] as [string, ReactNode]]
      : []),
    ...(paper.dosageADay === undefined ? [] : [[t('dosageADay'), String(paper.dosageADay)] as [string, ReactNode]]),
    ...(paper.consumptionDays === undefined
      ? []
      : [[t('consumptionDays'), String(paper.consumptionDays)] as [string, ReactNode]]),
  ];
  return (
    <>
      <AuthMessage tone="success" title={t('genuineTitle')}>
        {t('genuineIntro')}
      </AuthMessage>
      <dl data-slot="verified-paper" className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-muted-foreground">{label}</dt>
            <dd className="[overflow-wrap:anywhere] text-foreground">{value}</dd>
          </div>
        ))}
      </dl>
      {paper.medicines.length > 0 && (
        <section aria-label={t('medicines')} className="flex flex-col gap-1 text-sm">
          <h2 className="font-medium text-muted-foreground">{t('medicines')}</h2>
          <MedicineList medicines={paper.medicines} />
        </section>
      )}
    </>
  );
}
