import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hospitals, slots } from '../../../db/schema';
import { newId } from '../../../ids';
import { pngBytes } from '../../../../test/fixtures';
import {
  directories,
  imageForm,
  insertCatalogue,
  jpegOfSize,
  staffClient,
  type TestServer,
} from '../../../../test/staff-client';
import { createTenant, type Tenant } from '../../../../test/tenants';
import { startTestServer } from '../../../../test/test-server';

// The hospital's staff directories through the HTTP API: doctors, nurses and
// technicians, laboratories, receptionists; their accounts and pictures.

let server: TestServer;
let api: ReturnType<typeof staffClient>;
let a: Tenant;
let ids: Awaited<ReturnType<typeof insertCatalogue>>;
type Doctor = { _id: string; email: string; firstName: string; mobile?: string; image?: string };
type Person = { _id: string; email: string; firstName: string; image?: string };

beforeAll(async () => {
  server = await startTestServer();
  api = staffClient(server);
  a = await createTenant(server, 'staff-a');
  ids = await insertCatalogue(server);
});
afterAll(async () => {
  await server.close();
});

const doctorBody = (firstName: string, email: string) => ({
  firstName,
  lastName: 'Haddad',
  email,
  mobile: '+971-50 765 4321',
  experience: '9',
  gender: ids.female,
  country: ids.uae,
  language: ids.arabic,
  specialityId: [ids.cardiology],
  about: 'Consultant cardiologist.',
});

async function createDoctor(firstName: string, email: string): Promise<Doctor> {
  const response = await api.send('POST', '/doctors', a.tokens.HOSPITAL, doctorBody(firstName, email));
  return (await api.conforming<{ data: Doctor }>(response, 'createDoctor', 201)).data;
}

