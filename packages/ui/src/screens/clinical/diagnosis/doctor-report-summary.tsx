import type { DoctorReportView } from '@aafiya/api-client';
import { ClipboardX } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDisplayDate } from '../../../components/date-fields';
import { EmptyState } from '../../../components/empty-state';
import { UserText } from '../../../components/user-text';
import { DetailList } from './detail-list';

/**
 * The Doctor Diagnosis read-only (the nurse's view, 001 §6): treatment type,
 * description, medicines with dosage and days, surgery and its date; "No
 * Doctor Reports Found" while the appointment has none (the specification
 * gives no text; this one follows "No Nurse Reports Found").
 */
export function DoctorReportSummary({ report }: { report: DoctorReportView | null }) {
  const { t } = useTranslation('diagnosis');
  if (!report) return <EmptyState title={t('noDoctorReports')} icon={<ClipboardX />} />;
  const medicines =
    report.medicines.length === 0 ? (
      t('none')
    ) : (
      <ul className="flex flex-col gap-1">
        {report.medicines.map((line, index) => (
          // The same medicine may be listed twice (two strengths); the position tells them apart.
          <li key={index}>
            <UserText>{line.medicine}</UserText>
            {' — '}
            {t('dosage')}: {line.dosage}, {t('days')}: {line.days}
          </li>
        ))}
      </ul>
    );
  return (
    <DetailList
      details={[
        { label: t('treatmentType'), value: t(report.treatmentType) },
        {
          label: t('requiresSurgery'),
          value: report.requiresSurgery
            ? `${t('yes')} (${formatDisplayDate(report.dateOfSurgery) || t('notRecorded')})`
            : t('no'),
        },
        { label: t('description'), value: report.description, wide: true },
        { label: t('medicines'), value: medicines, wide: true },
      ]}
    />
  );
}
