import { CircleAlert, CircleCheck, Info, LoaderCircle } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '../../../components/card';
import { cn } from '../../../lib/cn';

export interface AuthCardProps {
  title: ReactNode;
  description?: ReactNode;
  /** Before the title, e.g. the registration choice's back arrow. */
  leading?: ReactNode;
  /** Links under the form (Back To Login, Register Here, ...). */
  footer?: ReactNode;
  /** Renders the body with the heading's id, to name a form with `aria-labelledby`. */
  children: ReactNode | ((headingId: string) => ReactNode);
  className?: string;
}

/** The frame of the sign-in and password screens: a centred card with the page's heading. */
export function AuthCard({ title, description, leading, footer, children, className }: AuthCardProps) {
  const headingId = `${useId()}-heading`;
  return (
    <Card data-slot="auth-card" className={cn('mx-auto w-full max-w-md', className)}>
      <CardHeader>
        <div className="flex items-center gap-2">
          {leading}
          <h1 id={headingId} className="text-2xl leading-tight font-semibold">
            {title}
          </h1>
        </div>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {typeof children === 'function' ? children(headingId) : children}
      </CardContent>
      {footer && <CardFooter className="flex-wrap justify-center gap-x-4 gap-y-2 text-sm">{footer}</CardFooter>}
    </Card>
  );
}

const messageTones = {
  error: { className: 'border-danger-100 bg-danger-50 text-danger-700', Icon: CircleAlert },
  info: { className: 'border-info-600/30 bg-info-50 text-foreground', Icon: Info },
  success: { className: 'border-success-100 bg-success-50 text-success-700', Icon: CircleCheck },
} as const;

export interface AuthMessageProps {
  tone: keyof typeof messageTones;
  /** A bold first line. */
  title?: ReactNode;
  children?: ReactNode;
}

/**
 * A message inside the card: errors are alerts (read at once), notices and
 * confirmations are statuses (read politely).
 */
export function AuthMessage({ tone, title, children }: AuthMessageProps) {
  const { className, Icon } = messageTones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-slot="auth-message"
      data-tone={tone}
      className={cn('flex items-start gap-2 rounded-md border p-3 text-sm', className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex flex-col gap-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}

/** The submit button's content: the label, or a spinning icon and the pending label. */
export function PendingLabel({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  if (!pending) return <>{label}</>;
  return (
    <>
      <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]" />
      {pendingLabel}
    </>
  );
}
