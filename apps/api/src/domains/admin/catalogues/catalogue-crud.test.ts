import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookups } from '../../../db/schema';
import { newId } from '../../../ids';
import { png, startCatalogueTest, type CatalogueTest } from './testing/catalogue-client';

// The admin's catalogues through the HTTP API (002 §3, §7, §8): create, read,
// update and delete of specialities, insurances, package categories,
// categories and addons, with the §8 messages, and the public lists showing
// the changes (specialities paged, zero-based).

let t: CatalogueTest;

beforeAll(async () => {
  t = await startCatalogueTest('cat');
});
afterAll(async () => {
  await t.server.close();
});

type Speciality = { _id: string; name_en: string; name_ar: string; tags?: string; order?: number; logo?: string };
type Insurance = { _id: string; name_en: string; name_ar?: string; logo?: string };
type PackageCategory = { _id: string; name_en: string; name_ar?: string; image?: string };
type Named = { _id: string; name_en: string; name_ar?: string };
type Page = { pageNumber: number; numberOfPages: number; totalItems?: number; specialities: Speciality[] };
type Written<T> = { message: string; data: T };

describe('specialities', () => {
  it('creates one with its logo, updates it (keeping, then replacing the logo) and deletes it', async () => {
    const created = await t.api.conforming<Written<Speciality>>(
      await t.multipart('POST', '/specialities', {
        name_en: '  Cardiology ',
        name_ar: 'أمراض القلب',
        tags: 'heart, , ECG ,',
        order: '2',
        image: png(),
      }),
      'createSpeciality',
      201,
    );
    expect(created.message).toBe('Speciality created successfully');
    expect(created.data).toMatchObject({ name_en: 'Cardiology', name_ar: 'أمراض القلب', tags: 'heart, ECG', order: 2 });
    const firstLogo = created.data.logo;
    expect(firstLogo).toMatch(/^\/api\/files\/[a-f0-9]{32}\.png$/);
    expect(await t.fileStatus(firstLogo)).toBe(200);
    const id = created.data._id;

    const kept = await t.api.conforming<Written<Speciality>>(
      await t.multipart('PUT', `/specialities/${id}`, {
        name_en: 'Cardiology',
        name_ar: 'القلب',
        tags: 'heart',
        order: '1.5',
      }),
      'updateSpeciality',
    );
    expect(kept.message).toBe('Speciality updated successfully');
    expect(kept.data).toMatchObject({ name_ar: 'القلب', tags: 'heart', order: 1.5, logo: firstLogo });

    const replaced = await t.api.conforming<Written<Speciality>>(
      await t.multipart('PUT', `/specialities/${id}`, {
        name_en: 'Cardiology',
        name_ar: 'القلب',
        tags: 'heart',
        order: 1,
        image: png('new.png'),
      }),
      'updateSpeciality',
    );
    expect(replaced.data.logo).not.toBe(firstLogo);
    expect(await t.fileStatus(firstLogo)).toBe(404);
    const one = await t.api.conforming<{ data: Speciality }>(
      await t.json('GET', `/specialities/${id}`, undefined, ''),
      'getSpeciality',
    );
    expect(one.data).toEqual(replaced.data);

    const removed = await t.api.conforming<Written<{ _id: string }>>(
      await t.json('DELETE', `/specialities/${id}`),
      'deleteSpeciality',
    );
    expect(removed).toEqual({ message: 'Speciality deleted successfully', data: { _id: id } });
    expect(await t.fileStatus(replaced.data.logo)).toBe(404);
    await t.api.refused(await t.json('GET', `/specialities/${id}`, undefined, ''), 404, 'Speciality not found');
    await t.api.refused(await t.json('DELETE', `/specialities/${id}`), 404, 'Speciality not found');
  });

  it('pages GET /specialities by order then name, zero-based, 12 a page; without page, all on page 0', async () => {
    const names = Array.from({ length: 14 }, (_, i) => `Speciality ${String(i).padStart(2, '0')}`);
    await t.server.services.database.db.insert(lookups).values(
      names.map((name, i) => ({
        id: newId(),
        kind: 'speciality' as const,
        nameEn: name,
        nameAr: `تخصص ${i}`,
        tags: 'demo',
        // Orders 13, 12, ... 1, and one without (listed last), so the order decides, not the name.
        sortOrder: i === 13 ? null : 13 - i,
      })),
    );
    const page = async (query: string, operationId = 'listSpecialities', path = '/specialities') =>
      (await t.api.conforming<{ data: Page }>(await t.json('GET', `${path}${query}`, undefined, ''), operationId)).data;

    const first = await page('?page=0');
    expect(first).toMatchObject({ pageNumber: 0, numberOfPages: 2, totalItems: 14 });
    expect(first.specialities.map((s) => s.name_en)).toEqual(names.slice(0, 13).reverse().slice(0, 12));
    const second = await page('?page=1');
    expect(second).toMatchObject({ pageNumber: 1, numberOfPages: 2 });
    expect(second.specialities.map((s) => s.name_en)).toEqual(['Speciality 00', 'Speciality 13']);
    expect((await page('?page=2')).specialities).toEqual([]);
    const all = await page('');
    expect(all).toMatchObject({ pageNumber: 0, numberOfPages: 1, totalItems: 14 });
    expect(all.specialities).toEqual([...first.specialities, ...second.specialities]);
    expect((await page('', 'listSpecialityOptions', '/speciality')).specialities).toEqual(all.specialities);
  });

  it('refuses a second speciality of the same English name with 409', async () => {
    const fields = { name_en: 'Neurology', name_ar: 'الأعصاب', tags: 'brain', order: 1 };
    const before = await t.storedFiles();
    expect((await t.multipart('POST', '/specialities', { ...fields, image: png() })).status).toBe(201);
    await t.api.refused(
      await t.multipart('POST', '/specialities', { ...fields, image: png() }),
      409,
      'This speciality already exists',
    );
    // The refused one's logo is not kept.
    expect(await t.storedFiles()).toBe(before + 1);
  });
});

