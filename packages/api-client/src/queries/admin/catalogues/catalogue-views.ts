// The view models of the admin catalogues (002 §3) and the bodies their modals send.
import type { components } from '../../../schema.gen';

type Schemas = components['schemas'];

/** A catalogue item's two names, as the admin maintains them (cards name it in the reader's language). */
export interface CatalogueItemView {
  id: string;
  nameEn: string;
  nameAr: string;
}

/** A speciality card: names, comma-separated search tags, sort order and logo. */
export interface SpecialityView extends CatalogueItemView {
  tags: string;
  /** null when the server has none. */
  order: number | null;
  logo?: string;
}

/** An insurance card: names, logo and tags. */
export interface InsuranceView extends CatalogueItemView {
  logo?: string;
  tags: string;
}

/** A package category card: names and image. */
export interface PackageCategoryView extends CatalogueItemView {
  image?: string;
}

/** A vendor card (002 §3 "Vendor"), as the admin sees and edits it. */
export interface VendorView {
  id: string;
  firstName: string;
  lastName: string;
  branchName: string;
  email: string;
  address: string;
  /** `+971-## ### ####`, or "". */
  phoneNo: string;
  about: string;
  /** Without one the card shows a placeholder. */
  image?: string;
}

/** One page of a catalogue: the items and where they sit (zero-based, as the API counts). */
export interface CataloguePage<T> {
  items: T[];
  page: number;
  pageCount: number;
}

/** What the category and addon modals send. */
export interface CatalogueNamesInput {
  nameEn: string;
  nameAr: string;
}

/** What the insurance and package category modals send: a new image, or null to keep the current one. */
export interface CatalogueImageInput extends CatalogueNamesInput {
  image: File | null;
}

/** What the speciality modal sends. */
export interface SpecialityInput extends CatalogueImageInput {
  tags: string;
  order: number;
}

/** What the vendor modal sends. */
export interface VendorInput {
  firstName: string;
  lastName: string;
  branchName: string;
  email: string;
  address: string;
  phoneNo: string;
  /** Optional: "" sends none. */
  about: string;
}

/** A multipart save's progress: whole percentages as the file goes out. */
export interface UploadProgress {
  onProgress?: (percent: number) => void;
}

const namesOf = (item: { _id: string; name_en: string; name_ar?: string }): CatalogueItemView => ({
  id: item._id,
  nameEn: item.name_en,
  nameAr: item.name_ar ?? '',
});

const withUrl = <K extends string>(key: K, url: string | undefined) =>
  (url ? { [key]: url } : {}) as Partial<Record<K, string>>;

export const toCatalogueItem = (item: Schemas['Category'] | Schemas['Addon']): CatalogueItemView => namesOf(item);

export function toSpeciality(speciality: Schemas['Speciality']): SpecialityView {
  return {
    ...namesOf(speciality),
    tags: speciality.tags ?? '',
    order: speciality.order ?? null,
    ...withUrl('logo', speciality.logo),
  };
}

export function toInsurance(insurance: Schemas['Insurance']): InsuranceView {
  return { ...namesOf(insurance), tags: insurance.tags ?? '', ...withUrl('logo', insurance.logo) };
}

export function toPackageCategory(category: Schemas['PackageCategory']): PackageCategoryView {
  return { ...namesOf(category), ...withUrl('image', category.image) };
}

export function toVendor(vendor: Schemas['Vendor']): VendorView {
  return {
    id: vendor._id,
    firstName: vendor.firstName,
    lastName: vendor.lastName,
    branchName: vendor.branch_name ?? '',
    email: vendor.email,
    address: vendor.address ?? '',
    phoneNo: vendor.phoneNo ?? '',
    about: vendor.about ?? '',
    ...withUrl('image', vendor.image),
  };
}

/** The names as the API takes them, trimmed. */
export function toNamesBody(input: CatalogueNamesInput): Schemas['CategoryInput'] {
  return { name_en: input.nameEn.trim(), name_ar: input.nameAr.trim() };
}

/** The multipart fields of an insurance or package category; the image only when one was chosen. */
export function toImageCatalogueBody(input: CatalogueImageInput) {
  return { ...toNamesBody(input), ...(input.image ? { image: input.image } : {}) };
}

/** The multipart fields of a speciality; the image only when one was chosen. */
export function toSpecialityBody(input: SpecialityInput) {
  return { ...toImageCatalogueBody(input), tags: input.tags.trim(), order: input.order };
}

/** The vendor form's body: trimmed texts, `about` left out when empty. */
export function toVendorBody(input: VendorInput): Schemas['VendorCreate'] {
  const about = input.about.trim();
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    branch_name: input.branchName.trim(),
    email: input.email.trim(),
    address: input.address.trim(),
    phoneNo: input.phoneNo,
    ...(about ? { about } : {}),
  };
}

/** A vendor's values in the modal's shape (Update). */
export function toVendorInput(vendor: VendorView): VendorInput {
  return {
    firstName: vendor.firstName,
    lastName: vendor.lastName,
    branchName: vendor.branchName,
    email: vendor.email,
    address: vendor.address,
    phoneNo: vendor.phoneNo,
    about: vendor.about,
  };
}
