import { latinDigits } from '../../../components/masked-field/mask';
import { z } from '../../../lib/zod';
import adminCataloguesEn from '../../../i18n/messages/admin-catalogues.en';

/** Whether a catalogue has an image, and when it must be chosen (002 §5). */
export type CatalogueImageRule = 'none' | 'onCreate' | 'always';

/** The fields a catalogue's modal has besides its two names. */
export interface CatalogueFormShape {
  /** Speciality: search tags and a sort order. */
  tagsAndOrder: boolean;
  image: CatalogueImageRule;
}

/** The validation texts of one catalogue's modal. */
export interface CatalogueFormMessages {
  nameEn: string;
  nameAr: string;
  /** Tags and order left empty. */
  required: string;
  orderMustBeNumber: string;
  /** No image where one is needed. */
  image: string;
}

/** What the modal holds while editing (the order as typed). */
export interface CatalogueFormFields {
  nameEn: string;
  nameAr: string;
  tags: string;
  order: string;
  image: File | null;
}

/** What a valid modal gives: trimmed names and tags, the order as a number, the chosen image (or none). */
export interface CatalogueFormValues {
  nameEn: string;
  nameAr: string;
  tags: string;
  order: number;
  image: File | null;
}

export const emptyCatalogueForm: CatalogueFormFields = { nameEn: '', nameAr: '', tags: '', order: '', image: null };

/** The contract's limits (openapi/components/schemas/catalogues.yaml). */
export const CATALOGUE_NAME_MAX_LENGTH = 200;
export const CATALOGUE_TAGS_MAX_LENGTH = 500;
const ORDER_LIMIT = 1_000_000_000;

/**
 * A sort order: "Required" when empty, else a number ("Order must be a
 * number"); Arabic-Indic digits read as Latin ones.
 */
function orderField(messages: CatalogueFormMessages) {
  return z
    .string()
    .trim()
    .min(1, messages.required)
    .pipe(
      z.string().transform((text, context) => {
        const order = Number(latinDigits(text));
        if (!Number.isFinite(order) || Math.abs(order) > ORDER_LIMIT) {
          context.addIssue({ code: 'custom', message: messages.orderMustBeNumber, input: text });
          return z.NEVER;
        }
        return order;
      }),
    );
}

/**
 * A catalogue modal's schema (002 §5): both names required with the
 * catalogue's own messages; a speciality's tags and order required, the
 * order a number; the image required on create ('onCreate') or on every
 * save ('always').
 */
export function createCatalogueFormSchema(
  shape: CatalogueFormShape,
  mode: 'add' | 'edit',
  messages: CatalogueFormMessages,
): z.ZodType<CatalogueFormValues, CatalogueFormFields> {
  const imageRequired = shape.image === 'always' || (shape.image === 'onCreate' && mode === 'add');
  const image = z.instanceof(File).nullable();
  return z.object({
    nameEn: z.string().trim().min(1, messages.nameEn),
    nameAr: z.string().trim().min(1, messages.nameAr),
    tags: shape.tagsAndOrder ? z.string().trim().min(1, messages.required) : z.string(),
    order: shape.tagsAndOrder ? orderField(messages) : z.string().transform(() => 0),
    image: imageRequired ? image.refine((file) => file !== null, messages.image) : image,
  });
}

/** The English messages of the speciality modal (the tests' default). */
export const englishSpecialityMessages: CatalogueFormMessages = {
  nameEn: adminCataloguesEn.requiredEnglish,
  nameAr: adminCataloguesEn.requiredArabic,
  required: adminCataloguesEn.required,
  orderMustBeNumber: adminCataloguesEn.orderMustBeNumber,
  image: adminCataloguesEn.selectAnImage,
};

/** An item's values in the modal's shape (Update); the image field starts empty. */
export function toCatalogueFormFields(item: {
  nameEn: string;
  nameAr: string;
  tags?: string;
  order?: number | null;
}): CatalogueFormFields {
  return {
    nameEn: item.nameEn,
    nameAr: item.nameAr,
    tags: item.tags ?? '',
    order: item.order === null || item.order === undefined ? '' : String(item.order),
    image: null,
  };
}
