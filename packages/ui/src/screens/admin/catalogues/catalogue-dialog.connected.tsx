import type { UploadProgress } from '@aafiya/api-client';
import { useState } from 'react';
import { type EditDialogState, type SaveMutation, useSaveDialog } from '../../hospital/services/use-card-list-screen';
import { CatalogueFormDialog } from './catalogue-form-dialog';
import { type NamedCatalogueKind, useCatalogueFormRules } from './catalogue-form-rules';
import { type CatalogueFormFields, type CatalogueFormValues, toCatalogueFormFields } from './catalogue-form.schema';
import { useCatalogueTexts } from './catalogue-kind';

type CatalogueSave = CatalogueFormValues & UploadProgress;

export interface CatalogueDialogProps<T> extends EditDialogState<T> {
  kind: NamedCatalogueKind;
  /** The catalogue's create and update mutations (an image goes out with its progress). */
  create: SaveMutation<CatalogueSave>;
  update: SaveMutation<{ id: string; input: CatalogueSave }>;
  /** An item's values in the modal (default: its names, tags and order). */
  toFields?: (item: T) => CatalogueFormFields;
}

/**
 * A catalogue's modal on the API: create or update by the selected item,
 * the upload's percentage, the 002 §8 toast and closing, or the server's
 * message (toast and in the modal, which stays open). Give it
 * `key={dialogKeyOf(target)}` so each item starts a fresh form.
 */
export function CatalogueDialog<T extends { id: string; nameEn: string; nameAr: string }>({
  kind,
  create,
  update,
  toFields = toCatalogueFormFields,
  ...state
}: CatalogueDialogProps<T>) {
  const texts = useCatalogueTexts(kind);
  const uploads = useCatalogueFormRules(kind).shape.image !== 'none';
  const save = useSaveDialog(state, create, update, texts);
  const [progress, setProgress] = useState<number | null>(null);
  const { target } = state;
  return (
    <CatalogueFormDialog
      {...save}
      kind={kind}
      defaultValues={target.mode === 'edit' ? toFields(target.record) : undefined}
      progress={save.pending && uploads ? progress : null}
      onSubmit={(values) => {
        setProgress(0);
        save.onSubmit(uploads ? { ...values, onProgress: setProgress } : values);
      }}
    />
  );
}
