import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/button';
import { useTranslation } from '../../../i18n/use-translation';
import { lazyComponent } from '../../../lib/lazy-component';
import { ResetLink } from './reset-link';

const FiltersDialog = lazyComponent(() => import('./filters-dialog').then((m) => m.FiltersDialog));

/** Loads the phone's filters dialog ahead (a story's loader; the button does it on hover and focus). */
export function preloadFiltersDialog(): Promise<unknown> {
  return FiltersDialog.preload();
}

export interface FiltersPanelProps {
  /** The filter groups. */
  children: ReactNode;
  /** "Reset": back to every result (002 §4). */
  onReset: () => void;
  /** How many filters are checked: shown on the phone's Filters button. */
  checkedCount: number;
}

/**
 * The filters of a search page with their reset link (002 §4, §5): a side
 * panel on wide screens; on a phone a "Filters" button opening them in a
 * dialog, so the results come first. Only one of the two is ever shown (the
 * other is display: none, out of the accessibility tree), and the dialog
 * (radix, its own chunk) exists only once it has been opened.
 */
export function FiltersPanel({ children, onReset, checkedCount }: FiltersPanelProps) {
  const { t } = useTranslation('publicSearch');
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const preload = () => {
    void FiltersDialog.preload();
  };
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
        <Button
          type="button"
          variant="secondary"
          aria-haspopup="dialog"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          <SlidersHorizontal aria-hidden="true" />
          {checkedCount > 0 ? t('filtersCount', { count: checkedCount }) : t('filters')}
        </Button>
        {opened && (
          <Suspense fallback={null}>
            <FiltersDialog open={open} onOpenChange={setOpen} onReset={onReset}>
              {children}
            </FiltersDialog>
          </Suspense>
        )}
      </div>
    </>
  );
}