describe('doctors', () => {
  it('creates a doctor whose account gets a set-password mail and can then sign in', async () => {
    const doctor = await createDoctor('Layla', 'Layla.Haddad@Clinic.ae');
    expect(doctor.email).toBe('layla.haddad@clinic.ae');
    const before = await api.login('layla.haddad@clinic.ae', 'Welcome@2024');
    await api.refused(before, 401, 'Invalid Credentials');
    const mail = server.mails.findLast((m) => m.includes('to layla.haddad@clinic.ae:'));
    expect(mail).toMatch(/Hospital staff-a has added you to Aafiya as a doctor/);
    const session = await api.setPasswordAndSignIn('layla.haddad@clinic.ae');
    expect(session.user.role).toBe('DOCTOR');
    expect(session.user.referenceId).toBe(doctor._id);

    // Signed in, the doctor edits his own profile and account.
    const own = await api.send('PUT', `/doctors/${doctor._id}`, session.token, { about: 'Heart rhythm specialist.' });
    await api.conforming(own, 'updateDoctor');
    const mismatch = await api.send('PUT', `/doctors/${doctor._id}`, session.token, {
      password: 'Another@2024',
      confirmPassword: 'Different@2024',
    });
    await api.refused(mismatch, 400, 'Both password need to be the same');
    const password = { password: 'Another@2024', confirmPassword: 'Another@2024' };
    await api.conforming(await api.send('PUT', `/doctors/${doctor._id}`, session.token, password), 'updateDoctor');
    // The new password ended the session it was changed in (#17).
    await api.refused(await api.send('PUT', `/doctors/${doctor._id}`, session.token, { about: 'x' }), 401);
    const again = await api.conforming<{ token: string }>(
      await api.login('layla.haddad@clinic.ae', 'Another@2024'),
      'loginUser',
    );
    const moved = await api.send('PUT', `/doctors/${doctor._id}`, again.token, { email: 'layla@clinic.ae' });
    const result = await api.conforming<{ data: { doctor: Doctor; user: { email: string } } }>(moved, 'updateDoctor');
    expect(result.data.doctor.email).toBe('layla@clinic.ae');
    expect(result.data.user.email).toBe('layla@clinic.ae');
    expect((await api.login('layla@clinic.ae', 'Another@2024')).status).toBe(200);
  });

  it('lists in pages or all at once, and searches names and e-mails case-insensitively', async () => {
    for (let i = 0; i < 12; i++) await createDoctor(`Pager${String(i).padStart(2, '0')}`, `pager${i}@clinic.ae`);
    const first = await api.conforming<{ numberOfPages: number; totalItems: number; doctors: Doctor[] }>(
      await api.send('GET', '/doctors?page=0', a.tokens.HOSPITAL),
      'listDoctors',
    );
    expect(first.doctors).toHaveLength(12);
    expect(first.numberOfPages).toBe(Math.ceil(first.totalItems / 12));
    const all = await api.conforming<{ numberOfPages: number; doctors: Doctor[] }>(
      await api.send('GET', '/doctors?getAll=true', a.tokens.HOSPITAL),
      'listDoctors',
    );
    expect(all.doctors).toHaveLength(first.totalItems);
    expect(all.numberOfPages).toBe(1);

    const search = async (text: string) =>
      (
        await api.conforming<{ doctors: Doctor[]; numberOfPages: number }>(
          await api.send('GET', `/doctors/search/${encodeURIComponent(text)}`, a.tokens.HOSPITAL),
          'searchHospitalDoctors',
        )
      ).doctors.map((d) => d.firstName);
    expect(await search('PAGER0')).toHaveLength(10);
    expect(await search('pager11@CLINIC')).toEqual(['Pager11']);
    expect(await search('pager03 hadd')).toEqual(['Pager03']);
    expect(await search('%')).toEqual([]);
    const none = await api.send('GET', '/doctors/search/nobody-here', a.tokens.HOSPITAL);
    expect((await api.conforming<{ numberOfPages: number }>(none, 'searchHospitalDoctors')).numberOfPages).toBe(0);
  });

  it("updates from the hospital's form: names and specialities change, the e-mail is ignored", async () => {
    const doctor = await createDoctor('Rania', 'rania@clinic.ae');
    const response = await api.send('PUT', `/doctors/${doctor._id}`, a.tokens.HOSPITAL, {
      firstName: 'Rana',
      email: 'changed@clinic.ae',
      specialityId: [ids.dermatology],
    });
    const { data } = await api.conforming<{
      data: { doctor: Doctor & { specialityId: { name_en: string }[] }; user: { firstName: string } };
    }>(response, 'updateDoctor');
    expect(data.doctor.email).toBe('rania@clinic.ae');
    expect(data.doctor.specialityId.map((s) => s.name_en)).toEqual(['Dermatology']);
    expect(data.user.firstName).toBe('Rana');
    const password = await api.send('PUT', `/doctors/${doctor._id}`, a.tokens.HOSPITAL, { password: 'Secret@123' });
    await api.refused(password, 403, 'Only the account holder can change the password');
    const emailOnly = await api.send('PUT', `/doctors/${doctor._id}`, a.tokens.HOSPITAL, { email: 'x@clinic.ae' });
    const same = await api.conforming<{ data: { doctor: Doctor } }>(emailOnly, 'updateDoctor');
    expect(same.data.doctor).toMatchObject({ firstName: 'Rana', email: 'rania@clinic.ae' });
  });

  it('names the wrong field (400) and refuses a used e-mail (409)', async () => {
    const post = (body: Record<string, unknown>) => api.send('POST', '/doctors', a.tokens.HOSPITAL, body);
    const base = doctorBody('Sara', 'sara@clinic.ae');
    await api.refused(await post({ ...base, specialityId: undefined }), 400, 'specialityId is required');
    await api.refused(await post({ ...base, mobile: '0501234567' }), 400, 'mobile is not in the expected format');
    await api.refused(await post({ ...base, email: 'not-mail' }), 400, 'email must be a valid email');
    await api.refused(await post({ ...base, firstName: '   ' }), 400, 'firstName is required');
    await api.refused(await post({ ...base, experience: ' ' }), 400, 'experience is required');
    const years = 'experience must be a whole number of years from 0 to 70';
    for (const experience of ['abc', '71', '2.5', '-1']) {
      await api.refused(await post({ ...base, experience }), 400, years);
    }
    await api.refused(await post({ ...base, gender: ids.uae }), 400, 'gender is not a known gender');
    await api.refused(await post({ ...base, specialityId: [ids.male] }), 400, /specialityId/);
    await api.refused(await post({ ...base, email: 'PAGER1@clinic.ae' }), 409, 'This email is already registered');
    await api.refused(
      await post({ ...base, email: 'patient-staff-a@demo.test' }),
      409,
      'This email is already registered',
    );
  });

  it('keeps a doctor with upcoming booked appointments; deletes one without, with account and free slots', async () => {
    const doctor = await createDoctor('Yara', 'yara@clinic.ae');
    await api.setPasswordAndSignIn('yara@clinic.ae');
    const db = server.services.database.db;
    const start = new Date(Date.now() + 3 * 24 * 3600_000);
    start.setUTCMinutes(0, 0, 0);
    const slot = (offset: number, booked: boolean) => ({
      id: newId(),
      providerId: doctor._id,
      hospitalId: a.hospitalId,
      startAt: new Date(start.getTime() + offset * 1800_000),
      endAt: new Date(start.getTime() + (offset + 1) * 1800_000),
      ...(booked ? { status: 'BOOKED' as const, patientId: a.patientId } : {}),
    });
    const booked = slot(0, true);
    await db.insert(slots).values([booked, slot(1, false)]);
    const refusedDelete = await api.send('DELETE', `/doctors/${doctor._id}`, a.tokens.HOSPITAL);
    await api.refused(refusedDelete, 409, /upcoming booked appointments/);

    await db.delete(slots).where(eq(slots.id, booked.id));
    const deleted = await api.send('DELETE', `/doctors/${doctor._id}`, a.tokens.HOSPITAL);
    expect((await api.conforming<{ data: { _id: string } }>(deleted, 'deleteDoctor')).data._id).toBe(doctor._id);
    await api.refused(await api.send('GET', `/doctors/${doctor._id}`), 404, 'Doctor not found');
    await api.refused(await api.login('yara@clinic.ae', 'Welcome@2024'), 401, 'Invalid Credentials');
    const left = await server.services.database.query('select id from slots where provider_id = $1', [doctor._id]);
    expect(left).toHaveLength(0);
  });

  it('serves the public directory without mobile numbers, and only doctors of approved hospitals', async () => {
    const doctor = await createDoctor('Mona', 'mona@clinic.ae');
    const guest = await api.conforming<{ data: Doctor }>(await api.send('GET', `/doctors/${doctor._id}`), 'getDoctor');
    expect(guest.data.mobile).toBeUndefined();
    const staff = await api.send('GET', `/doctors/${doctor._id}`, a.tokens.RECEPTIONIST);
    expect((await api.conforming<{ data: Doctor }>(staff, 'getDoctor')).data.mobile).toBe('+971-50 765 4321');

    const all = await api.conforming<{ data: { doctors: Doctor[] } }>(
      await api.send('GET', '/doctors/all'),
      'listAllDoctors',
    );
    expect(all.data.doctors.map((d) => d._id)).toContain(doctor._id);
    expect(all.data.doctors.every((d) => d.mobile === undefined)).toBe(true);
    const bySpeciality = await api.send('GET', `/doctors/searchDoctorBySpeciality/${ids.cardiology}`);
    expect(
      (await api.conforming<{ data: Doctor[] }>(bySpeciality, 'searchDoctorsBySpeciality')).data.length,
    ).toBeGreaterThan(0);
    await api.refused(
      await api.send('GET', `/doctors/searchDoctorBySpeciality/${ids.male}`),
      404,
      'Speciality not found',
    );
    const byText = await api.send('GET', '/doctors/searchAll/cardio');
    expect((await api.conforming<{ data: Doctor[] }>(byText, 'searchAllDoctors')).data.map((d) => d._id)).toContain(
      doctor._id,
    );
    const filtered = await api.send('POST', '/doctors/filter', undefined, {
      checkedGenders: [ids.female],
      hospitalTypes: ['HOSPITAL'],
      text: 'mona',
    });
    expect((await api.conforming<{ data: Doctor[] }>(filtered, 'filterDoctors')).data.map((d) => d._id)).toEqual([
      doctor._id,
    ]);
    const male = await api.send('POST', '/doctors/filter', undefined, { checkedGenders: [ids.male], text: 'mona' });
    expect((await api.conforming<{ data: Doctor[] }>(male, 'filterDoctors')).data).toEqual([]);

    // A hospital waiting for approval is not on the public site.
    await server.services.database.db
      .update(hospitals)
      .set({ status: 'PENDING' })
      .where(eq(hospitals.id, a.hospitalId));
    await api.refused(await api.send('GET', `/doctors/${doctor._id}`), 404);
    const hidden = await api.conforming<{ data: { doctors: Doctor[] } }>(
      await api.send('GET', '/doctors/all'),
      'listAllDoctors',
    );
    expect(hidden.data.doctors.map((d) => d._id)).not.toContain(doctor._id);
    await server.services.database.db
      .update(hospitals)
      .set({ status: 'APPROVED' })
      .where(eq(hospitals.id, a.hospitalId));
  });
});

