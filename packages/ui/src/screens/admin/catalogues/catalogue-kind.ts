import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

/** The admin's catalogues; each one's texts share its name as a prefix in the `adminCatalogues` namespace. */
export type CatalogueKind = 'speciality' | 'insurance' | 'packageCategory' | 'category' | 'addon' | 'vendor';

/** A catalogue screen's texts in the reader's language. */
export interface CatalogueTexts {
  /** The page's heading, e.g. "Specialities". */
  title: string;
  /** The add button, e.g. "+ Add Speciality". */
  add: string;
  /** The modal's title in each mode. */
  addTitle: string;
  updateTitle: string;
  /** The modal's submit button in each mode (the category modal's is labelled speciality, 002 §2). */
  submitAdd: string;
  submitUpdate: string;
  empty: string;
  /** The failed load (002 §8 "Problem while getting …"). */
  failed: string;
  /** The toasts of a successful save or delete (002 §8). */
  created: string;
  updated: string;
  deleted: string;
}

/** The texts of `kind`'s screen and modal. */
export function useCatalogueTexts(kind: CatalogueKind): CatalogueTexts {
  const { t } = useTranslation('adminCatalogues');
  return useMemo(() => {
    const addTitle = t(`${kind}AddTitle`);
    const updateTitle = t(`${kind}UpdateTitle`);
    return {
      title: t(`${kind}Title`),
      add: t(`${kind}Add`),
      addTitle,
      updateTitle,
      submitAdd: kind === 'category' ? t('categorySubmitAdd') : addTitle,
      submitUpdate: kind === 'category' ? t('categorySubmitUpdate') : updateTitle,
      empty: t(`${kind}Empty`),
      failed: t(`${kind}Failed`),
      created: t(`${kind}Created`),
      updated: t(`${kind}Updated`),
      deleted: t(`${kind}Deleted`),
    };
  }, [kind, t]);
}
