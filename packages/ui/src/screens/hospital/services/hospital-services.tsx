import type { HospitalServiceView } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { CardListSection, type CardListStatus } from './card-list-section';
import { ServiceCard } from './service-card';

export interface HospitalServicesViewProps {
  status: CardListStatus;
  services: readonly HospitalServiceView[];
  /** A refresh is loading over the shown list. */
  refreshing?: boolean;
  /** Opens the empty service modal ("+ ADD SERVICE"); no button without it. */
  onAdd?: () => void;
  /** Opens the service modal with a service's values. */
  onUpdate?: (service: HospitalServiceView) => void;
  /** Deletes after the confirmation; a rejected promise keeps the confirmation open. */
  onDelete?: (id: string) => void | Promise<void>;
  onRetry?: () => void;
}

/**
 * The hospital's services (000 §2.5 "Services"): cards with image, name,
 * price in AED or "Free" and whether insurance covers it; "+ ADD SERVICE";
 * Update and Delete per card. Empty: "No Services Yet.".
 */
export function HospitalServicesView({
  status,
  services,
  refreshing,
  onAdd,
  onUpdate,
  onDelete,
  onRetry,
}: HospitalServicesViewProps) {
  const { t } = useTranslation('servicesOffers');
  return (
    <CardListSection
      title={t('servicesTitle')}
      addLabel={t('addService')}
      onAdd={onAdd}
      status={status}
      refreshing={refreshing}
      emptyText={t('noServices')}
      errorText={t('servicesFailed')}
      onRetry={onRetry}
      count={services.length}
    >
      {services.map((service) => (
        <div role="listitem" key={service.id}>
          <ServiceCard service={service} onUpdate={onUpdate} onDelete={onDelete} />
        </div>
      ))}
    </CardListSection>
  );
}
