import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Spinner } from '../../../components/spinner';
import { UserText } from '../../../components/user-text';
import { cn } from '../../../lib/cn';

/**
 * Pieces shared by the doctor and nurse detail pages: the heading (photo and
 * name), the profile facts card, a failure alert with Try again, a titled section.
 */

export interface LoadAlertProps {
  children: ReactNode;
  onRetry?: (() => void) | undefined;
  className?: string;
}

/** A failed load, announced at once, with "Try again" when it can be retried. */
export function LoadAlert({ children, onRetry, className }: LoadAlertProps) {
  const { t } = useTranslation('providerDetail');
  return (
    <div
      role="alert"
      data-slot="load-alert"
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-md border border-danger-100 bg-danger-50 p-3 text-sm font-medium text-danger-700',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
      <p className="min-w-0 flex-1">{children}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </div>
  );
}

/** A centred spinner while a part of the page loads. */
export function LoadingBlock({ className }: { className?: string }) {
  const { t } = useTranslation('providerDetail');
  return (
    <div className={cn('flex justify-center py-10', className)}>
      <Spinner size="lg" label={t('loading')} />
    </div>
  );
}

export interface ProfileFact {
  label: string;
  /** The value, isolated as text someone typed; "Not given" when empty. */
  value?: ReactNode;
}

export interface ProfileHeaderProps {
  name: string;
  image?: string | undefined;
  /** A line under the name (the specialities, the nurse's type). */
  subtitle?: ReactNode;
}

/** The page's heading: photo and name, shown above the tabs. */
export function ProfileHeader({ name, image, subtitle }: ProfileHeaderProps) {
  return (
    <header data-slot="profile-header" className="flex flex-wrap items-center gap-4">
      <Avatar src={image} alt={name} size="lg" />
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold [overflow-wrap:anywhere]">
          <UserText>{name}</UserText>
        </h1>
        {subtitle && (
          <p className="text-sm font-medium text-foreground-muted">
            <UserText>{subtitle}</UserText>
          </p>
        )}
      </div>
    </header>
  );
}

export interface ProfileFactsProps {
  facts: readonly ProfileFact[];
  /** Buttons at the top end of the card (EDIT and its modal). */
  actions?: ReactNode;
  /** Names the card for assistive technology. */
  label: string;
}

/** The profile tab's card: the facts (label and value) and the actions slot. */
export function ProfileFacts({ facts, actions, label }: ProfileFactsProps) {
  const { t } = useTranslation('providerDetail');
  return (
    <Card
      data-slot="profile-facts"
      role="region"
      aria-label={label}
      className="flex-row flex-wrap items-start gap-6 px-6"
    >
      <dl className="grid min-w-0 flex-1 gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {facts.map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="text-sm font-medium text-foreground-muted">{fact.label}</dt>
            <dd className="text-sm whitespace-pre-line text-foreground [overflow-wrap:anywhere]">
              {fact.value === undefined || fact.value === '' ? t('notGiven') : <UserText>{fact.value}</UserText>}
            </dd>
          </div>
        ))}
      </dl>
      {actions && <div className="flex shrink-0 flex-wrap gap-2 self-start">{actions}</div>}
    </Card>
  );
}

export interface DetailSectionProps {
  title: ReactNode;
  headingId: string;
  /** Controls beside the title (a date navigator, a date filter). */
  tools?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled region of a detail page. */
export function DetailSection({ title, headingId, tools, children, className }: DetailSectionProps) {
  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-3', className)}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {tools}
      </div>
      {children}
    </section>
  );
}
