import type { InsuranceView } from '@aafiya/api-client';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocale } from '../../../i18n';
import { catalogueNames } from './catalogue-entry';
import { useCatalogueTexts } from './catalogue-kind';
import { CatalogueSection, type CatalogueListProps } from './catalogue-section';
import { CatalogueTags } from './catalogue-tags';

/** /admin/insurances (002 §2): cards with logo, names and tags; add, update, delete. */
export function InsurancesView(props: CatalogueListProps<InsuranceView>) {
  const { t } = useTranslation('adminCatalogues');
  const { locale } = useLocale();
  return (
    <CatalogueSection
      {...props}
      texts={useCatalogueTexts('insurance')}
      entryOf={(insurance) => ({
        id: insurance.id,
        ...catalogueNames(insurance, locale),
        picture: { src: insurance.logo, icon: <ShieldCheck /> },
        details: insurance.tags ? <CatalogueTags tags={insurance.tags} label={t('tags')} /> : undefined,
      })}
    />
  );
}
