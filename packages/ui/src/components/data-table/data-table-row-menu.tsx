import { EllipsisVertical } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from '../../i18n/use-translation';
import { useLocale } from '../../i18n';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../button';

export interface DataTableRowMenuItem {
  label: string;
  onSelect: () => void;
  /** `danger` for destructive actions such as Delete. */
  tone?: 'default' | 'danger';
  disabled?: boolean;
}

export interface DataTableRowMenuProps {
  items: ReadonlyArray<DataTableRowMenuItem>;
  /** Accessible name of the menu button; name the row, e.g. "Actions for Aisha Al Mansoori" (default "Row actions"). */
  label?: string;
}

/** A per-row menu of actions (keyboard and screen-reader behaviour from Radix's DropdownMenu). */
export function DataTableRowMenu({ items, label }: DataTableRowMenuProps) {
  const { t } = useTranslation('table');
  const { direction } = useLocale();
  return (
    <DropdownMenu.Root dir={direction} modal={false}>
      <DropdownMenu.Trigger
        data-slot="data-table-row-menu"
        aria-label={label ?? t('rowActions')}
        className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'size-8 px-0')}
      >
        <EllipsisVertical aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-40 rounded-md border border-border bg-surface p-1 text-sm text-foreground shadow-md"
        >
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.label}
              disabled={item.disabled}
              onSelect={item.onSelect}
              className={cn(
                'flex cursor-default items-center rounded-sm px-3 py-2 outline-none select-none data-disabled:opacity-50 data-highlighted:bg-neutral-100',
                item.tone === 'danger' && 'text-danger-700',
              )}
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
