import { describe, expect, it } from 'vitest';
import {
  type CatalogueFormFields,
  createCatalogueFormSchema,
  emptyCatalogueForm,
  englishSpecialityMessages,
  toCatalogueFormFields,
} from './catalogue-form.schema';
import { createVendorFormSchema, emptyVendorForm } from './vendor-form.schema';

const speciality = { tagsAndOrder: true, image: 'onCreate' } as const;
const logo = new File(['png'], 'logo.png', { type: 'image/png' });

function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('catalogue modal schema (002 §5)', () => {
  it('gives every speciality message on an empty create', () => {
    const result = createCatalogueFormSchema(speciality, 'add', englishSpecialityMessages).safeParse(
      emptyCatalogueForm,
    );
    expect(messagesOf(result)).toEqual({
      nameEn: 'Required ( English )',
      nameAr: 'Required ( Arabic )',
      tags: 'Required',
      order: 'Required',
      image: 'Please select an image',
    });
  });

  it('reads the order as a number, Arabic-Indic digits too, and keeps the logo optional on update', () => {
    const schema = createCatalogueFormSchema(speciality, 'edit', englishSpecialityMessages);
    const fields: CatalogueFormFields = { nameEn: ' ENT ', nameAr: 'أنف', tags: 'ear', order: '١٢', image: null };
    expect(schema.parse(fields)).toEqual({ nameEn: 'ENT', nameAr: 'أنف', tags: 'ear', order: 12, image: null });
    expect(messagesOf(schema.safeParse({ ...fields, order: 'six' }))).toEqual({ order: 'Order must be a number' });
    expect(schema.parse({ ...fields, image: logo }).image).toBe(logo);
  });

  it('requires a package category image on update too, and no image where there is none', () => {
    const always = createCatalogueFormSchema({ tagsAndOrder: false, image: 'always' }, 'edit', {
      ...englishSpecialityMessages,
      image: 'Please select image',
    });
    const fields = toCatalogueFormFields({ nameEn: 'Spa', nameAr: 'سبا' });
    expect(messagesOf(always.safeParse(fields))).toEqual({ image: 'Please select image' });
    const none = createCatalogueFormSchema({ tagsAndOrder: false, image: 'none' }, 'add', englishSpecialityMessages);
    expect(none.parse(fields)).toEqual({ nameEn: 'Spa', nameAr: 'سبا', tags: '', order: 0, image: null });
  });
});

describe('vendor modal schema (002 §5)', () => {
  it('requires all but about, the phone in the +971 mask', () => {
    const schema = createVendorFormSchema();
    expect(Object.values(messagesOf(schema.safeParse(emptyVendorForm)))).toEqual(Array(6).fill('Required'));
    const vendor = {
      ...emptyVendorForm,
      firstName: 'Layla',
      lastName: 'Haddad',
      branchName: 'Glow Spa',
      email: 'layla@glowspa.ae',
      address: 'JBR',
      phoneNo: '+971-50 123 4567',
    };
    expect(schema.parse(vendor)).toEqual(vendor);
    expect(messagesOf(schema.safeParse({ ...vendor, email: 'layla' }))).toEqual({ email: 'Invalid email address' });
  });
});
