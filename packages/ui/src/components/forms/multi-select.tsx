import { X } from 'lucide-react';
import { useMemo, useState, type Ref } from 'react';
import { Button, ComboBox, ListBox, Popover, Tag, TagGroup, TagList, useFilter, type Key } from 'react-aria-components';
import { useTranslation } from '../../i18n/use-translation';
import { ChoiceFieldScaffold, type MultipleChoiceProps } from './choice-field';
import { ListBoxOption, listBoxClass, popoverClass } from './list-box-option';
import { MultiSelectSearch } from './multi-select-search';

/** `value`: the ids of the chosen options, in the order chosen. */
export type MultiSelectProps = MultipleChoiceProps & {
  /** Given the search input (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLInputElement>;
  /** Show only the first N matches of the search (long lists: doctors, specialities). */
  maxVisible?: number;
  /** Search box placeholder; default "Search…". */
  placeholder?: string;
  /** Shown when nothing matches; default "No matches". */
  emptyText?: string;
};

/**
 * A labelled choice of several options with search (specialities, insurances,
 * doctors). A click on the field opens the list (so do ArrowDown, Enter, and
 * Space in an empty search box); type to filter, choose with Enter or a click.
 * The chosen options show as chips below, each removable with its button or,
 * when focused, with Backspace or Delete. Built on react-aria's ComboBox and
 * TagGroup.
 */
export function MultiSelect({
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  ref,
  maxVisible,
  placeholder,
  emptyText,
  ...field
}: MultiSelectProps) {
  const { name, disabled } = field;
  const { t } = useTranslation('forms');
  const { contains } = useFilter({ sensitivity: 'base' });
  const [inner, setInner] = useState<readonly string[]>(defaultValue ?? []);
  const chosen = value ?? inner;
  const [query, setQuery] = useState('');

  const byId = useMemo(() => new Map(options.map((option) => [option.id, option])), [options]);
  const matches = options.filter((option) => !chosen.includes(option.id) && contains(option.label, query));
  const visible = maxVisible === undefined ? matches : matches.slice(0, maxVisible);
  const hidden = matches.length - visible.length;

  function update(next: string[]) {
    if (value === undefined) setInner(next);
    onChange?.(next);
  }
  // The ComboBox's selection is always empty: a choice becomes a chip and the
  // search clears. It reports null on Escape and blur, which clears the search too.
  function add(key: Key | null) {
    setQuery('');
    if (key === null) return;
    const optionId = String(key);
    if (!chosen.includes(optionId)) update([...chosen, optionId]);
  }
  function remove(keys: Set<Key>) {
    update(chosen.filter((optionId) => !keys.has(optionId)));
  }

  return (
    <ChoiceFieldScaffold {...field} kind="control">
      {({ id, labelledBy, invalid, aria }) => (
        <div data-slot="multi-select" className="flex flex-col gap-2">
          <ComboBox
            items={visible}
            inputValue={query}
            onInputChange={setQuery}
            value={null}
            onChange={add}
            onBlur={onBlur}
            allowsEmptyCollection
            {...aria}
            // The chips hold the choice; the search box's own value is always empty, so it is not marked required.
            isRequired={undefined}
          >
            <MultiSelectSearch
              id={id}
              ref={ref}
              placeholder={placeholder ?? t('searchPlaceholder')}
              invalid={invalid}
              disabled={disabled}
            />
            <Popover className={popoverClass}>
              <ListBox
                items={visible}
                className={listBoxClass}
                renderEmptyState={() => (
                  <p className="px-2 py-1.5 text-sm text-foreground-muted">{emptyText ?? t('noMatches')}</p>
                )}
              >
                {(option) => <ListBoxOption option={option} />}
              </ListBox>
              {hidden > 0 && (
                <p
                  data-slot="multi-select-more"
                  className="border-t border-border px-3 py-1.5 text-xs text-foreground-muted"
                >
                  {t('moreMatches', { count: hidden })}
                </p>
              )}
            </Popover>
          </ComboBox>
          {chosen.length > 0 && (
            <TagGroup
              aria-labelledby={labelledBy}
              onRemove={disabled ? undefined : remove}
              data-slot="multi-select-chips"
            >
              <TagList className="flex flex-wrap gap-1.5">
                {chosen.map((optionId) => {
                  const text = byId.get(optionId)?.label ?? optionId;
                  return (
                    <Tag
                      key={optionId}
                      id={optionId}
                      textValue={text}
                      className="flex items-center gap-1 rounded-full border border-primary-200 bg-primary-50 py-0.5 ps-2.5 pe-1 text-sm text-primary-800 outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-ring"
                    >
                      {text}
                      {!disabled && (
                        <Button
                          slot="remove"
                          // react-aria names it with this label and the chip's text: "Remove Cardiology".
                          aria-label={t('remove')}
                          className="flex size-5 items-center justify-center rounded-full hover:bg-primary-100"
                        >
                          <X aria-hidden="true" className="size-3" />
                        </Button>
                      )}
                    </Tag>
                  );
                })}
              </TagList>
            </TagGroup>
          )}
          {name && chosen.map((optionId) => <input key={optionId} type="hidden" name={name} value={optionId} />)}
        </div>
      )}
    </ChoiceFieldScaffold>
  );
}
