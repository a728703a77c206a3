import { CircleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export type StaffAlertProps = Omit<ComponentProps<'div'>, 'children'> & {
  children: ReactNode;
  /** E.g. a "Try again" button. */
  action?: ReactNode;
};

/** A failure announced at once (`role="alert"`): a list that did not load, a form the server refused. */
export function StaffAlert({ className, children, action, ...props }: StaffAlertProps) {
  return (
    <div
      role="alert"
      data-slot="staff-alert"
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-md border border-danger-100 bg-danger-50 p-3 text-sm font-medium text-danger-700 [&>svg]:size-5 [&>svg]:shrink-0',
        className,
      )}
      {...props}
    >
      <CircleAlert aria-hidden="true" />
      <p className="min-w-0 flex-1">{children}</p>
      {action}
    </div>
  );
}
