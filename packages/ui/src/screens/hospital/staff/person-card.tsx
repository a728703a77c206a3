import type { StaffPerson } from '@aafiya/api-client';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { UserText } from '../../../components/user-text';
import { cn } from '../../../lib/cn';
import { ContactLinks } from './contact-links';

export interface PersonCardProps {
  person: StaffPerson;
  /** A line under the name: specialities, nurse type, … */
  subtitle?: ReactNode;
  /** Opens the detail; the whole card is the target (its name is the button). */
  onOpen?: (id: string) => void;
  /**
   * Delete after the confirmation "Are you sure you want to delete this item?".
   * A returned promise keeps the confirmation busy; a rejection keeps it open.
   * Without it the card has no Delete (read-only lists).
   */
  onDelete?: (id: string) => void | Promise<void>;
  /** Heading level of the name (2 under the list's title). */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * A staff member's card: photo, name, subtitle, mail and phone links, and a
 * Delete behind a confirmation. The name is a button stretched over the card,
 * so a click anywhere on the card opens the detail; the links and Delete sit
 * above it and keep their own clicks.
 */
export function PersonCard({ person, subtitle, onOpen, onDelete, headingLevel = 2, className }: PersonCardProps) {
  const { t } = useTranslation('staff');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card
      data-slot="person-card"
      className={cn(
        'relative h-full items-center gap-3 px-4 text-center',
        onOpen && 'transition-shadow focus-within:shadow-md hover:shadow-md',
        className,
      )}
    >
      <Avatar src={person.image} alt={person.name} size="xl" />
      <div className="flex min-w-0 flex-col gap-1">
        <Heading className="text-base leading-tight font-semibold [overflow-wrap:anywhere]">
          {onOpen ? (
            <button
              type="button"
              data-slot="person-card-open"
              onClick={() => {
                onOpen(person.id);
              }}
              className="rounded-sm text-foreground after:absolute after:inset-0 after:rounded-lg after:content-[''] hover:text-primary-800 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
            >
              <UserText>{person.name}</UserText>
            </button>
          ) : (
            <UserText>{person.name}</UserText>
          )}
        </Heading>
        {subtitle && (
          <p data-slot="person-card-subtitle" className="text-sm text-foreground-muted">
            <UserText>{subtitle}</UserText>
          </p>
        )}
      </div>
      {/* Above the stretched button, so the links take their own clicks. */}
      <ContactLinks
        name={person.name}
        email={person.email}
        mobile={person.mobile}
        className="relative z-10 items-center"
      />
      {onDelete && (
        <div className="relative z-10 mt-auto pt-1">
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm" className="text-danger-700 hover:bg-danger-50">
                <Trash2 aria-hidden="true" />
                {t('delete')}
                <span className="sr-only"> {person.name}</span>
              </Button>
            }
            onConfirm={() => onDelete(person.id)}
          />
        </div>
      )}
    </Card>
  );
}
