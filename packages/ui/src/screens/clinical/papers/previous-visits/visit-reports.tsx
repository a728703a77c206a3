import type { PreviousVisit } from '@aafiya/api-client';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatDisplayDate } from '../../../../components/date-fields';
import { UserText } from '../../../../components/user-text';
import { Facts, VisitSection } from './visit-card';

type DoctorReport = NonNullable<PreviousVisit['doctorReport']>;
type NurseReport = NonNullable<PreviousVisit['nurseReport']>;

/** The doctor report of an earlier appointment: treatment type, description, medicines with dosage and days, surgery. */
export function DoctorReportPart({ report }: { report: DoctorReport | undefined }) {
  const { t } = useTranslation('clinicalPapers');
  if (!report) return <VisitSection title={t('doctorReport')} missing={t('noDoctorReport')} />;
  return (
    <VisitSection title={t('doctorReport')}>
      <Facts
        items={[
          {
            label: t('treatmentType'),
            value: report.treatmentType === 'Medication' ? t('medication') : t('skinDesease'),
          },
          { label: t('description'), value: <UserText>{report.description}</UserText> },
          {
            label: t('medicines'),
            value:
              report.medicines.length === 0 ? (
                t('noMedicines')
              ) : (
                <ul className="flex flex-col gap-1">
                  {report.medicines.map((line, index) => (
                    <li key={`${index}-${line.medicine}`}>
                      <UserText className="font-medium">{line.medicine}</UserText>
                      {' · '}
                      {t('dosageLine', { dosage: line.dosage, days: t('dayCount', { count: line.days }) })}
                    </li>
                  ))}
                </ul>
              ),
          },
          {
            label: t('surgery'),
            value: !report.requiresSurgery
              ? t('surgeryNotRequired')
              : report.dateOfSurgery
                ? t('surgeryOn', { date: formatDisplayDate(report.dateOfSurgery) })
                : t('surgeryRequired'),
          },
        ]}
      />
    </VisitSection>
  );
}

/** The nurse report (vitals) of an earlier appointment, in the units of 001 §5. */
export function NurseReportPart({ report }: { report: NurseReport | undefined }) {
  const { t } = useTranslation('clinicalPapers');
  if (!report) return <VisitSection title={t('nurseReport')} missing={t('noNurseReport')} />;
  const vitals = [
    { label: t('height'), value: report.height, unit: 'unitMetres' },
    { label: t('weight'), value: report.weight, unit: 'unitKg' },
    { label: t('bloodPressure'), value: report.bp, unit: 'unitMmHg' },
    { label: t('bodyTemperature'), value: report.bt, unit: 'unitCelsius' },
    { label: t('heartRate'), value: report.heartRate, unit: 'unitBpm' },
    { label: t('glucose'), value: report.glucose, unit: 'unitMgDl' },
  ] as const;
  return (
    <VisitSection title={t('nurseReport')}>
      <Facts
        items={[
          ...vitals
            .filter((vital) => vital.value !== undefined)
            .map((vital) => ({
              label: vital.label,
              value: <span className="tabular-nums">{t(vital.unit, { value: vital.value })}</span>,
            })),
          ...(report.complain ? [{ label: t('complaint'), value: <UserText>{report.complain}</UserText> }] : []),
        ]}
      />
    </VisitSection>
  );
}
