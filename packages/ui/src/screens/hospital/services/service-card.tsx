import type { HospitalServiceView } from '@aafiya/api-client';
import { BriefcaseMedical, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Card, CardContent, CardFooter, CardHeader } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { UserText } from '../../../components/user-text';
import { PictureFrame } from './picture-frame';

/** A price in AED with Latin digits and at most two decimals ("350", "120.5"). */
export function formatPrice(price: number): string {
  return price.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

export interface ServiceCardProps {
  service: HospitalServiceView;
  /** Opens the service modal with the service's values. */
  onUpdate?: (service: HospitalServiceView) => void;
  /**
   * Delete after "Are you sure you want to delete this service?". A returned
   * promise keeps the confirmation busy; a rejection keeps it open.
   */
  onDelete?: (id: string) => void | Promise<void>;
}

/** A service's card (000 §2.5): image, name, price in AED or "Free", covered by insurance Yes/No; Update and Delete. */
export function ServiceCard({ service, onUpdate, onDelete }: ServiceCardProps) {
  const { t } = useTranslation('servicesOffers');
  return (
    <Card data-slot="service-card" className="h-full gap-3 overflow-hidden pt-0">
      <PictureFrame src={service.image} icon={<BriefcaseMedical />} className="aspect-[16/9] w-full" />
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold [overflow-wrap:anywhere]">
          <UserText>{service.name}</UserText>
        </h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        <p data-slot="service-price" className="text-base font-semibold text-primary-800">
          {service.isFree || service.price === null ? t('free') : t('priceAed', { price: formatPrice(service.price) })}
        </p>
        <p>
          <Badge variant={service.coveredByInsurance ? 'success' : 'neutral'}>
            {t('coveredByInsuranceValue', { value: service.coveredByInsurance ? t('yes') : t('no') })}
          </Badge>
        </p>
        {service.description && (
          <p className="line-clamp-3 text-foreground-muted">
            <UserText>{service.description}</UserText>
          </p>
        )}
      </CardContent>
      {(onUpdate || onDelete) && (
        <CardFooter className="mt-auto flex-wrap">
          {onUpdate && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                onUpdate(service);
              }}
            >
              <Pencil aria-hidden="true" />
              {t('update')}
              <span className="sr-only"> {service.name}</span>
            </Button>
          )}
          {onDelete && (
            <ConfirmDialog
              title={t('confirmDeleteService')}
              trigger={
                <Button variant="ghost" size="sm" className="text-danger-700 hover:bg-danger-50">
                  <Trash2 aria-hidden="true" />
                  {t('delete')}
                  <span className="sr-only"> {service.name}</span>
                </Button>
              }
              onConfirm={() => onDelete(service.id)}
            />
          )}
        </CardFooter>
      )}
    </Card>
  );
}
