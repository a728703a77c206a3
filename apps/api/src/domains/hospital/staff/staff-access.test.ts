import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

// Tenancy of the staff directories: a hospital sees and changes only its own
// staff; another hospital's record is refused (403, a message, never data),
// and lists and searches never carry another hospital's staff.

let server: TestServer;
let api: ReturnType<typeof staffClient>;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  api = staffClient(server);
  a = await createTenant(server, 'acc-a');
  b = await createTenant(server, 'acc-b');
  await insertCatalogue(server);
});
afterAll(async () => {
  await server.close();
});

/** Hospital B's record of each directory, and the calls that name it. */
const kinds = [
  { base: '/doctors', record: () => b.doctorId, listKey: 'doctors' },
  { base: '/nurse', record: () => b.nurseId, listKey: 'nurses' },
  { base: '/labortories', record: () => b.laboratoryId, listKey: 'labs' },
  { base: '/receptionists', record: () => b.receptionistId, listKey: 'receptionists' },
];

function namedCalls(base: string, id: string): [method: string, path: string, body?: unknown][] {
  return [
    ...(base === '/doctors' ? [] : [['GET', `${base}/${id}`] as [string, string]]),
    ['PUT', `${base}/${id}`, { firstName: 'Hijacked' }],
    ['DELETE', `${base}/${id}`],
    ['DELETE', `${base}/deleteProfileImage/${id}`],
  ];
}

describe("another hospital's staff", () => {
  it.each(kinds)('$base: every call naming a record of hospital B is refused to hospital A', async (k) => {
    const id = k.record();
    for (const [method, path, body] of namedCalls(k.base, id)) {
      const response = await api.send(method, path, a.tokens.HOSPITAL, body);
      await api.refused(response, 403, 'You are not allowed to do this');
    }
    const upload = await api.call(`${k.base}/uploadProfilePicture/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${a.tokens.HOSPITAL}` },
      body: imageForm(jpegOfSize(1000), 'me.jpg', 'image/jpeg'),
    });
    await api.refused(upload, 403);
    // Nothing changed: hospital B still has the record under its name.
    const own = await api.send('GET', `${k.base}/${id}`, b.tokens.HOSPITAL);
    const body = (await own.json()) as { data: { firstName: string; image?: string } };
    expect(own.status).toBe(200);
    expect(body.data.firstName).not.toBe('Hijacked');
    expect(body.data.image).toBeUndefined();
  });

  it.each(kinds)("$base: lists and searches of hospital A hold none of hospital B's staff", async (k) => {
    const list = await api.send('GET', `${k.base}?getAll=true`, a.tokens.HOSPITAL);
    const search = await api.send('GET', `${k.base}/search/acc-b`, a.tokens.HOSPITAL);
    for (const response of [list, search]) {
      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, unknown> & { data?: Record<string, unknown> };
      const items = (k.base === '/doctors' ? body[k.listKey] : body.data?.[k.listKey]) as { _id: string }[];
      expect(items.map((i) => i._id)).not.toContain(k.record());
    }
    const found = await api.send('GET', `${k.base}/search/acc-b`, b.tokens.HOSPITAL);
    expect(JSON.stringify(await found.json())).toContain(k.record());
  });

  it("refuses a list of another hospital's staff asked for by id; an admin may ask", async () => {
    await api.refused(await api.send('GET', `/doctors?reference_id=${b.hospitalId}`, a.tokens.HOSPITAL), 403);
    await api.refused(await api.send('GET', `/labortories?hospitalId=${b.hospitalId}`, a.tokens.HOSPITAL), 403);
    const byAdmin = await api.send('GET', `/labortories?hospitalId=${b.hospitalId}&getAll=true`, a.tokens.ADMIN);
    const labs = (await api.conforming<{ data: { labs: { _id: string }[] } }>(byAdmin, 'listLaboratories')).data.labs;
    expect(labs.map((l) => l._id)).toEqual([b.laboratoryId]);
  });

  it("gives hospital A only the public view of hospital B's doctor", async () => {
    const response = await api.send('GET', `/doctors/${b.doctorId}`, a.tokens.HOSPITAL);
    const { data } = await api.conforming<{ data: { mobile?: string } }>(response, 'getDoctor');
    expect(data.mobile).toBeUndefined();
  });
});

