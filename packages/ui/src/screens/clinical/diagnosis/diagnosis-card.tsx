import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardHeader } from '../../../components/card';
import { cn } from '../../../lib/cn';

export interface DiagnosisCardProps {
  title: ReactNode;
  /** Beside the title (e.g. the report's state). */
  tools?: ReactNode;
  /** While its content loads (read as busy). */
  busy?: boolean;
  className?: string;
  children: ReactNode;
  'data-slot'?: string;
}

/** A titled card of the diagnosis screen (patient, appointment, nurse and doctor diagnosis): a named region. */
export function DiagnosisCard({ title, tools, busy, className, children, 'data-slot': slot }: DiagnosisCardProps) {
  const titleId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      data-slot={slot}
      className={cn('min-w-0', className)}
    >
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg leading-tight font-semibold">
          {title}
        </h2>
        {tools}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
