import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { UserText } from '../../../components/user-text';

/** One fact of a card: its label and its value (text is isolated from the page's direction, as the database holds it). */
export interface Detail {
  label: string;
  value: ReactNode;
  /** Across every column (a description, a complaint). */
  wide?: boolean;
}

const listClass = 'grid grid-cols-1 gap-x-6 gap-y-3 @lg:grid-cols-2';
const itemClass = (wide?: boolean) => cn('flex min-w-0 flex-col gap-0.5', wide && '@lg:col-span-2');
const termClass = 'text-sm text-foreground-muted';

/** The facts of a card as a description list: one column on a phone, two where they fit. */
export function DetailList({ details, className }: { details: readonly Detail[]; className?: string }) {
  return (
    <dl data-slot="detail-list" className={cn(listClass, className)}>
      {details.map((detail) => (
        <div key={detail.label} className={itemClass(detail.wide)}>
          <dt className={termClass}>{detail.label}</dt>
          <dd className="font-medium whitespace-pre-line text-foreground [overflow-wrap:anywhere]">
            {typeof detail.value === 'string' ? <UserText>{detail.value}</UserText> : detail.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A grey bar standing for text that is loading: one line of `className`'s height. */
export function SkeletonBar({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-slot="skeleton-bar"
      className={cn('block h-6 animate-pulse rounded-sm bg-neutral-100 motion-reduce:animate-none', className)}
    />
  );
}

/** A DetailList while its values load: the same labels, each value a one-line bar (the same size). */
export function DetailListSkeleton({ labels, className }: { labels: readonly string[]; className?: string }) {
  return (
    <dl data-slot="detail-list-skeleton" className={cn(listClass, className)}>
      {labels.map((label) => (
        <div key={label} className={itemClass()}>
          <dt className={termClass}>{label}</dt>
          <dd>
            <SkeletonBar className="w-3/4" />
          </dd>
        </div>
      ))}
    </dl>
  );
}
