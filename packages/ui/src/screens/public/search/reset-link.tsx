import { Button } from '../../../components/button';
import { useTranslation } from '../../../i18n/use-translation';

/** The filters' "Reset" link (002 §4): back to every result. */
export function ResetLink({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('publicSearch');
  return (
    <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={onReset}>
      {t('reset')}
    </Button>
  );
}
