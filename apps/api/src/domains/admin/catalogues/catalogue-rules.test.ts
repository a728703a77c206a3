import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorSpecialities, hospitals, lookups, packageCategories, packages, patients } from '../../../db/schema';
import { newId } from '../../../ids';
import { pdfBytes } from '../../../../test/fixtures';
import { jpegOfSize } from '../../../../test/staff-client';
import { png, startCatalogueTest, type CatalogueTest, type FormValue } from './testing/catalogue-client';

// The rules of the admin's catalogues (002 §5, §9, issue #22): the
// specification's validation messages, the image's size and content checks,
// deleting an item in use refused with where it is used, and writes for the
// admin only.

let t: CatalogueTest;

beforeAll(async () => {
  t = await startCatalogueTest('rules');
});
afterAll(async () => {
  await t.server.close();
});

const speciality = { name_en: 'Cardiology', name_ar: 'أمراض القلب', tags: 'heart', order: 1 };
const names = { name_en: 'Daman', name_ar: 'ضمان' };

/** A catalogue item put straight into the database. */
async function insertItem(kind: 'speciality' | 'insurance' | 'addon' | 'category', nameEn: string) {
  const id = newId();
  await t.server.services.database.db.insert(lookups).values({ id, kind, nameEn, nameAr: `${nameEn} ع` });
  return id;
}

describe('validation messages (002 §5)', () => {
  it('answers each missing or bad speciality, insurance and package category field with its message', async () => {
    const without = (key: string, fields: Record<string, FormValue>) =>
      Object.fromEntries(Object.entries(fields).filter(([k]) => k !== key));
    const cases: [string, Record<string, FormValue>, string][] = [
      ['/specialities', without('name_en', { ...speciality, image: png() }), 'Required ( English )'],
      ['/specialities', { ...speciality, name_ar: '   ', image: png() }, 'Required ( Arabic )'],
      ['/specialities', without('tags', { ...speciality, image: png() }), 'Required'],
      ['/specialities', { ...speciality, tags: ' , ,', image: png() }, 'Required'],
      ['/specialities', without('order', { ...speciality, image: png() }), 'Required'],
      ['/specialities', { ...speciality, order: 'first', image: png() }, 'Order must be a number'],
      ['/specialities', speciality, 'Please select an image'],
      ['/insurances', without('name_en', { ...names, image: png() }), 'Required ( English )'],
      ['/insurances', names, 'Please select an image'],
      ['/packageCategories', names, 'Please select image'],
    ];
    for (const [path, fields, message] of cases) {
      await t.api.refused(await t.multipart('POST', path, fields), 400, message);
    }
    // A package category needs its image on update too.
    const categoryId = newId();
    await t.server.services.database.db
      .insert(packageCategories)
      .values({ id: categoryId, nameEn: 'Dental', nameAr: 'أسنان' });
    await t.api.refused(
      await t.multipart('PUT', `/packageCategories/${categoryId}`, names),
      400,
      'Please select image',
    );
    expect(await t.storedFiles()).toBe(0);
  });

  it('answers missing category and addon names with their messages', async () => {
    await t.api.refused(await t.json('POST', '/categories', { name_ar: 'فئة' }), 400, 'Required ( In English )');
    await t.api.refused(
      await t.json('POST', '/categories', { name_en: 'Clinic', name_ar: ' ' }),
      400,
      'Required ( In Arabic )',
    );
    await t.api.refused(
      await t.json('POST', '/addons', { name_en: '', name_ar: 'صيدلية' }),
      400,
      'Required ( In English )',
    );
    // The specification's text for the addon's Arabic name ends with a space.
    await t.api.refused(await t.json('POST', '/addons', { name_en: 'Pharmacy' }), 400, 'Required ( In Arabic ) ');
  });
});

