import type { SpecialityView } from '@aafiya/api-client';
import { Stethoscope } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocale } from '../../../i18n';
import { catalogueNames } from './catalogue-entry';
import { useCatalogueTexts } from './catalogue-kind';
import { CatalogueSection, type CatalogueListProps } from './catalogue-section';
import { CatalogueTags } from './catalogue-tags';

/** /admin/specialities (002 §2): cards with logo, names, order and tags; add, update, delete; the API's pages. */
export function SpecialitiesView(props: CatalogueListProps<SpecialityView>) {
  const { t } = useTranslation('adminCatalogues');
  const { locale } = useLocale();
  return (
    <CatalogueSection
      {...props}
      texts={useCatalogueTexts('speciality')}
      entryOf={(speciality) => ({
        id: speciality.id,
        ...catalogueNames(speciality, locale),
        picture: { src: speciality.logo, icon: <Stethoscope /> },
        details: (
          <>
            {speciality.order !== null && <p>{t('orderValue', { order: speciality.order })}</p>}
            <CatalogueTags tags={speciality.tags} label={t('tags')} />
          </>
        ),
      })}
    />
  );
}
