import { ChevronDown } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { CheckboxGroup, type FieldOption, Input } from '../../../components/forms';
import { useTranslation } from '../../../i18n/use-translation';
import { cn } from '../../../lib/cn';

/** The spec's "first 5 matches shown" of the insurance, language and nationality filters (002 §5). */
export const FILTER_MATCH_LIMIT = 5;

export interface FilterGroupProps {
  /** The group's heading, e.g. "Insurance". */
  label: string;
  options: readonly FieldOption[];
  /** The checked ids. */
  value: readonly string[];
  /** Every toggle: the search re-runs at once (002 §4). */
  onChange: (ids: string[]) => void;
  /** A search box over the options; only the first FILTER_MATCH_LIMIT matches are shown. */
  searchable?: boolean;
  /** The heading opens and closes the list (the insurance filter); open at first. */
  collapsible?: boolean;
}

/** The options whose label holds the text (any case), at most `limit` of them. */
export function matchingOptions(options: readonly FieldOption[], text: string, limit: number): FieldOption[] {
  const needle = text.trim().toLocaleLowerCase();
  const matches =
    needle === '' ? options : options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
  return matches.slice(0, limit);
}

/**
 * One group of filter checkboxes (hospital type, insurance, speciality, …).
 * With `searchable`, checked options a narrower search hides stay checked.
 */
export function FilterGroup({
  label,
  options,
  value,
  onChange,
  searchable = false,
  collapsible = false,
}: FilterGroupProps) {
  const { t } = useTranslation('publicSearch');
  const listId = useId();
  const [open, setOpen] = useState(true);
  const [text, setText] = useState('');
  const shown = useMemo(
    () => (searchable ? matchingOptions(options, text, FILTER_MATCH_LIMIT) : options),
    [options, searchable, text],
  );

  return (
    <section data-slot="filter-group" className="flex flex-col gap-2 border-b border-border pb-4 last:border-b-0">
      <h3 className="text-sm font-semibold text-foreground">
        {collapsible ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            className="flex w-full items-center justify-between gap-2 rounded-sm text-start focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            onClick={() => {
              setOpen((was) => !was);
            }}
          >
            {label}
            <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
          </button>
        ) : (
          label
        )}
      </h3>
      <div id={listId} hidden={!open} className="flex flex-col gap-2">
        {searchable && (
          <Input
            type="search"
            size="sm"
            autoComplete="off"
            aria-label={t('searchFilter', { filter: label })}
            placeholder={t('searchFilterPlaceholder')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
            }}
          />
        )}
        {shown.length === 0 ? (
          <p className="text-sm text-foreground-muted">{t('noMatches')}</p>
        ) : (
          <CheckboxGroup
            label={<span className="sr-only">{label}</span>}
            options={shown}
            value={value}
            onChange={onChange}
          />
        )}
      </div>
    </section>
  );
}
