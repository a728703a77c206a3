import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteWithToast, serverMessageOf } from '../staff/use-staff-list';
import type { StaffDialogControl } from '../staff-forms/staff-form-dialog';
import { saveCallbacks, useStaffDialog } from '../staff-forms/use-staff-dialog';
import type { CardListStatus } from './card-list-section';

/** What the add/update modal is open for: a new record, or one to update. */
export type EditTarget<T> = { mode: 'add' } | { mode: 'edit'; record: T };

/** Where a card list's modal is: what it is open for, and whether it is open. */
export interface EditDialogState<T> {
  target: EditTarget<T>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface CardListScreenOptions {
  /** The signed-in hospital or vendor (the session's referenceId); none: the list shows its error. */
  ownerId: string | null;
  /** The delete mutation's `mutateAsync`. */
  remove: (id: string) => Promise<unknown>;
  /** The success toast of a delete, e.g. "Service deleted successfully". */
  deletedText: string;
  /** No add, Update or Delete. */
  readOnly: boolean;
}

/**
 * A hospital's or vendor's card list on the API (Services, Offers, Vendor Packages): the view's props from
 * its query (state, refresh, retry), Delete with its toast, and the add/update
 * modal's state ("+ ADD …" opens it empty, Update with the card's record).
 */
export function useCardListScreen<T>(
  query: UseQueryResult<T[]>,
  { ownerId, remove, deletedText, readOnly }: CardListScreenOptions,
) {
  const { dialog, openFor } = useEditDialog<T>();
  const status: CardListStatus = query.data ? 'ready' : query.isError || !ownerId ? 'error' : 'loading';
  return {
    listProps: {
      status,
      refreshing: query.isFetching && !query.isPending,
      onRetry: () => void query.refetch(),
      onAdd: readOnly
        ? undefined
        : () => {
            openFor({ mode: 'add' });
          },
      onUpdate: readOnly
        ? undefined
        : (record: T) => {
            openFor({ mode: 'edit', record });
          },
      onDelete: readOnly ? undefined : deleteWithToast(remove, deletedText),
    },
    items: query.data ?? [],
    /** Spread on the modal; keep `key={dialogKeyOf(target)}` so each record starts a fresh form. */
    dialog,
  };
}

/**
 * The add/update modal's state: `openFor({ mode: 'add' })` opens it empty,
 * `openFor({ mode: 'edit', record })` with a record's values.
 */
export function useEditDialog<T>() {
  const [target, setTarget] = useState<EditTarget<T>>({ mode: 'add' });
  const [open, setOpen] = useState(false);
  return {
    dialog: { target, open, onOpenChange: setOpen } satisfies EditDialogState<T>,
    openFor: (next: EditTarget<T>) => {
      setTarget(next);
      setOpen(true);
    },
  };
}

/** The modal's key: a fresh form for each record. */
export function dialogKeyOf<T extends { id: string }>(target: EditTarget<T>): string {
  return target.mode === 'edit' ? target.record.id : 'add';
}

/** The part of a TanStack mutation a modal's save uses. */
export interface SaveMutation<Variables> {
  mutate(
    variables: Variables,
    callbacks: { onSuccess: (result: unknown) => void; onError: (error: unknown) => void },
  ): void;
  reset(): void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * The add/update modal's save: create or update by its target, the pending
 * state and the server's refusal (the mutations are cleared when it closes),
 * the success toast and closing, or the failure toast with the modal kept open.
 */
export function useSaveDialog<T extends { id: string }, Input>(
  { target, open, onOpenChange }: EditDialogState<T>,
  create: SaveMutation<Input>,
  update: SaveMutation<{ id: string; input: Input }>,
  texts: { created: string; updated: string },
) {
  const control: StaffDialogControl = { open, onOpenChange };
  const dialog = useStaffDialog(control, () => {
    create.reset();
    update.reset();
  });
  const mutation = target.mode === 'add' ? create : update;
  return {
    ...dialog.control,
    mode: target.mode,
    pending: mutation.isPending,
    error: mutation.isError ? serverMessageOf(mutation.error) : undefined,
    onSubmit: (input: Input) => {
      if (target.mode === 'add') create.mutate(input, saveCallbacks(texts.created, dialog.close));
      else update.mutate({ id: target.record.id, input }, saveCallbacks(texts.updated, dialog.close));
    },
  };
}