describe('nurses', () => {
  it("clears a nurse's optional texts from the EDIT form (experience, speciality and description are optional, 000 §5)", async () => {
    const nurse = directories.find((d) => d.kind === 'nurse');
    if (!nurse) throw new Error('no nurse directory');
    const created = await api.send('POST', nurse.base, a.tokens.HOSPITAL, {
      ...nurse.body('Mariam', 'mariam.optional@clinic.ae'),
      experience: '6',
      speciality: 'Paediatrics',
    });
    const { data } = await api.conforming<{ data: Person }>(created, nurse.ops.create, 201);
    const cleared = await api.send('PUT', `${nurse.base}/${data._id}`, a.tokens.HOSPITAL, {
      firstName: 'Mariam',
      experience: '',
      speciality: '',
      description: '',
    });
    const updated = await api.conforming<{ data: Person & { experience?: string; speciality?: string } }>(
      cleared,
      nurse.ops.update,
    );
    expect(updated.data.experience ?? '').toBe('');
    expect(updated.data.speciality ?? '').toBe('');
    const abc = await api.send('PUT', `${nurse.base}/${data._id}`, a.tokens.HOSPITAL, { experience: 'abc' });
    await api.refused(abc, 400, 'experience must be a whole number of years from 0 to 70');
  });
});

