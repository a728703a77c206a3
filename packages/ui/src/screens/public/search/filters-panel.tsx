import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '../../../components/dialog';
import { useTranslation } from '../../../i18n/use-translation';

export interface FiltersPanelProps {
  /** The filter groups. */
  children: ReactNode;
  /** "Reset": back to every result (002 §4). */
  onReset: () => void;
  /** How many filters are checked: shown on the phone's Filters button. */
  checkedCount: number;
}

function ResetLink({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('publicSearch');
  return (
    <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={onReset}>
      {t('reset')}
    </Button>
  );
}

/**
 * The filters of a search page with their reset link (002 §4, §5): a side
 * panel on wide screens; on a phone a "Filters" button opening them in a
 * dialog, so the results come first. Only one of the two is ever shown (the
 * other is display: none, out of the accessibility tree), and the dialog's
 * groups exist only while it is open.
 */
export function FiltersPanel({ children, onReset, checkedCount }: FiltersPanelProps) {
  const { t } = useTranslation('publicSearch');
  const headingId = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <aside
        aria-labelledby={headingId}
        data-slot="filters-panel"
        className="hidden w-64 shrink-0 flex-col gap-4 self-start rounded-lg border border-border bg-surface p-4 lg:flex"
      >
        <div className="flex items-center justify-between gap-2">
          <h2 id={headingId} className="text-base font-semibold text-foreground">
            {t('filters')}
          </h2>
          <ResetLink onReset={onReset} />
        </div>
        {children}
      </aside>
      <div className="lg:hidden">
        <Dialog open={open} onOpenChange={setOpen}>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setOpen(true);
            }}
          >
            <SlidersHorizontal aria-hidden="true" />
            {checkedCount > 0 ? t('filtersCount', { count: checkedCount }) : t('filters')}
          </Button>
          <DialogContent aria-describedby={undefined}>
            <DialogHeader>
              <DialogTitle>{t('filters')}</DialogTitle>
            </DialogHeader>
            <div className="flex flex-col gap-4">{children}</div>
            <DialogFooter className="items-center justify-between sm:justify-between">
              <ResetLink onReset={onReset} />
              <Button
                type="button"
                onClick={() => {
                  setOpen(false);
                }}
              >
                {t('showResults')}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </div>
    </>
  );
}
