import { CircleAlert } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn';

/** A failure shown above a form (e.g. the server's message), announced at once (`role="alert"`). */
export function FormAlert({ className, children, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="alert"
      data-slot="form-alert"
      className={cn(
        'flex items-start gap-2 rounded-md border border-danger-100 bg-danger-50 p-3 text-sm font-medium text-danger-700 [&_svg]:size-5 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    >
      <CircleAlert aria-hidden="true" />
      <p className="self-center">{children}</p>
    </div>
  );
}