describe('roles and the staff themselves', () => {
  it('lets only a hospital add staff, to its own hospital', async () => {
    const body = { firstName: 'Reem', lastName: 'Al Ketbi', email: 'reem@desk.ae', mobile: '+971-56 222 3344' };
    for (const role of ['RECEPTIONIST', 'DOCTOR', 'NURSE', 'ADMIN', 'PATIENT'] as const) {
      await api.refused(await api.send('POST', '/receptionists', a.tokens[role], body), 403);
    }
    const created = await api.send('POST', '/receptionists', a.tokens.HOSPITAL, body);
    const { data } = await api.conforming<{ data: { _id: string; hospitalId: { _id: string } } }>(
      created,
      'createReceptionist',
      201,
    );
    expect(data.hospitalId._id).toBe(a.hospitalId);
    await api.refused(await api.send('GET', `/receptionists/${data._id}`, b.tokens.HOSPITAL), 403);
  });

  it.each(directories)('$kind: a staff member reads and edits only their own record', async (d) => {
    const colleague = await api.send('POST', d.base, a.tokens.HOSPITAL, d.body('Dana', `dana.${d.kind}@access.ae`));
    const { data } = await api.conforming<{ data: { _id: string } }>(colleague, d.ops.create, 201);
    const own = d.kind === 'nurse' ? a.nurseId : d.kind === 'laboratory' ? a.laboratoryId : a.receptionistId;
    const token = a.tokens[d.role];
    expect((await api.send('GET', `${d.base}/${own}`, token)).status).toBe(200);
    await api.refused(await api.send('GET', `${d.base}/${data._id}`, token), 403);
    await api.refused(await api.send('PUT', `${d.base}/${data._id}`, token, { firstName: 'X' }), 403);
    await api.refused(await api.send('DELETE', `${d.base}/${own}`, token), 403);
  });

  it('a nurse cannot make herself a technician; a doctor cannot change another doctor', async () => {
    await api.refused(
      await api.send('PUT', `/nurse/${a.nurseId}`, a.tokens.NURSE, { type: 'Technician' }),
      403,
      /Only the hospital/,
    );
    const other = await api.send('POST', '/doctors', a.tokens.HOSPITAL, {
      firstName: 'Tarek',
      lastName: 'Soliman',
      email: 'tarek@access.ae',
      mobile: '+971-50 333 4455',
      experience: '4',
      gender: (await lookupId('gender')) ?? '',
      country: (await lookupId('country')) ?? '',
      language: (await lookupId('language')) ?? '',
      specialityId: [(await lookupId('speciality')) ?? ''],
    });
    const { data } = await api.conforming<{ data: { _id: string } }>(other, 'createDoctor', 201);
    await api.refused(await api.send('PUT', `/doctors/${data._id}`, a.tokens.DOCTOR, { about: 'x' }), 403);
    await api.refused(await api.send('DELETE', `/doctors/${data._id}`, a.tokens.DOCTOR), 403);
  });

  it("answers a doctor's id on the nurse calls with 404, not the doctor", async () => {
    await api.refused(await api.send('GET', `/nurse/${a.doctorId}`, a.tokens.HOSPITAL), 404, 'Nurse not found');
    await api.refused(await api.send('DELETE', `/nurse/${a.doctorId}`, a.tokens.HOSPITAL), 404, 'Nurse not found');
  });
});

async function lookupId(kind: string): Promise<string | undefined> {
  const rows = await server.services.database.query<{ id: string }>(
    'select id from lookups where kind = $1 order by name_en limit 1',
    [kind],
  );
  return rows[0]?.id;
}
