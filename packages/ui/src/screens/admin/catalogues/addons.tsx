import type { CatalogueItemView } from '@aafiya/api-client';
import { useLocale } from '../../../i18n';
import { catalogueNames } from './catalogue-entry';
import { useCatalogueTexts } from './catalogue-kind';
import { CatalogueSection, type CatalogueListProps } from './catalogue-section';

/** /admin/addons (002 §2): a list (not cards) of both names; add, update, delete. */
export function AddonsView(props: CatalogueListProps<CatalogueItemView>) {
  const { locale } = useLocale();
  return (
    <CatalogueSection
      {...props}
      layout="list"
      texts={useCatalogueTexts('addon')}
      entryOf={(addon) => ({ id: addon.id, ...catalogueNames(addon, locale) })}
    />
  );
}
