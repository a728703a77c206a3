import { Search } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocale } from '../../i18n';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import type { MapPoint } from './map-config';

export interface GeocodeResult {
  label: string;
  /** Where the place is, e.g. its emirate; shown after the label ("Dubai Marina, Dubai"). */
  detail?: string;
  lat: number;
  lng: number;
}

export interface GeocodeOptions {
  /** Results are biased towards places within `radiusKm` of this point. */
  center: MapPoint;
  radiusKm: number;
}

/** Finds places matching a query; supplied by the app (its maps service), faked in stories. */
export type Geocoder = (query: string, options: GeocodeOptions) => Promise<GeocodeResult[]>;

type Search =
  { phase: 'idle' } | { phase: 'searching' } | { phase: 'error' } | { phase: 'done'; results: GeocodeResult[] };

export interface LocationSearchProps {
  geocode: Geocoder;
  /** The bias point at the moment of the search (usually the map's centre). */
  getCenter: () => MapPoint;
  radiusKm: number;
  onSelect: (result: GeocodeResult) => void;
  className?: string;
}

/** A place search: type, press Enter or Search, then choose a result with Tab or the arrow keys. */
export function LocationSearch({ geocode, getCenter, radiusKm, onSelect, className }: LocationSearchProps) {
  const { t } = useTranslation('maps');
  const { locale } = useLocale();
  // "Dubai Marina, Dubai"; Arabic uses its own comma.
  const separator = locale === 'ar' ? '، ' : ', ';
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const latest = useRef(0);
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<Search>({ phase: 'idle' });

  async function submit() {
    const text = query.trim();
    if (!text) return;
    const request = ++latest.current;
    setSearch({ phase: 'searching' });
    try {
      const results = await geocode(text, { center: getCenter(), radiusKm });
      if (request === latest.current) setSearch({ phase: 'done', results });
    } catch {
      if (request === latest.current) setSearch({ phase: 'error' });
    }
  }

  function choose(result: GeocodeResult) {
    setQuery(result.detail ? `${result.label}${separator}${result.detail}` : result.label);
    setSearch({ phase: 'idle' });
    onSelect(result);
    inputRef.current?.focus();
  }

  function moveFocus(event: KeyboardEvent, step: 1 | -1 | 0) {
    const buttons = Array.from(listRef.current?.querySelectorAll('button') ?? []);
    if (buttons.length === 0) return;
    event.preventDefault();
    const current = buttons.findIndex((button) => button === document.activeElement);
    const next = step === 0 ? 0 : (current + step + buttons.length) % buttons.length;
    buttons[next]?.focus();
  }

  function onListKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown') moveFocus(event, 1);
    else if (event.key === 'ArrowUp') moveFocus(event, -1);
    else if (event.key === 'Escape') {
      setSearch({ phase: 'idle' });
      inputRef.current?.focus();
    }
  }

  const results = search.phase === 'done' ? search.results : [];
  const message = {
    idle: '',
    searching: t('searching'),
    error: t('searchError'),
    done: results.length === 0 ? t('noResults') : t('resultCount', { count: results.length }),
  }[search.phase];

  return (
    <div data-slot="location-search" className={cn('flex flex-col gap-2', className)}>
      {/* Not a <form>: the picker often sits inside one (registration), and forms do not nest. Enter searches. */}
      <div role="search" aria-labelledby={`${id}-label`} className="flex items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label id={`${id}-label`} htmlFor={`${id}-input`} className="text-sm font-medium text-foreground">
            {t('searchLabel')}
          </label>
          <input
            ref={inputRef}
            id={`${id}-input`}
            type="search"
            value={query}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            className="h-10 w-full rounded-md border border-border bg-surface px-3 text-sm text-foreground placeholder:text-neutral-500 focus-visible:outline-2 focus-visible:outline-ring"
            onChange={(event) => {
              setQuery(event.target.value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown') moveFocus(event, 0);
              if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
                // Search, and keep an enclosing form from submitting.
                event.preventDefault();
                void submit();
              }
            }}
          />
        </div>
        <Button
          variant="secondary"
          disabled={!query.trim()}
          onClick={() => {
            void submit();
          }}
        >
          <Search aria-hidden="true" />
          {t('search')}
        </Button>
      </div>
      <p
        role="status"
        className={cn(
          'text-sm',
          search.phase === 'error' ? 'text-danger-700' : 'text-foreground-muted',
          results.length > 0 && 'sr-only',
        )}
      >
        {message}
      </p>
      {results.length > 0 && (
        // Arrow keys move between the results; Escape closes them.
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- key handling delegated from the result buttons
        <ul
          ref={listRef}
          aria-label={t('searchResults')}
          className="flex flex-col overflow-hidden rounded-md border border-border bg-surface shadow-sm"
          onKeyDown={onListKeyDown}
        >
          {results.map((result) => (
            <li
              key={`${result.label}-${result.detail ?? ''}-${result.lat}-${result.lng}`}
              className="border-b border-border last:border-b-0"
            >
              <button
                type="button"
                className="w-full px-3 py-2 text-start text-sm text-foreground hover:bg-neutral-100 focus-visible:bg-primary-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
                onClick={() => {
                  choose(result);
                }}
              >
                {result.label}
                {result.detail && <span className="text-foreground-muted">{`${separator}${result.detail}`}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
