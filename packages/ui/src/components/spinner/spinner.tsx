import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { cn } from '../../lib/cn';

export const spinnerVariants = cva('inline-flex shrink-0 items-center justify-center', {
  variants: {
    size: {
      sm: '[&_svg]:size-4',
      md: '[&_svg]:size-6',
      lg: '[&_svg]:size-10',
    },
    tone: {
      primary: 'text-primary-700',
      /** Takes the colour of the surrounding text, e.g. inside a button. */
      current: 'text-current',
    },
  },
  defaultVariants: { size: 'md', tone: 'primary' },
});

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof spinnerVariants> & {
    /** What is loading, for screen readers; "Loading" by default. */
    label?: string;
  };

/** A spinning ring that tells assistive technology something is loading (role="status"). */
export function Spinner({ className, size, tone, label, ...props }: SpinnerProps) {
  const { t } = useTranslation('common');
  const text = label ?? t('loading');
  return (
    <span
      role="status"
      aria-label={text}
      data-slot="spinner"
      className={cn(spinnerVariants({ size, tone }), className)}
      {...props}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
        className="animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]"
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" className="opacity-25" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{text}</span>
    </span>
  );
}
