import type { StaffPerson } from '@aafiya/api-client';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Spinner } from '../../../components/spinner';
import { UserText } from '../../../components/user-text';
import { ContactLinks } from './contact-links';
import { StaffAlert } from './staff-alert';
import type { StaffDirectoryStatus } from './staff-directory';

export interface PersonDetailProps {
  status: StaffDirectoryStatus;
  /** Present once loaded. */
  person?: StaffPerson | undefined;
  /** What the person is, above the name ("Receptionist", "Laboratory"). */
  label: string;
  /** The failed load's text. */
  failedText: string;
  /** Loads again after a failure. */
  onRetry?: (() => void) | undefined;
  /** EDIT, Delete, …: at the card's top end. */
  actions?: ReactNode;
  /** `data-slot` of the card, e.g. `receptionist-detail`. */
  slot: string;
}

/**
 * The detail page of a staff member who is a name, an email and a mobile
 * (receptionists, laboratories): photo, what they are, name, mail and phone
 * links, and the actions; a spinner while loading, an alert with Try again
 * when the load failed.
 */
export function PersonDetail({ status, person, label, failedText, onRetry, actions, slot }: PersonDetailProps) {
  const { t } = useTranslation('staff');
  const headingId = useId();
  if (status === 'loading') {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" />
      </div>
    );
  }
  if (status === 'error' || !person) {
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
        {failedText}
      </StaffAlert>
    );
  }
  return (
    <Card
      data-slot={slot}
      aria-labelledby={headingId}
      role="region"
      className="w-full max-w-2xl flex-row flex-wrap items-center gap-6 px-6"
    >
      <Avatar src={person.image} alt={person.name} size="xl" />
      <div className="flex min-w-0 flex-1 basis-56 flex-col gap-2">
        <p className="text-sm font-medium text-foreground-muted">{label}</p>
        <h1 id={headingId} className="text-2xl leading-tight font-semibold [overflow-wrap:anywhere]">
          <UserText>{person.name}</UserText>
        </h1>
        <ContactLinks name={person.name} email={person.email} mobile={person.mobile} />
      </div>
      {actions && <div className="flex flex-wrap gap-2 self-start">{actions}</div>}
    </Card>
  );
}
