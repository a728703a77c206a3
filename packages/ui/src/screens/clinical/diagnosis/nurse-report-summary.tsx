import type { NurseReportView } from '@aafiya/api-client';
import { ClipboardX } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { EmptyState } from '../../../components/empty-state';
import { DetailList, DetailListSkeleton } from './detail-list';
import { nurseMeasures } from './nurse-report.schema';

/** The labels of the read-only nurse report, in the form's order. */
function useNurseLabels() {
  const { t } = useTranslation('diagnosis');
  return {
    height: t('height'),
    weight: t('weight'),
    bp: t('bp'),
    bt: t('bt'),
    heartRate: t('heartRate'),
    glucose: t('glucose'),
    complain: t('complain'),
  };
}

/**
 * The Nurse Diagnosis read-only (the doctor's view, 001 §6): the appointment's
 * nurse report with its units, or "No Nurse Reports Found" when it has none.
 */
export function NurseReportSummary({ report }: { report: NurseReportView | null }) {
  const { t } = useTranslation('diagnosis');
  const labels = useNurseLabels();
  if (!report) return <EmptyState title={t('noNurseReports')} icon={<ClipboardX />} />;
  const measured = (name: (typeof nurseMeasures)[number]['name']) => {
    const value = report[name];
    const unit = nurseMeasures.find((measure) => measure.name === name)?.unit ?? '';
    return value === undefined ? t('notRecorded') : t('valueWithUnit', { value, unit });
  };
  return (
    <DetailList
      details={[
        { label: labels.height, value: measured('height') },
        { label: labels.weight, value: measured('weight') },
        {
          label: labels.bp,
          value: report.bp ? t('valueWithUnit', { value: report.bp, unit: 'mmHg' }) : t('notRecorded'),
        },
        { label: labels.bt, value: measured('bt') },
        { label: labels.heartRate, value: measured('heartRate') },
        { label: labels.glucose, value: measured('glucose') },
        { label: labels.complain, value: report.complain ?? t('notRecorded'), wide: true },
      ]}
    />
  );
}

/** The read-only nurse report while it loads. */
export function NurseReportSummarySkeleton() {
  return <DetailListSkeleton labels={Object.values(useNurseLabels())} />;
}
