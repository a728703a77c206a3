import type { PharmacyPrescriptionView } from '@aafiya/api-client';
import { PackageCheck } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { UserText } from '../../../components/user-text';
import { AuthMessage, PendingLabel } from '../../public/login/auth-card';
import { useTreatmentName } from '../../public/papers-parts';
import { DispensedNote } from '../../shared/dispensing/dispensed-note';
import { displayDateOf } from '../display-date';

export interface PrescriptionDetailsProps {
  prescription: PharmacyPrescriptionView;
  /** Dispense; shown only while the prescription is not dispensed. */
  onDispense: () => void;
  dispensing?: boolean;
  /** Time zone of the dates (the browser's). */
  timeZone: string;
}

/**
 * A scanned prescription as the verification page shows it (its facts in the same list), with the patient's name
 * and masked Emirates ID, then whether it has been dispensed: "Dispensed on {date} by {pharmacy}" (ours), or the
 * Dispense button.
 */
export function PrescriptionDetails({
  prescription,
  onDispense,
  dispensing = false,
  timeZone,
}: PrescriptionDetailsProps) {
  const { t } = useTranslation('pharmacy');
  const papers = useTranslation('papers').t;
  const treatmentName = useTreatmentName();
  const titleId = useId();
  const rows: [string, ReactNode][] = [
    [t('patientName'), <UserText key="patient">{prescription.patientName}</UserText>],
    [
      t('emiratesId'),
      <span key="eid" dir="ltr" className="tabular-nums">
        {prescription.emiratesId}
      </span>,
    ],
    ...(prescription.doctor
      ? [[papers('doctor'), <UserText key="doctor">{prescription.doctor}</UserText>] as [string, ReactNode]]
      : []),
    [papers('hospital'), <UserText key="hospital">{prescription.hospital}</UserText>],
    [t('date'), displayDateOf(prescription.date, timeZone)],
    [papers('treatmentType'), treatmentName(prescription.treatmentType)],
    [papers('prescription'), <UserText key="prescription">{prescription.prescription}</UserText>],
    [papers('dosageADay'), String(prescription.dosageADay)],
    [papers('consumptionDays'), String(prescription.consumptionDays)],
  ];
  const { dispensed } = prescription;
  return (
    <section
      aria-labelledby={titleId}
      data-slot="pharmacy-prescription"
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 shadow-xs sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-semibold text-foreground">
        {t('prescriptionTitle')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-muted-foreground">{label}</dt>
            <dd className="[overflow-wrap:anywhere] text-foreground">{value}</dd>
          </div>
        ))}
      </dl>
      {dispensed ? (
        <AuthMessage tone="info">
          <DispensedNote dispensed={dispensed} timeZone={timeZone} />
        </AuthMessage>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={onDispense} disabled={dispensing}>
            {!dispensing && <PackageCheck aria-hidden="true" />}
            <PendingLabel pending={dispensing} label={t('dispense')} pendingLabel={t('dispensing')} />
          </Button>
          <DispensedNote timeZone={timeZone} />
        </div>
      )}
    </section>
  );
}
