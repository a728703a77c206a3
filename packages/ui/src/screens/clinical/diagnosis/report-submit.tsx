import { LoaderCircle } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';

export interface ReportSubmitProps {
  /** Whether the appointment already has this report: the save updates it, else it generates one (001 §4). */
  exists: boolean;
  pending?: boolean;
}

/**
 * The submit button of a diagnosis form: "Generate Report" for a new report,
 * "Update Report" for the appointment's existing one (the words of the
 * toasts, 001 §8); "Saving…" while the save runs (pressing it again does nothing).
 */
export function ReportSubmit({ exists, pending = false }: ReportSubmitProps) {
  const { t } = useTranslation('diagnosis');
  return (
    <div className="flex justify-end">
      <Button
        type="submit"
        aria-disabled={pending || undefined}
        className="aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
        {pending ? t('saving') : exists ? t('updateReport') : t('generateReport')}
      </Button>
    </div>
  );
}