describe.each(directories)('$kind directory', (d) => {
  const create = async (firstName: string, email: string) => {
    const response = await api.send('POST', d.base, a.tokens.HOSPITAL, d.body(firstName, email));
    return (await api.conforming<{ data: Person }>(response, d.ops.create, 201)).data;
  };

  it('creates with an account that signs in after the set-password mail, lists, searches and gets', async () => {
    const record = await create('Hessa', `hessa.${d.kind}@clinic.ae`);
    const session = await api.setPasswordAndSignIn(`hessa.${d.kind}@clinic.ae`);
    expect(session.user.role).toBe(d.role);
    expect(session.user.referenceId).toBe(record._id);
    for (let i = 0; i < 12; i++) await create(`Member${String(i).padStart(2, '0')}`, `m${i}.${d.kind}@clinic.ae`);

    type Page = { data: Record<string, Person[]> & { numberOfPages: number; totalItems: number; pageNumber: number } };
    const page1 = await api.conforming<Page>(await api.send('GET', `${d.base}?page=1`, a.tokens.HOSPITAL), d.ops.list);
    expect(page1.data.pageNumber).toBe(1);
    expect(page1.data.numberOfPages).toBe(Math.ceil(page1.data.totalItems / 12));
    expect(page1.data[d.listKey]?.length).toBe(page1.data.totalItems - 12);
    const all = await api.conforming<Page>(
      await api.send('GET', `${d.base}?getAll=true`, a.tokens.HOSPITAL),
      d.ops.list,
    );
    expect(all.data[d.listKey]?.length).toBe(all.data.totalItems);

    const found = await api.send('GET', `${d.base}/search/HESSA.${d.kind}@`, a.tokens.HOSPITAL);
    expect((await api.conforming<Page>(found, d.ops.search)).data[d.listKey]?.map((p) => p._id)).toEqual([record._id]);
    const got = await api.conforming<{ data: Person }>(
      await api.send('GET', `${d.base}/${record._id}`, session.token),
      d.ops.get,
    );
    expect(got.data.email).toBe(`hessa.${d.kind}@clinic.ae`);
  });

  it('updates: the hospital cannot change the e-mail, the holder can change e-mail and password', async () => {
    const record = await create('Noura', `noura.${d.kind}@clinic.ae`);
    const byHospital = await api.send('PUT', `${d.base}/${record._id}`, a.tokens.HOSPITAL, {
      firstName: 'Nora',
      email: 'other@clinic.ae',
    });
    const updated = await api.conforming<{ data: Person }>(byHospital, d.ops.update);
    expect(updated.data).toMatchObject({ firstName: 'Nora', email: `noura.${d.kind}@clinic.ae` });
    const emailOnly = await api.send('PUT', `${d.base}/${record._id}`, a.tokens.HOSPITAL, { email: 'x@clinic.ae' });
    expect((await api.conforming<{ data: Person }>(emailOnly, d.ops.update)).data.email).toBe(
      `noura.${d.kind}@clinic.ae`,
    );

    const session = await api.setPasswordAndSignIn(`noura.${d.kind}@clinic.ae`);
    const own = await api.send('PUT', `${d.base}/${record._id}`, session.token, {
      email: `nora.${d.kind}@clinic.ae`,
      password: 'Changed@2024',
      confirmPassword: 'Changed@2024',
    });
    await api.conforming(own, d.ops.update);
    // The new password ended the session it was changed in (#17).
    await api.refused(await api.send('GET', `${d.base}/${record._id}`, session.token), 401);
    const again = await api.conforming<{ token: string }>(
      await api.login(`nora.${d.kind}@clinic.ae`, 'Changed@2024'),
      'loginUser',
    );
    const taken = await api.send('PUT', `${d.base}/${record._id}`, again.token, {
      email: 'hospital-staff-a@demo.test',
    });
    await api.refused(taken, 409, 'This email is already registered');
  });

  it('names the wrong field (400) and refuses a used e-mail (409)', async () => {
    const post = (body: Record<string, unknown>) => api.send('POST', d.base, a.tokens.HOSPITAL, body);
    const base = d.body('Amna', `amna.${d.kind}@clinic.ae`);
    await api.refused(await post({ ...base, lastName: undefined }), 400, 'lastName is required');
    await api.refused(await post({ ...base, mobile: '+971 55 123 4567' }), 400, 'mobile is not in the expected format');
    await api.refused(await post({ ...base, extra: 1 }), 400, 'extra is not an accepted field');
    if (d.kind === 'nurse') await api.refused(await post({ ...base, type: 'Doctor' }), 400, /type must be one of/);
    await api.refused(await post({ ...base, email: 'LAYLA@clinic.ae' }), 409, 'This email is already registered');
  });

  it('deletes the record with its account', async () => {
    const record = await create('Maitha', `maitha.${d.kind}@clinic.ae`);
    await api.setPasswordAndSignIn(`maitha.${d.kind}@clinic.ae`);
    const deleted = await api.send('DELETE', `${d.base}/${record._id}`, a.tokens.HOSPITAL);
    await api.conforming(deleted, d.ops.remove);
    await api.refused(await api.send('GET', `${d.base}/${record._id}`, a.tokens.HOSPITAL), 404);
    await api.refused(await api.login(`maitha.${d.kind}@clinic.ae`, 'Welcome@2024'), 401);
  });
});

