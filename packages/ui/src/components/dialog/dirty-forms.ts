import { createContext, useContext, useEffect, useId } from 'react';

/** What the forms inside an open dialog tell it: whether the user changed something not saved yet. */
export interface DirtyForms {
  report: (formId: string, dirty: boolean) => void;
  /** Some form in the dialog has unsaved changes. */
  any: () => boolean;
}

export function createDirtyForms(): DirtyForms {
  const dirty = new Set<string>();
  return {
    report: (formId, isDirty) => {
      if (isDirty) dirty.add(formId);
      else dirty.delete(formId);
    },
    any: () => dirty.size > 0,
  };
}

/** Provided by `Dialog`; null outside a dialog. */
export const DirtyFormsContext = createContext<DirtyForms | null>(null);

/**
 * Tells the enclosing dialog, if any, whether this form has unsaved changes,
 * so closing it asks "Discard changes?" first. `Form` calls it with
 * react-hook-form's `isDirty`.
 */
export function useReportDirty(isDirty: boolean) {
  const forms = useContext(DirtyFormsContext);
  const formId = useId();
  useEffect(() => {
    if (!forms) return;
    forms.report(formId, isDirty);
    return () => {
      forms.report(formId, false);
    };
  }, [forms, formId, isDirty]);
}
