import type { CatalogueItemView } from '@aafiya/api-client';
import { useLocale } from '../../../i18n';
import { catalogueNames } from './catalogue-entry';
import { useCatalogueTexts } from './catalogue-kind';
import { CatalogueSection, type CatalogueListProps } from './catalogue-section';

/** /admin/categories (002 §2): cards titled Categories with both names; add, update, delete. */
export function CategoriesView(props: CatalogueListProps<CatalogueItemView>) {
  const { locale } = useLocale();
  return (
    <CatalogueSection
      {...props}
      texts={useCatalogueTexts('category')}
      entryOf={(category) => ({ id: category.id, ...catalogueNames(category, locale) })}
    />
  );
}
