import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { CatalogueKind } from './catalogue-kind';
import type { CatalogueFormMessages, CatalogueFormShape } from './catalogue-form.schema';

/** The catalogues whose modal is names (and an image, tags and order): all but vendors. */
export type NamedCatalogueKind = Exclude<CatalogueKind, 'vendor'>;

/** What a catalogue's modal asks for and says (002 §5). */
export interface CatalogueFormRules {
  shape: CatalogueFormShape;
  messages: CatalogueFormMessages;
  /** The image field's label: "Logo" (specialities, insurances) or "Image" (package categories). */
  imageLabel: string;
}

/**
 * Each catalogue's fields and messages, word for word from 002 §5. Spec
 * choice: the package category's name messages are not given, so they are
 * the speciality's and insurance's ('Required ( English )').
 */
export function useCatalogueFormRules(kind: NamedCatalogueKind): CatalogueFormRules {
  const { t } = useTranslation('adminCatalogues');
  return useMemo(() => {
    const required = t('required');
    const orderMustBeNumber = t('orderMustBeNumber');
    const english = { nameEn: t('requiredEnglish'), nameAr: t('requiredArabic') };
    const inEnglish = { nameEn: t('requiredInEnglish'), nameAr: t('requiredInArabic') };
    const rules = (shape: CatalogueFormShape, names: typeof english, image = t('selectAnImage')) => ({
      shape,
      messages: { ...names, required, orderMustBeNumber, image },
      imageLabel: kind === 'packageCategory' ? t('image') : t('logo'),
    });
    switch (kind) {
      case 'speciality':
        return rules({ tagsAndOrder: true, image: 'onCreate' }, english);
      case 'insurance':
        return rules({ tagsAndOrder: false, image: 'onCreate' }, english);
      case 'packageCategory':
        return rules({ tagsAndOrder: false, image: 'always' }, english, t('selectImage'));
      case 'category':
        return rules({ tagsAndOrder: false, image: 'none' }, inEnglish);
      case 'addon':
        // The addon's Arabic message ends in a space in 002 §5; kept (a screen shows it trimmed).
        return rules({ tagsAndOrder: false, image: 'none' }, { ...inEnglish, nameAr: t('addonRequiredInArabic') });
    }
  }, [kind, t]);
}