describe('catalogue images (002 §5, §9)', () => {
  it('refuses an image over 5,242,880 bytes with 413 and the message, and takes one of exactly that size', async () => {
    const tooBig = new File([jpegOfSize(6 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' });
    await t.api.refused(
      await t.multipart('POST', '/specialities', { ...speciality, image: tooBig }),
      413,
      'File too Big, please select a file less than 5mb',
    );
    const justOver = new File([jpegOfSize(5_242_881)], 'over.jpg', { type: 'image/jpeg' });
    await t.api.refused(
      await t.multipart('POST', '/insurances', { ...names, image: justOver }),
      413,
      'File too Big, please select a file less than 5mb',
    );
    expect(await t.storedFiles()).toBe(0);
    const atLimit = new File([jpegOfSize(5_242_880)], 'limit.jpg', { type: 'image/jpeg' });
    const created = await t.multipart('POST', '/insurances', { ...names, image: atLimit });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { logo?: string } };
    expect(data.logo).toMatch(/\.jpg$/);
  });

  it('judges the image by its content: a PDF named .png is refused, as are two files', async () => {
    const disguised = new File([pdfBytes], 'logo.png', { type: 'image/png' });
    await t.api.refused(
      await t.multipart('POST', '/specialities', { ...speciality, name_en: 'Disguised', image: disguised }),
      415,
      'Only JPG, JPEG or PNG images are allowed',
    );
    const twoFiles = new FormData();
    for (const [key, value] of Object.entries({ ...names, name_en: 'Two' })) twoFiles.append(key, value);
    twoFiles.append('image', png('a.png'));
    twoFiles.append('image', png('b.png'));
    const response = await t.api.call('/insurances', {
      method: 'POST',
      headers: { authorization: `Bearer ${t.tenant.tokens.ADMIN}` },
      body: twoFiles,
    });
    await t.api.refused(response, 400, /one file/);
    const db = t.server.services.database.db;
    expect(await db.select().from(lookups).where(eq(lookups.nameEn, 'Disguised'))).toEqual([]);
  });
});

describe('deleting an item in use (409, where it is used)', () => {
  it('refuses a speciality of a doctor, then deletes it once no doctor has it', async () => {
    const db = t.server.services.database.db;
    const id = await insertItem('speciality', 'Dermatology');
    await db.insert(doctorSpecialities).values({ doctorId: t.tenant.doctorId, specialityId: id });
    await t.api.refused(await t.json('DELETE', `/specialities/${id}`), 409, 'This speciality is used by 1 doctor');
    expect(await db.select().from(doctorSpecialities).where(eq(doctorSpecialities.specialityId, id))).toHaveLength(1);

    await db.delete(doctorSpecialities).where(eq(doctorSpecialities.specialityId, id));
    expect((await t.json('DELETE', `/specialities/${id}`)).status).toBe(200);
  });

  it('refuses an insurance of hospitals and patients, an addon of a hospital and a package category of an offer', async () => {
    const db = t.server.services.database.db;
    const insurance = await insertItem('insurance', 'Sukoon');
    const addon = await insertItem('addon', 'Prayer Room');
    await db
      .update(hospitals)
      .set({ insurances: [insurance], services: [addon] })
      .where(eq(hospitals.id, t.tenant.hospitalId));
    await db
      .update(patients)
      .set({ insurances: [insurance] })
      .where(eq(patients.id, t.tenant.patientId));
    const otherHospital = (await db.select().from(hospitals).where(eq(hospitals.id, t.tenant.hospitalId)))[0];
    if (!otherHospital) throw new Error('no hospital');
    await db
      .insert(hospitals)
      .values({ ...otherHospital, id: newId(), email: 'second@demo.test', insurances: [insurance], services: [] });
    await t.api.refused(
      await t.json('DELETE', `/insurances/${insurance}`),
      409,
      'This insurance is used by 2 hospitals and 1 patient',
    );
    await t.api.refused(await t.json('DELETE', `/addons/${addon}`), 409, 'This addon is used by 1 hospital');

    const categoryId = newId();
    await db.insert(packageCategories).values({ id: categoryId, nameEn: 'Wellness', nameAr: 'العافية' });
    await db.insert(packages).values({
      id: newId(),
      hospitalId: t.tenant.hospitalId,
      type: 'ON_PERCENTAGE',
      off: 10,
      title: 'Spa day',
      categoryId,
      points: 40,
      voucherCode: 'RULESTEST01',
    });
    await t.api.refused(
      await t.json('DELETE', `/packageCategories/${categoryId}`),
      409,
      'This package category is used by 1 offer',
    );
    const stillThere = await db.select().from(lookups).where(eq(lookups.id, insurance));
    expect(stillThere).toHaveLength(1);
  });
});

describe('access: catalogue writes are for the admin only', () => {
  it('refuses every write to a hospital, a vendor (403) and a guest (401), changing nothing', async () => {
    const db = t.server.services.database.db;
    const ids = {
      speciality: await insertItem('speciality', 'Guarded'),
      insurance: await insertItem('insurance', 'Guarded'),
      category: await insertItem('category', 'Guarded'),
      addon: await insertItem('addon', 'Guarded'),
      package: newId(),
    };
    await db.insert(packageCategories).values({ id: ids.package, nameEn: 'Guarded', nameAr: 'محمي' });
    const withImage = { ...names, image: png() };
    const writes: [string, string, 'multipart' | 'json', Record<string, FormValue> | undefined][] = [
      ['POST', '/specialities', 'multipart', { ...speciality, image: png() }],
      ['PUT', `/specialities/${ids.speciality}`, 'multipart', speciality],
      ['DELETE', `/specialities/${ids.speciality}`, 'json', undefined],
      ['POST', '/insurances', 'multipart', withImage],
      ['PUT', `/insurances/${ids.insurance}`, 'multipart', names],
      ['DELETE', `/insurances/${ids.insurance}`, 'json', undefined],
      ['POST', '/packageCategories', 'multipart', withImage],
      ['PUT', `/packageCategories/${ids.package}`, 'multipart', withImage],
      ['DELETE', `/packageCategories/${ids.package}`, 'json', undefined],
      ['POST', '/categories', 'json', names],
      ['PUT', `/categories/${ids.category}`, 'json', names],
      ['DELETE', `/categories/${ids.category}`, 'json', undefined],
      ['POST', '/addons', 'json', names],
      ['PUT', `/addons/${ids.addon}`, 'json', names],
      ['DELETE', `/addons/${ids.addon}`, 'json', undefined],
    ];
    const callers: [string, string, number][] = [
      ['hospital', t.tenant.tokens.HOSPITAL, 403],
      ['vendor', t.tenant.tokens.VENDOR, 403],
      ['guest', '', 401],
    ];
    const before = await db.select().from(lookups);
    for (const [method, path, kind, fields] of writes) {
      for (const [who, token, status] of callers) {
        const response =
          kind === 'multipart' && fields
            ? await t.multipart(method, path, fields, token)
            : await t.json(method, path, fields, token);
        expect(response.status, `${method} ${path} as ${who}`).toBe(status);
      }
    }
    expect(await db.select().from(lookups)).toEqual(before);
    expect(await db.select().from(packageCategories).where(eq(packageCategories.id, ids.package))).toHaveLength(1);
    // The admin may: the same delete goes through.
    expect((await t.json('DELETE', `/categories/${ids.category}`)).status).toBe(200);
  });
});
