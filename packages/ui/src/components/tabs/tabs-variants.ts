import { cva } from 'class-variance-authority';

// The tab strip's classes, apart from radix (tabs.tsx), for place holders drawn before its code loads.

export const tabsListVariants = cva('inline-flex items-center', {
  variants: {
    variant: {
      /** Underlined tabs over a page section (doctor profile: Doctor Profile / Schedule). */
      line: 'gap-4 border-b border-border',
      /** Segmented pills (dashboard strip: My Doctors / My Nurses/Technicians / My Labs). */
      pill: 'w-fit gap-1 rounded-lg bg-neutral-100 p-1',
    },
  },
  defaultVariants: { variant: 'line' },
});

export const tabsTriggerVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap text-sm font-semibold text-foreground-muted transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        line: '-mb-px border-b-2 border-transparent px-1 py-2 data-[state=active]:border-primary-700 data-[state=active]:text-primary-700',
        pill: 'h-8 rounded-md px-3 data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-xs',
      },
    },
    defaultVariants: { variant: 'line' },
  },
);
