import type { ReceptionistProfile } from '@aafiya/api-client';
import { Pencil } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Spinner } from '../../components/spinner';
import { ContactLinks } from '../staff/contact-links';
import { StaffAlert } from '../staff/staff-alert';
import type { StaffDirectoryStatus } from '../staff/staff-directory';

export interface ReceptionistDetailViewProps {
  status: StaffDirectoryStatus;
  /** Present once loaded. */
  receptionist?: ReceptionistProfile;
  /** Opens the EDIT modal; no EDIT button without it. */
  onEdit?: () => void;
  /** Loads again after a failure. */
  onRetry?: () => void;
}

/** /hospital/receptionist-info/{id} (000 §2.5): the receptionist's photo, name, email and mobile, and EDIT. */
export function ReceptionistDetailView({ status, receptionist, onEdit, onRetry }: ReceptionistDetailViewProps) {
  const { t } = useTranslation('staff');
  const headingId = useId();
  if (status === 'loading') {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" />
      </div>
    );
  }
  if (status === 'error' || !receptionist) {
    return (
      <StaffAlert
        action={
          onRetry && (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {t('retry')}
            </Button>
          )
        }
      >
        {t('receptionistFailed')}
      </StaffAlert>
    );
  }
  return (
    <Card
      data-slot="receptionist-detail"
      aria-labelledby={headingId}
      role="region"
      className="w-full max-w-2xl flex-row flex-wrap items-center gap-6 px-6"
    >
      <Avatar src={receptionist.image} alt={receptionist.name} size="xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="text-sm font-medium text-foreground-muted">{t('receptionistDetail')}</p>
        <h1 id={headingId} className="text-2xl leading-tight font-semibold [overflow-wrap:anywhere]">
          {receptionist.name}
        </h1>
        <ContactLinks name={receptionist.name} email={receptionist.email} mobile={receptionist.mobile} />
      </div>
      {onEdit && (
        <Button onClick={onEdit} className="self-start">
          <Pencil aria-hidden="true" />
          {t('edit')}
        </Button>
      )}
    </Card>
  );
}
