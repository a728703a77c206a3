import type { PublicHospitalService, PublicServiceProvider } from '@aafiya/api-client';
import { BriefcaseMedical, ShieldCheck } from 'lucide-react';
import { Badge } from '../../../components/badge';
import { Card, CardContent, CardFooter, CardHeader } from '../../../components/card';
import { UserText } from '../../../components/user-text';
import { useTranslation } from '../../../i18n/use-translation';
import { PictureFrame } from '../../hospital/services/picture-frame';
import { formatPrice } from '../../hospital/services/service-card';
import { ProviderPickerDialog } from './provider-picker-dialog';

export interface ServiceOfferCardProps {
  service: PublicHospitalService;
  onChooseProvider: (service: PublicHospitalService, provider: PublicServiceProvider) => void;
}

/**
 * A service of the hospital page's Services tab (002 "Hospital detail"):
 * image, name, description, 'Free Service' or 'Price: {price} AED' (or
 * 'Contact for pricing'), 'Covered by Insurance', and 'Book Now'.
 */
export function ServiceOfferCard({ service, onChooseProvider }: ServiceOfferCardProps) {
  const { t } = useTranslation('publicDetail');
  return (
    <Card data-slot="service-offer-card" className="h-full gap-3 overflow-hidden pt-0">
      <PictureFrame src={service.image} icon={<BriefcaseMedical />} className="aspect-[16/9] w-full" />
      <CardHeader>
        <h3 className="text-lg leading-tight font-semibold [overflow-wrap:anywhere]">
          <UserText>{service.name}</UserText>
        </h3>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        {service.description && (
          <p className="line-clamp-3 text-foreground-muted">
            <UserText>{service.description}</UserText>
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          {service.isFree ? (
            <Badge variant="success">{t('freeService')}</Badge>
          ) : (
            <p data-slot="service-price" className="font-semibold text-primary-800 tabular-nums">
              {service.price === null ? t('contactForPricing') : t('price', { price: formatPrice(service.price) })}
            </p>
          )}
          {service.coveredByInsurance && (
            <Badge variant="primary">
              <ShieldCheck aria-hidden="true" />
              {t('coveredByInsurance')}
            </Badge>
          )}
        </div>
      </CardContent>
      <CardFooter className="mt-auto">
        <ProviderPickerDialog
          service={service}
          onChoose={(provider) => {
            onChooseProvider(service, provider);
          }}
        />
      </CardFooter>
    </Card>
  );
}
