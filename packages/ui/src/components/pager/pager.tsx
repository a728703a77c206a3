import { cva } from 'class-variance-authority';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { cn } from '../../lib/cn';
import { pageItems } from './page-items';

export const pagerButtonVariants = cva(
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      current: {
        true: 'bg-primary-700 text-neutral-0 shadow-xs',
        false: 'border border-border bg-surface text-foreground hover:bg-neutral-100',
      },
    },
    defaultVariants: { current: false },
  },
);

export type PagerProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** The current page, zero-based (as the API counts). */
  page: number;
  /** How many pages there are; nothing is rendered when there are none. */
  pageCount: number;
  /** Called with the zero-based page the user chose. */
  onPageChange: (page: number) => void;
  /** Text of the previous-page button; defaults to the spec's "Prev". */
  previousLabel?: string;
  /** Text of the next-page button; defaults to the spec's "Next". */
  nextLabel?: string;
};

/**
 * Prev / numbered pages / Next. Pages are zero-based in props and callbacks and
 * shown one-based; long ranges are shortened with ellipses (1 … 4 5 6 … 20).
 */
export function Pager({ page, pageCount, onPageChange, previousLabel, nextLabel, className, ...props }: PagerProps) {
  const { t } = useTranslation('pager');
  const items = pageItems(page, pageCount);
  if (items.length === 0) return null;
  const isFirst = page <= 0;
  const isLast = page >= pageCount - 1;

  return (
    <nav data-slot="pager" aria-label={t('pagination')} className={cn('flex justify-center', className)} {...props}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            data-slot="pager-previous"
            className={pagerButtonVariants()}
            disabled={isFirst}
            onClick={() => {
              onPageChange(page - 1);
            }}
          >
            <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
            {previousLabel ?? t('previous')}
          </button>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                data-slot="pager-page"
                className={pagerButtonVariants({ current: item === page })}
                aria-label={t('page', { page: item + 1 })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => {
                  if (item !== page) onPageChange(item);
                }}
              >
                {item + 1}
              </button>
            </li>
          ) : (
            <li key={item} data-slot="pager-ellipsis" className="px-1 text-sm text-foreground-muted">
              <span aria-hidden="true">…</span>
              <span className="sr-only">{t('morePages')}</span>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            data-slot="pager-next"
            className={pagerButtonVariants()}
            disabled={isLast}
            onClick={() => {
              onPageChange(page + 1);
            }}
          >
            {nextLabel ?? t('next')}
            <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
