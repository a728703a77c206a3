import type { ServiceDetails } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { UserText } from '../../../components/user-text';

export interface ServiceButtonProps {
  service: ServiceDetails | undefined;
  onOpen: (service: ServiceDetails) => void;
}

/** A table's service name: opens the Service Details modal; "N/A" when the appointment names no service. */
export function ServiceButton({ service, onOpen }: ServiceButtonProps) {
  const { t } = useTranslation('hospitalRecords');
  if (!service) return <span className="text-foreground-muted">{t('notApplicable')}</span>;
  return (
    <Button
      variant="link"
      size="sm"
      className="h-auto px-0 py-0 whitespace-normal text-start"
      aria-haspopup="dialog"
      onClick={() => {
        onOpen(service);
      }}
    >
      <UserText>{service.name}</UserText>
    </Button>
  );
}