describe('insurances', () => {
  it('creates one with its logo, lists, reads, updates (logo kept) and deletes it', async () => {
    const created = await t.api.conforming<Written<Insurance>>(
      await t.multipart('POST', '/insurances', { name_en: 'Daman', name_ar: 'ضمان', image: png() }),
      'createInsurance',
      201,
    );
    expect(created.message).toBe('Insurance created successfully');
    expect(created.data).toMatchObject({
      name_en: 'Daman',
      name_ar: 'ضمان',
      logo: expect.stringMatching(/^\/api\/files\//) as string,
    });
    const id = created.data._id;
    const list = await t.api.conforming<{ data: Insurance[] }>(
      await t.json('GET', '/insurances', undefined, ''),
      'listInsurances',
    );
    expect(list.data).toContainEqual(created.data);
    const updated = await t.api.conforming<Written<Insurance>>(
      await t.multipart('PUT', `/insurances/${id}`, { name_en: 'Daman Enhanced', name_ar: 'ضمان المعزز' }),
      'updateInsurance',
    );
    expect(updated.data).toEqual({ ...created.data, name_en: 'Daman Enhanced', name_ar: 'ضمان المعزز' });
    const one = await t.api.conforming<{ data: Insurance }>(
      await t.json('GET', `/insurances/${id}`, undefined, ''),
      'getInsurance',
    );
    expect(one.data).toEqual(updated.data);
    // The registration forms' lists show it by name.
    const options = (await (await t.json('GET', '/lookups/insurances', undefined, '')).json()) as { data: Named[] };
    expect(options.data.map((o) => o.name_en)).toContain('Daman Enhanced');

    const removed = await t.api.conforming<Written<{ _id: string }>>(
      await t.json('DELETE', `/insurances/${id}`),
      'deleteInsurance',
    );
    expect(removed.message).toBe('Insurance deleted successfully');
    expect(await t.fileStatus(created.data.logo)).toBe(404);
    // An insurance is not found as a speciality, nor the other way round.
    await t.api.refused(await t.json('GET', `/specialities/${id}`, undefined, ''), 404, 'Speciality not found');
  });
});

describe('package categories', () => {
  it('creates one with its image, lists it, updates it with a new image and deletes it', async () => {
    const created = await t.api.conforming<Written<PackageCategory>>(
      await t.multipart('POST', '/packageCategories', {
        name_en: 'Eye Care',
        name_ar: 'العناية بالعيون',
        image: png(),
      }),
      'createPackageCategory',
      201,
    );
    expect(created.message).toBe('Package Category Added Successfully');
    const id = created.data._id;
    const list = await t.api.conforming<{ data: PackageCategory[] }>(
      await t.json('GET', '/packageCategories', undefined, t.tenant.tokens.VENDOR),
      'listPackageCategories',
    );
    expect(list.data).toContainEqual(created.data);
    const updated = await t.api.conforming<Written<PackageCategory>>(
      await t.multipart('PUT', `/packageCategories/${id}`, {
        name_en: 'Eye Care',
        name_ar: 'العيون',
        image: png('b.png'),
      }),
      'updatePackageCategory',
    );
    expect(updated.message).toBe('Package Category Updated Successfully');
    expect(updated.data.image).not.toBe(created.data.image);
    expect(await t.fileStatus(created.data.image)).toBe(404);
    await t.api.refused(
      await t.multipart('POST', '/packageCategories', { name_en: 'Eye Care', name_ar: 'عيون', image: png() }),
      409,
      'This package category already exists',
    );

    const removed = await t.api.conforming<Written<{ _id: string }>>(
      await t.json('DELETE', `/packageCategories/${id}`),
      'deletePackageCategory',
    );
    expect(removed).toEqual({ message: 'Vendor Type Deleted Successfully', data: { _id: id } });
    expect(await t.fileStatus(updated.data.image)).toBe(404);
    await t.api.refused(await t.json('DELETE', `/packageCategories/${id}`), 404, 'Package category not found');
  });
});

describe('categories and addons (names only, JSON)', () => {
  it('creates, lists, reads, updates and deletes a category', async () => {
    const created = await t.api.conforming<Written<Named>>(
      await t.json('POST', '/categories', { name_en: 'Day Surgery Centre', name_ar: 'مركز جراحة اليوم الواحد' }),
      'createCategory',
      201,
    );
    expect(created.message).toBe('Category created successfully');
    const id = created.data._id;
    const list = await t.api.conforming<{ data: Named[] }>(
      await t.json('GET', '/categories', undefined, ''),
      'listCategories',
    );
    expect(list.data).toContainEqual(created.data);
    const updated = await t.api.conforming<Written<Named>>(
      await t.json('PUT', `/categories/${id}`, { name_en: 'Day Surgery', name_ar: 'جراحة اليوم الواحد' }),
      'updateCategory',
    );
    expect(updated).toEqual({
      message: 'Category updated successfully',
      data: { _id: id, name_en: 'Day Surgery', name_ar: 'جراحة اليوم الواحد' },
    });
    const one = await t.api.conforming<{ data: Named }>(
      await t.json('GET', `/categories/${id}`, undefined, ''),
      'getCategory',
    );
    expect(one.data).toEqual(updated.data);
    const removed = await t.api.conforming<Written<{ _id: string }>>(
      await t.json('DELETE', `/categories/${id}`),
      'deleteCategory',
    );
    expect(removed.message).toBe('Category deleted successfully');
    await t.api.refused(await t.json('GET', `/categories/${id}`, undefined, ''), 404, 'Category not found');
  });

  it('creates, lists, reads, updates and deletes an addon', async () => {
    const created = await t.api.conforming<Written<Named>>(
      await t.json('POST', '/addons', { name_en: 'Valet Parking', name_ar: 'خدمة صف السيارات' }),
      'createAddon',
      201,
    );
    expect(created.message).toBe('Addon created successfully');
    const id = created.data._id;
    const list = await t.api.conforming<{ data: Named[] }>(await t.json('GET', '/addons', undefined, ''), 'listAddons');
    expect(list.data).toContainEqual(created.data);
    // The hospital profile's add-on choices are the same catalogue.
    const services = (await (await t.json('GET', '/hospitals/services/all', undefined, '')).json()) as {
      data: Named[];
    };
    expect(services.data).toContainEqual(created.data);
    const updated = await t.api.conforming<Written<Named>>(
      await t.json('PUT', `/addons/${id}`, { name_en: 'Valet', name_ar: 'صف السيارات' }),
      'updateAddon',
    );
    expect(updated.message).toBe('Addon update successfully');
    const one = await t.api.conforming<{ data: Named }>(
      await t.json('GET', `/addons/${id}`, undefined, ''),
      'getAddon',
    );
    expect(one.data).toEqual(updated.data);
    const removed = await t.api.conforming<Written<{ _id: string }>>(
      await t.json('DELETE', `/addons/${id}`),
      'deleteAddon',
    );
    expect(removed.message).toBe('Addon deleted successfully');
    await t.api.refused(await t.json('PUT', `/addons/${id}`, { name_en: 'A', name_ar: 'ب' }), 404, 'Addon not found');
  });
});
