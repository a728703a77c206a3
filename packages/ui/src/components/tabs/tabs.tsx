import { cva, type VariantProps } from 'class-variance-authority';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { createContext, useContext, type ComponentProps } from 'react';
import { useLocale } from '../../i18n';
import { cn } from '../../lib/cn';

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

type TabsVariant = VariantProps<typeof tabsListVariants>['variant'];
const TabsVariantContext = createContext<TabsVariant>('line');

export type TabsProps = ComponentProps<typeof TabsPrimitive.Root> & VariantProps<typeof tabsListVariants>;

/**
 * Tabs with radix's keyboard model: arrow keys move between tabs (in Arabic the
 * arrows follow the right-to-left reading order), Home/End jump to the ends, and
 * Tab moves into the active panel. The direction comes from the locale unless `dir` is given.
 */
export function Tabs({ className, variant = 'line', dir, ...props }: TabsProps) {
  const { direction } = useLocale();
  return (
    <TabsVariantContext.Provider value={variant}>
      <TabsPrimitive.Root
        data-slot="tabs"
        dir={dir ?? direction}
        className={cn('flex flex-col gap-4', className)}
        {...props}
      />
    </TabsVariantContext.Provider>
  );
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const variant = useContext(TabsVariantContext);
  return (
    <TabsPrimitive.List data-slot="tabs-list" className={cn(tabsListVariants({ variant }), className)} {...props} />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const variant = useContext(TabsVariantContext);
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(tabsTriggerVariants({ variant }), className)}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        'rounded-md text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}
