import { useTranslation } from '../../../i18n/use-translation';
import { Badge } from '../../../components/badge';

/** The visible mark of the expense screens: their figures are placeholders (002), not real expenses. */
export function SampleDataNote() {
  const { t } = useTranslation('admin');
  return (
    <p
      role="note"
      data-slot="sample-data-note"
      className="flex flex-wrap items-center gap-2 rounded-md border border-warning-100 bg-warning-50 px-3 py-2 text-sm text-foreground"
    >
      <Badge variant="warning">{t('sampleData')}</Badge>
      {t('sampleDataNote')}
    </p>
  );
}
