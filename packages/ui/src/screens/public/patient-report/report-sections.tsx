import type { ReportDiagnosis, ReportVitals } from '@aafiya/api-client';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDisplayDate } from '../../../components/date-fields/date-value';
import { UserText } from '../../../components/user-text';
import { MedicineList, useTreatmentName } from '../papers-parts';

/** Labelled values in two columns (one on a phone). */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-muted-foreground">{label}</dt>
          <dd className="[overflow-wrap:anywhere] text-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A report section: its heading, and its items or the empty text. */
export function ReportSection({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-foreground">{title}</h2>
      {children.length > 0 ? children : <p className="text-sm text-muted-foreground">{empty}</p>}
    </section>
  );
}

const defined = <T,>(value: T | undefined, row: (value: T) => [string, ReactNode]): [string, ReactNode][] =>
  value === undefined ? [] : [row(value)];

/** One nurse report's vitals (001 §5 units). */
export function VitalsFacts({ report }: { report: ReportVitals }) {
  const { t } = useTranslation('papers');
  return (
    <Facts
      rows={[
        ...defined(report.nurse, (v) => [t('byNurse'), <UserText key="nurse">{v}</UserText>]),
        ...defined(report.height, (v) => [t('height'), String(v)]),
        ...defined(report.weight, (v) => [t('weight'), String(v)]),
        ...defined(report.bp, (v) => [t('bp'), v]),
        ...defined(report.bt, (v) => [t('bt'), String(v)]),
        ...defined(report.heartRate, (v) => [t('heartRate'), String(v)]),
        ...defined(report.glucose, (v) => [t('glucose'), String(v)]),
        ...defined(report.complain, (v) => [t('complain'), <UserText key="complain">{v}</UserText>]),
      ]}
    />
  );
}

/** One doctor report: treatment type, surgery, description and medicines (002 "Patient report page"). */
export function DiagnosisFacts({ report }: { report: ReportDiagnosis }) {
  const { t } = useTranslation('papers');
  const treatmentName = useTreatmentName();
  return (
    <div className="flex flex-col gap-2">
      <Facts
        rows={[
          ...defined(report.doctor, (v) => [t('byDoctor'), <UserText key="doctor">{v}</UserText>]),
          [t('treatmentType'), treatmentName(report.treatmentType)],
          [t('requiresSurgery'), report.requiresSurgery ? t('yes') : t('no')],
          ...defined(report.dateOfSurgery, (v) => [t('dateOfSurgery'), formatDisplayDate(v)]),
          [t('description'), <UserText key="description">{report.description}</UserText>],
        ]}
      />
      {report.medicines.length > 0 && (
        <div className="flex flex-col gap-1 text-sm">
          <h3 className="font-medium text-muted-foreground">{t('medicines')}</h3>
          <MedicineList medicines={report.medicines} />
        </div>
      )}
    </div>
  );
}
