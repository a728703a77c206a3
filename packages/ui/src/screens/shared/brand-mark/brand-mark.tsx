import { HeartPulse } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn';

/** The product mark: a tile with a pulse and the name, as the sidebar and the public header show it. */
export function BrandMark({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="brand-mark"
      className={cn('inline-flex items-center gap-2 text-lg font-bold text-primary-700', className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className="inline-flex size-8 items-center justify-center rounded-md bg-primary-700 text-neutral-0 [&_svg]:size-5"
      >
        <HeartPulse />
      </span>
      Aafiya
    </span>
  );
}
