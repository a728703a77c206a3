import { type ReactNode, useId } from 'react';
import { cn } from '../../../lib/cn';
import { SampleDataNote } from './sample-data-note';

/** The frame of every expense screen: its title, the sample-data note, its content. */
export function ExpensePage({
  title,
  children,
  className,
}: {
  title: string;
  children: (titleId: string) => ReactNode;
  className?: string | undefined;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-slot="expense-page" className={cn('flex flex-col gap-4', className)}>
      <h1 id={titleId} className="text-2xl font-semibold text-foreground">
        {title}
      </h1>
      <SampleDataNote />
      {children(titleId)}
    </section>
  );
}
