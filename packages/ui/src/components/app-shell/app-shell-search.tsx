import { Search, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { cn } from '../../lib/cn';
import { Button } from '../button';

export interface AppShellSearchProps {
  /** Runs the search with the trimmed text (the Search button is disabled while the text is empty). */
  onSearch: (text: string) => void;
  /** Called when the text is cleared, so the list goes back to all its items. */
  onSearchClear: () => void;
  /** Accessible name of the search box (default "Search"). */
  label?: string;
  placeholder?: string;
  defaultValue?: string;
  className?: string;
}

/** The top bar's search box with its Search button. */
export function AppShellSearch({
  onSearch,
  onSearchClear,
  label,
  placeholder,
  defaultValue = '',
  className,
}: AppShellSearchProps) {
  const { t } = useTranslation('shell');
  const [text, setText] = useState(defaultValue);
  const inputRef = useRef<HTMLInputElement>(null);
  const empty = text.trim() === '';
  const name = label ?? t('searchLabel');

  const change = (next: string) => {
    setText(next);
    if (next.trim() === '' && !empty) onSearchClear();
  };

  return (
    <form
      role="search"
      aria-label={name}
      data-slot="app-shell-search"
      className={cn('flex min-w-0 items-center gap-2', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty) onSearch(text.trim());
      }}
    >
      <div className="relative min-w-0 flex-1">
        <Search
          aria-hidden
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-neutral-500"
        />
        <input
          ref={inputRef}
          type="search"
          aria-label={name}
          placeholder={placeholder ?? t('search')}
          value={text}
          onChange={(event) => {
            change(event.target.value);
          }}
          className={cn(
            'h-10 w-full min-w-0 rounded-md border border-border bg-surface ps-9 pe-9 text-sm text-foreground shadow-xs',
            'placeholder:text-neutral-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            '[&::-webkit-search-cancel-button]:appearance-none',
          )}
        />
        {!empty && (
          <button
            type="button"
            aria-label={t('clearSearch')}
            onClick={() => {
              change('');
              inputRef.current?.focus();
            }}
            className="absolute end-2 top-1/2 inline-flex size-6 -translate-y-1/2 items-center justify-center rounded-sm text-neutral-600 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X aria-hidden className="size-4" />
          </button>
        )}
      </div>
      <Button type="submit" disabled={empty}>
        {t('search')}
      </Button>
    </form>
  );
}
