import type { ServiceDetails } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { DialogDescription, DialogHeader, DialogTitle, RecordDialog } from '../../../components/dialog';
import { UserText } from '../../../components/user-text';

export interface ServiceDetailsDialogProps {
  /** The service shown; null keeps the modal closed. */
  service: ServiceDetails | null;
  onClose: () => void;
}

/** AED amounts with Latin digits in both languages, up to two decimals (350, 99.5). */
const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * The Service Details modal of the Patient Promo Code and Appointments tables
 * (000 §2.5): name, price (AED, or Free), covered by insurance (Yes/No) and
 * description.
 */
export function ServiceDetailsDialog({ service, onClose }: ServiceDetailsDialogProps) {
  const { t } = useTranslation('hospitalRecords');
  return (
    // Opened from a table cell rather than a DialogTrigger: focus goes back to what opened it.
    <RecordDialog record={service} onClose={onClose} size="md" data-slot="service-details" closeLabel={t('close')}>
      {(shown) => (
        <>
          <DialogHeader>
            <DialogTitle>{t('serviceDetails')}</DialogTitle>
            <DialogDescription>
              <UserText>{shown.name}</UserText>
            </DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
            <dt className="font-semibold text-foreground">{t('serviceName')}</dt>
            <dd className="text-foreground">
              <UserText>{shown.name}</UserText>
            </dd>
            <dt className="font-semibold text-foreground">{t('servicePrice')}</dt>
            <dd className="text-foreground tabular-nums">
              {shown.isFree || shown.price === undefined
                ? t('free')
                : t('priceAed', { price: amount.format(shown.price) })}
            </dd>
            <dt className="font-semibold text-foreground">{t('coveredByInsurance')}</dt>
            <dd className="text-foreground">{shown.coveredByInsurance ? t('yes') : t('no')}</dd>
            <dt className="font-semibold text-foreground">{t('serviceDescription')}</dt>
            <dd className="whitespace-pre-line text-foreground">
              <UserText>{shown.description ?? t('noDescription')}</UserText>
            </dd>
          </dl>
        </>
      )}
    </RecordDialog>
  );
}