describe('profile pictures', () => {
  const targets = [
    { base: '/doctors', ops: { upload: 'uploadDoctorProfilePicture', unpicture: 'deleteDoctorProfilePicture' } },
    ...directories,
  ];

  it.each(targets)('$base: accepts a JPEG up to 500 KB, refuses other content and larger files', async (t) => {
    const id = recordAt(t.base);
    const upload = (form: FormData) =>
      api.call(`${t.base}/uploadProfilePicture/${id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${a.tokens.HOSPITAL}` },
        body: form,
      });
    const ok = await upload(imageForm(jpegOfSize(500 * 1024), 'me.jpg', 'image/jpeg'));
    const { data } = await api.conforming<{ data: Person }>(ok, t.ops.upload);
    expect(data.image).toMatch(/^\/api\/files\/[a-f0-9]{32}\.jpg$/);
    const served = await server.app.request(data.image ?? '');
    expect(served.headers.get('content-type')).toBe('image/jpeg');

    await api.refused(
      await upload(imageForm(pngBytes, 'me.jpg', 'image/jpeg')),
      415,
      'Only JPG or JPEG images are allowed',
    );
    const big = imageForm(jpegOfSize(500 * 1024 + 1), 'big.jpg', 'image/jpeg');
    await api.refused(await upload(big), 413, 'Size should be less than or equal to 500 KB');
    await api.refused(await upload(new FormData()), 400);

    const removed = await api.call(`${t.base}/deleteProfileImage/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${a.tokens.HOSPITAL}` },
    });
    expect((await api.conforming<{ data: Person }>(removed, t.ops.unpicture)).data.image).toBeUndefined();
    expect((await server.app.request(data.image ?? '')).status).toBe(404);
  });
});

/** The tenant's own record behind a directory's base path. */
function recordAt(base: string): string {
  if (base === '/doctors') return a.doctorId;
  if (base === '/nurse') return a.nurseId;
  return base === '/labortories' ? a.laboratoryId : a.receptionistId;
}
