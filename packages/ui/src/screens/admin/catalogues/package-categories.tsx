import type { PackageCategoryView } from '@aafiya/api-client';
import { Gift } from 'lucide-react';
import { useLocale } from '../../../i18n';
import { catalogueNames } from './catalogue-entry';
import { useCatalogueTexts } from './catalogue-kind';
import { CatalogueSection, type CatalogueListProps } from './catalogue-section';

/** /admin/package-categories (002 §2): cards with image and names; add, update, delete. */
export function PackageCategoriesView(props: CatalogueListProps<PackageCategoryView>) {
  const { locale } = useLocale();
  return (
    <CatalogueSection
      {...props}
      texts={useCatalogueTexts('packageCategory')}
      entryOf={(category) => ({
        id: category.id,
        ...catalogueNames(category, locale),
        picture: { src: category.image, icon: <Gift /> },
      })}
    />
  );
}
