import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { Input } from '../../../components/forms';
import { useTranslation } from '../../../i18n/use-translation';
import { cn } from '../../../lib/cn';

export interface SearchTextBoxProps {
  /** The accessible name of the box, e.g. "Search hospitals". */
  label: string;
  /** The spec's placeholder: 'enter area', 'enter specialist'. */
  placeholder: string;
  /** The text the results are for (from the address). */
  text: string;
  /** Submit runs the search with the trimmed text; emptying the box runs it with '' at once (002 §4). */
  onSearch: (text: string) => void;
  className?: string;
}

/**
 * A search page's text box: Enter or the Search button runs the search; an
 * emptied box goes back to every result without a submit. When the address
 * changes (Back), the box shows its text again.
 */
export function SearchTextBox({ label, placeholder, text, onSearch, className }: SearchTextBoxProps) {
  const { t } = useTranslation('publicSearch');
  const inputId = useId();
  const [draft, setDraft] = useState(text);
  const [shownFor, setShownFor] = useState(text);
  if (shownFor !== text) {
    setShownFor(text);
    setDraft(text);
  }
  return (
    <form
      role="search"
      aria-label={label}
      className={cn('flex w-full gap-2', className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <Input
        id={inputId}
        type="search"
        autoComplete="off"
        maxLength={200}
        placeholder={placeholder}
        value={draft}
        onChange={(event) => {
          const next = event.target.value;
          setDraft(next);
          if (next.trim() === '' && text !== '') onSearch('');
        }}
      />
      <Button type="submit">
        <Search aria-hidden="true" />
        {t('search')}
      </Button>
    </form>
  );
}
