import type { VariantProps } from 'class-variance-authority';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { createContext, useContext, type ComponentProps } from 'react';
import { useLocale } from '../../i18n';
import { cn } from '../../lib/cn';
import { tabsListVariants, tabsTriggerVariants } from './tabs-variants';

export { tabsListVariants, tabsTriggerVariants };

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
