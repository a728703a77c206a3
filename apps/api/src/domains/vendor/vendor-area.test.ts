import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageCategories, rewards } from '../../db/schema';
import { newId } from '../../ids';
import { pngBytes } from '../../../test/fixtures';
import { createMatrixTenant, type MatrixTenant } from '../../../test/contract-calls';
import { imageForm, jpegOfSize, staffClient, type TestServer } from '../../../test/staff-client';
import { startTestServer } from '../../../test/test-server';

// The vendor area through the HTTP API (002 "Vendor area", issue 23): a vendor
// reaches its own record, pictures, gallery, packages and promo codes, and no
// other vendor's.

let server: TestServer;
let api: ReturnType<typeof staffClient>;
let a: MatrixTenant;
let b: MatrixTenant;

beforeAll(async () => {
  server = await startTestServer();
  api = staffClient(server);
  a = await createMatrixTenant(server, 'a');
  b = await createMatrixTenant(server, 'b');
});
afterAll(async () => {
  await server.close();
});

type Vendor = { _id: string; firstName: string; phoneNo: string; image?: string; images: string[]; location?: unknown };
const upload = (path: string, form: FormData, token = a.tokens.VENDOR) =>
  server.app.request(`/api${path}`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: form });

describe('the vendor profile', () => {
  it("reads and updates its own record (names, phone, password, location), not another vendor's", async () => {
    const own = `/vendors/${a.vendorId}`;
    await api.conforming(await api.send('GET', own, a.tokens.VENDOR), 'getVendor');
    await api.refused(await api.send('GET', `/vendors/${b.vendorId}`, a.tokens.VENDOR), 403);
    await api.refused(await api.send('PUT', `/vendors/${b.vendorId}`, a.tokens.VENDOR, { firstName: 'X' }), 403);
    const updated = await api.conforming<{ message: string; data: Vendor }>(
      await api.send('PUT', own, a.tokens.VENDOR, { firstName: 'Noura', phoneNo: '+971-50 555 0199' }),
      'updateVendor',
    );
    expect(updated).toMatchObject({ message: 'Vendor profile updated', data: { firstName: 'Noura' } });
    const password = 'Vendor@2024x';
    await api.refused(await api.send('PUT', own, a.tokens.VENDOR, { password }), 400, 'Required');
    await api.refused(
      await api.send('PUT', own, a.tokens.VENDOR, { password, confirmPassword: 'Other@2024x' }),
      400,
      'Both password need to be the same',
    );
    const located = await api.conforming<{ data: Vendor }>(
      await api.send('PUT', own, a.tokens.VENDOR, { location: { type: 'Point', coordinates: [25.2, 55.27] } }),
      'updateVendor',
    );
    expect(located.data.location).toEqual({ type: 'Point', coordinates: [25.2, 55.27] });
    // The admin's toast stays the admin's.
    const byAdmin = await api.send('PUT', own, a.tokens.ADMIN, { lastName: 'Trading' });
    expect((await api.conforming<{ message: string }>(byAdmin, 'updateVendor')).message).toBe(
      'Vendor update successfully',
    );
  });

  it('uploads and removes its profile picture (JPEG only)', async () => {
    const path = `/vendors/uploadProfilePicture/${a.vendorId}`;
    await api.refused(await upload(path, imageForm(pngBytes, 'me.jpg', 'image/jpeg')), 415);
    await api.refused(await upload(path, imageForm(jpegOfSize(1000), 'me.jpg', 'image/jpeg'), b.tokens.VENDOR), 403);
    const put = await api.conforming<{ message: string; data: Vendor }>(
      await upload(path, imageForm(jpegOfSize(1000), 'me.jpg', 'image/jpeg')),
      'uploadVendorProfilePicture',
    );
    expect(put.message).toBe('Profile picture updated');
    expect(put.data.image).toMatch(/^\/api\/files\//);
    const removed = await api.conforming<{ message: string; data: Vendor }>(
      await api.send('DELETE', `/vendors/deleteProfileImage/${a.vendorId}`, a.tokens.VENDOR),
      'deleteVendorProfilePicture',
    );
    expect(removed).toMatchObject({ message: 'Profile picture deleted' });
    expect(removed.data.image).toBeUndefined();
  });

  it('adds a gallery image (data.url) and deletes it by its file name without extension', async () => {
    const path = `/vendors/uploadImage/${a.vendorId}`;
    await api.refused(await upload(path, imageForm(new Uint8Array([1, 2, 3, 4]), 'x.png', 'image/png')), 415);
    await api.refused(await upload(path, imageForm(jpegOfSize(5 * 1024 * 1024 + 1), 'big.jpg', 'image/jpeg')), 413);
    const added = await api.conforming<{ data: { url: string } }>(
      await upload(path, imageForm(pngBytes, 'shop.png', 'image/png')),
      'uploadVendorGalleryImage',
    );
    const name =
      added.data.url
        .split('/')
        .at(-1)
        ?.replace(/\.[^.]*$/, '') ?? '';
    const got = await api.conforming<{ data: Vendor }>(
      await api.send('GET', `/vendors/${a.vendorId}`, a.tokens.VENDOR),
      'getVendor',
    );
    expect(got.data.images).toEqual([added.data.url]);
    await api.refused(
      await api.send('DELETE', `/vendors/deleteGalleryImage/${b.vendorId}/${name}`, a.tokens.VENDOR),
      403,
    );
    await api.refused(
      await api.send('DELETE', `/vendors/deleteGalleryImage/${a.vendorId}/nothing`, a.tokens.VENDOR),
      404,
    );
    const deleted = await api.conforming<{ message: string; data: Vendor }>(
      await api.send('DELETE', `/vendors/deleteGalleryImage/${a.vendorId}/${name}`, a.tokens.VENDOR),
      'deleteVendorGalleryImage',
    );
    expect(deleted).toMatchObject({ message: 'Vandor gallery image deleted', data: { images: [] } });
    expect((await server.app.request(added.data.url)).status).toBe(404);
  });
});

describe("the vendor's packages and promo codes", () => {
  it('creates, updates, lists and deletes its own packages; not those of another vendor', async () => {
    const form = (fields: Record<string, string>, image = true) => {
      const data = image ? imageForm(pngBytes, 'offer.png', 'image/png') : new FormData();
      for (const [key, value] of Object.entries(fields)) data.append(key, value);
      return data;
    };
    const [category] = await server.services.database.db.select().from(packageCategories).limit(1);
    const fields = {
      type: 'BUY_SOME_GET_SOME',
      title: 'Two coffees',
      category_id: category?.id ?? '',
      points: '40',
      buyQuantity: '1',
      getQuantity: '1',
    };
    const send = (method: string, path: string, body: FormData, token = a.tokens.VENDOR) =>
      server.app.request(`/api${path}`, { method, headers: { authorization: `Bearer ${token}` }, body });
    const created = await api.conforming<{ data: { _id: string; vendorId: string } }>(
      await send('POST', '/packages', form(fields)),
      'createPackage',
      201,
    );
    expect(created.data.vendorId).toBe(a.vendorId);
    const id = created.data._id;
    const percentage = { ...fields, type: 'ON_PERCENTAGE', off: '15' };
    await api.refused(await send('PUT', `/packages/${id}`, form(percentage, false), b.tokens.VENDOR), 403);
    const updated = await api.conforming<{ data: { type: string; off?: number; buyQuantity?: number } }>(
      await send('PUT', `/packages/${id}`, form(percentage, false)),
      'updatePackage',
    );
    expect(updated.data).toMatchObject({ type: 'ON_PERCENTAGE', off: 15 });
    expect(updated.data.buyQuantity).toBeUndefined();
    const list = await api.conforming<{ data: { _id: string }[] }>(
      await api.send('GET', `/packages/vendor/${a.vendorId}`, a.tokens.VENDOR),
      'listVendorPackages',
    );
    expect(list.data.map((p) => p._id)).toContain(id);
    await api.refused(await api.send('GET', `/packages/vendor/${b.vendorId}`, a.tokens.VENDOR), 403);
    await api.refused(await api.send('DELETE', `/packages/${id}`, b.tokens.VENDOR), 403);
    expect((await api.send('DELETE', `/packages/${id}`, a.tokens.VENDOR)).status).toBe(200);
  });

  it('lists only the PENDING claims of its offers, with the patient name, offer terms, promo code and points', async () => {
    const redeemed = newId();
    await server.services.database.db
      .insert(rewards)
      .values({ id: redeemed, packageId: a.vendorPackageId, patientId: a.patientId, status: 'REDEEMED' });
    const { data } = await api.conforming<{
      data: {
        _id: string;
        status: string;
        voucherCode: string;
        patientId: Record<string, unknown>;
        packageId: object;
      }[];
    }>(await api.send('GET', `/rewards/vendor/${a.vendorId}`, a.tokens.VENDOR), 'listVendorRedemptions');
    expect(data.map((r) => r._id)).toEqual([a.vendorRewardId]);
    expect(data[0]?.status).toBe('PENDING');
    expect(data[0]?.voucherCode).toMatch(/^[A-Z0-9]{6,32}$/);
    expect(Object.keys(data[0]?.patientId ?? {}).sort()).toEqual(['_id', 'firstName', 'lastName']);
    expect(data[0]?.packageId).toMatchObject({ type: 'BUY_SOME_GET_SOME', buyQuantity: 1, getQuantity: 1, points: 30 });
    await api.refused(await api.send('GET', `/rewards/vendor/${b.vendorId}`, a.tokens.VENDOR), 403);
  });
});
