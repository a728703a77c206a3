import type { ServiceDetails } from '@aafiya/api-client';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/dialog';

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
  // Opened from a table cell rather than a DialogTrigger: focus goes back to what opened it.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog
      open={service !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {service && (
        <DialogContent
          size="md"
          data-slot="service-details"
          closeLabel={t('close')}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>{t('serviceDetails')}</DialogTitle>
            <DialogDescription>{service.name}</DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
            <dt className="font-semibold text-foreground">{t('serviceName')}</dt>
            <dd className="text-foreground">{service.name}</dd>
            <dt className="font-semibold text-foreground">{t('servicePrice')}</dt>
            <dd className="text-foreground tabular-nums">
              {service.isFree || service.price === undefined
                ? t('free')
                : t('priceAed', { price: amount.format(service.price) })}
            </dd>
            <dt className="font-semibold text-foreground">{t('coveredByInsurance')}</dt>
            <dd className="text-foreground">{service.coveredByInsurance ? t('yes') : t('no')}</dd>
            <dt className="font-semibold text-foreground">{t('serviceDescription')}</dt>
            <dd className="whitespace-pre-line text-foreground">{service.description ?? t('noDescription')}</dd>
          </dl>
        </DialogContent>
      )}
    </Dialog>
  );
}
