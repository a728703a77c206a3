import { Inbox } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** The spec's empty text, e.g. "No doctors Found". */
  title: ReactNode;
  /** A line of help under the title. */
  description?: ReactNode;
  /** A decorative icon; an empty tray by default. */
  icon?: ReactNode;
  /** A call to action, e.g. an "+ ADD DOCTOR" button. */
  action?: ReactNode;
};

/** What a list shows when it has nothing: an icon, the spec's empty text, an optional description and action. */
export function EmptyState({ className, title, description, icon, action, ...props }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-border px-6 py-10 text-center',
        className,
      )}
      {...props}
    >
      <div
        data-slot="empty-state-icon"
        aria-hidden="true"
        className="mb-1 flex size-12 items-center justify-center rounded-full bg-neutral-100 text-neutral-600 [&_svg]:size-6"
      >
        {icon ?? <Inbox />}
      </div>
      <p data-slot="empty-state-title" className="text-base font-semibold text-foreground">
        {title}
      </p>
      {description && (
        <p data-slot="empty-state-description" className="max-w-sm text-sm text-foreground-muted">
          {description}
        </p>
      )}
      {action && (
        <div data-slot="empty-state-action" className="mt-3">
          {action}
        </div>
      )}
    </div>
  );
}
