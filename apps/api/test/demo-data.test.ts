import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidators } from '../src/contract/validator';
import { sniff } from '../src/files/file-store';
import { demoAccounts, DEMO_PASSWORD, seedDemoData } from '../src/seed/seed';
import { checkPng } from './png-check';
import { startTestServer } from './test-server';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
/** What a production server does on the same, still empty, database. */
let inProduction: { seeded: boolean; users: number; hospitals: number };
beforeAll(async () => {
  server = await startTestServer();
  const production = { ...server.services, config: { ...server.services.config, production: true } };
  inProduction = {
    seeded: await seedDemoData(production),
    users: await count(`from users`),
    hospitals: await count(`from hospitals`),
  };
  const cpu = process.cpuUsage();
  expect(await seedDemoData(server.services)).toBe(true);
  console.log(`demo data seeded in ${Math.round(process.cpuUsage(cpu).user / 1000)} ms of CPU`);
});
afterAll(async () => {
  await server.close();
});

const rows = <T>(sql: string) => server.services.database.query<T>(sql);
const count = async (sql: string) => (await rows<{ n: number }>(`select count(*)::int as n ${sql}`))[0]?.n ?? 0;

async function login(email: string) {
  const response = await server.app.request('/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function conformsTo(operationId: string, body: unknown) {
  const operation = server.contract.operations.find((o) => o.operationId === operationId);
  if (!operation) throw new Error(`${operationId} is in the contract`);
  return createValidators(server.contract).response(operation, 200, body);
}

/** Where each role's referenceId points. */
const recordOf: Record<string, string> = {
  HOSPITAL: `select id, id as hospital_id from hospitals`,
  DOCTOR: `select id, hospital_id from providers where kind = 'DOCTOR'`,
  NURSE: `select id, hospital_id from providers where kind = 'NURSE'`,
  LABORTORY: `select id, hospital_id from laboratories`,
  RECEPTIONIST: `select id, hospital_id from receptionists`,
  PHARMACY: `select id, null as hospital_id from pharmacies`,
  VENDOR: `select id, null as hospital_id from vendors`,
  PATIENT: `select id, null as hospital_id from patients`,
  ADMIN: `select id, null as hospital_id from users where role = 'ADMIN'`,
};

describe('demo data', () => {
  it('every demo account signs in with Demo@12345', async () => {
    for (const account of demoAccounts) {
      const { status, body } = await login(account.email);
      expect(status, account.email).toBe(200);
      expect((body.user as { role: string }).role).toBe(account.role);
      expect(conformsTo('loginUser', body), account.email).toBeUndefined();
    }
  });

  it('looks like a UAE deployment', async () => {
    expect(await count(`from hospitals`)).toBeGreaterThanOrEqual(3);
    expect(await count(`from (select distinct state from hospitals) s`)).toBeGreaterThanOrEqual(3);
    expect(await count(`from hospitals where type = 'CLINIC'`)).toBeGreaterThanOrEqual(1);
    expect(await count(`from hospitals where pcrdpi`)).toBeGreaterThanOrEqual(1);
    // Approved hospitals have their profile; the clinic waiting for approval (#22) only its registration.
    expect(
      await count(
        `from hospitals where status = 'APPROVED' and (image is null or about is null or cardinality(images) = 0)`,
      ),
    ).toBe(0);
    expect(await count(`from hospitals where status = 'PENDING' and trade_license_file_id is not null`)).toBe(1);
    expect(await count(`from providers where kind = 'DOCTOR'`)).toBeGreaterThanOrEqual(12);
    expect(await count(`from providers where kind = 'DOCTOR' and image is null`)).toBe(0);
    expect(await count(`from (select distinct speciality_id from doctor_specialities) s`)).toBeGreaterThanOrEqual(8);
    expect(
      await count(`from providers p where kind = 'DOCTOR' and not exists
      (select 1 from doctor_specialities s where s.doctor_id = p.id)`),
    ).toBe(0);
    for (const [table, condition, perHospital] of [
      ['providers', `nurse_type = 'Nurse'`, 1],
      ['providers', `nurse_type = 'Technician'`, 1],
      ['laboratories', 'true', 1],
      ['receptionists', 'true', 1],
      ['hospital_services', 'true', 3],
      ['packages', 'true', 1],
    ] as const) {
      const short = await count(`from hospitals h where h.status = 'APPROVED' and
        (select count(*) from ${table} x where ${condition} and x.hospital_id = h.id) < ${perHospital}`);
      expect(short, `${table} where ${condition}`).toBe(0);
    }
    expect(await count(`from vendors`)).toBeGreaterThanOrEqual(3);
    expect(await count(`from vendors where latitude is null or cardinality(images) = 0`)).toBe(0);
    expect(await count(`from packages where vendor_id is not null`)).toBeGreaterThanOrEqual(3);
    // Claimed offers of hospitals and of vendors (the admin's Claimed Offers, #22).
    expect(
      await count(`from rewards r join packages p on p.id = r.package_id where p.vendor_id is not null`),
    ).toBeGreaterThan(0);
    expect(
      await count(`from rewards r join packages p on p.id = r.package_id where p.hospital_id is not null`),
    ).toBeGreaterThan(0);
    // The points economy (#23): vendor@demo.ae has promo codes to redeem; patient@demo.ae points to spend.
    expect(
      await count(`from rewards r join packages p on p.id = r.package_id join vendors v on v.id = p.vendor_id
        where v.email = 'vendor@demo.ae' and r.status = 'PENDING'`),
    ).toBeGreaterThan(0);
    expect(await count(`from patients where email = 'patient@demo.ae' and points >= 300`)).toBe(1);
    // Two of his treated visits still have codes to earn points with (#25's e2e: one per language run).
    expect(
      await count(`from hospital_codes c join slots s on s.id = c.slot_id join patients p on p.id = c.patient_id
        where p.email = 'patient@demo.ae' and c.status = 'PENDING' and s.status = 'TAKEN' and s.start_at < now()`),
    ).toBeGreaterThanOrEqual(2);
    expect(await count(`from pharmacies`)).toBeGreaterThanOrEqual(1);
    expect(await count(`from patients`)).toBeGreaterThanOrEqual(30);
    const withFamily = await count(
      `from patients p where exists (select 1 from family_members f where f.patient_id = p.id)`,
    );
    expect(withFamily * 2).toBeGreaterThan(await count(`from patients`));
  });

  it('has a month of slots around today with appointments in every status', async () => {
    const now = Date.now();
    const [span] = await rows<{ first: Date; last: Date }>(
      `select min(start_at) as first, max(start_at) as last from slots`,
    );
    expect(now - new Date(span?.first ?? now).getTime()).toBeGreaterThan(10 * 24 * 3600 * 1000);
    expect(new Date(span?.last ?? now).getTime() - now).toBeGreaterThan(10 * 24 * 3600 * 1000);
    for (const status of ['AVAILABLE', 'BOOKED', 'APPROVED', 'TAKEN']) {
      expect(await count(`from slots where status = '${status}'`), status).toBeGreaterThan(0);
    }
    expect(await count(`from slots where status <> 'AVAILABLE' and patient_id is null`)).toBe(0);
    // Every slot is 30 minutes on a half-hour boundary (000 §9), as the API requires of new ones.
    expect(
      await count(`from slots where end_at - start_at <> interval '30 minutes'
      or mod(extract(epoch from start_at)::bigint, 1800) <> 0`),
    ).toBe(0);
    expect(await count(`from slots s join providers p on p.id = s.provider_id where p.kind = 'NURSE'`)).toBeGreaterThan(
      0,
    );
    expect(await count(`from slots where family_member_id is not null`)).toBeGreaterThan(0);
    expect(await count(`from slots where service_id is not null`)).toBeGreaterThan(0);
    // A family member on a slot is one of the booking patient's.
    expect(
      await count(`from slots s join family_members f on f.id = s.family_member_id
      where f.patient_id <> s.patient_id`),
    ).toBe(0);
  });

  it('has catalogues in English and Arabic', async () => {
    for (const kind of ['country', 'gender', 'language', 'insurance', 'speciality', 'category', 'addon']) {
      expect(await count(`from lookups where kind = '${kind}'`), kind).toBeGreaterThan(0);
    }
    expect(await count(`from lookups where name_ar = '' or name_ar = name_en`)).toBe(0);
    expect(await count(`from package_categories`)).toBeGreaterThanOrEqual(3);
    expect(await count(`from package_categories where name_ar = '' or image is null`)).toBe(0);
  });

  it("points every account's referenceId at a record of its kind", async () => {
    const accounts = await rows<{ email: string; role: string; reference_id: string; hospital_id: string | null }>(
      `select email, role, reference_id, hospital_id from users`,
    );
    for (const account of accounts) {
      const query = recordOf[account.role];
      if (!query) throw new Error(`no record kind for ${account.role}`);
      const [record] = await server.services.database.query<{ id: string; hospital_id: string | null }>(
        `select * from (${query}) r where r.id = $1`,
        [account.reference_id],
      );
      expect(record, account.email).toBeDefined();
      if (record?.hospital_id) expect(account.hospital_id, account.email).toBe(record.hospital_id);
    }
    // The records of the demo accounts point back at their users.
    for (const table of ['providers', 'laboratories', 'receptionists', 'pharmacies', 'vendors', 'patients']) {
      expect(
        await count(`from ${table} r join users u on u.id = r.user_id and u.reference_id = r.id`),
        table,
      ).toBeGreaterThan(0);
    }
  });

  it("puts the doctor, nurse, lab and receptionist accounts in hospital@demo.ae's hospital", async () => {
    const [main] = await rows<{ reference_id: string }>(
      `select reference_id from users where email = 'hospital@demo.ae'`,
    );
    for (const email of ['doctor@demo.ae', 'nurse@demo.ae', 'lab@demo.ae', 'reception@demo.ae']) {
      const [user] = await rows<{ hospital_id: string; role: string; reference_id: string }>(
        `select hospital_id, role, reference_id from users where email = '${email}'`,
      );
      expect(user?.hospital_id, email).toBe(main?.reference_id);
    }
  });

  it("gives lab@demo.ae pending requests from doctor@demo.ae for the hospital's patients (#21)", async () => {
    const pending = await count(`
      from lab_requests r
      join users lab on lab.reference_id = r.laboratory_id and lab.email = 'lab@demo.ae'
      join users doctor on doctor.reference_id = r.doctor_id and doctor.email = 'doctor@demo.ae'
      join patient_hospitals ph on ph.patient_id = r.patient_id and ph.hospital_id = r.hospital_id
      where r.status = 'pending'`);
    expect(pending).toBeGreaterThanOrEqual(2);
  });

  it('serves every picture as a valid image', async () => {
    const urls = await rows<{ url: string }>(`
      select image as url from providers union select image from hospitals where status = 'APPROVED'
      union select unnest(images) from hospitals
      union select image from laboratories union select image from receptionists union select image from vendors
      union select unnest(images) from vendors union select image from pharmacies union select image from hospital_services
      union select unnest(images) from packages union select image from package_categories`);
    expect(urls.length).toBeGreaterThan(60);
    for (const { url } of urls) {
      expect(url).toMatch(/^\/api\/files\/[a-f0-9]{32}\.(png|jpg)$/);
      const response = await server.app.request(url);
      expect(response.status, url).toBe(200);
      const type = response.headers.get('content-type');
      const bytes = new Uint8Array(await response.arrayBuffer());
      const kind = await sniff(bytes, ['png', 'jpeg']);
      expect(type, url).toBe(kind === 'png' ? 'image/png' : 'image/jpeg');
      if (kind === 'png') expect(checkPng(bytes).width).toBeGreaterThanOrEqual(160);
    }
  });

  it('answers the login of patient@demo.ae with family members, and of others with none', async () => {
    const { body } = await login('patient@demo.ae');
    const user = body.user as { referenceId: string };
    const members = body.familyMembers as { relation: string; patientId: string; emiratesId: string }[];
    expect(members.length).toBeGreaterThanOrEqual(2);
    for (const member of members) {
      expect(member.patientId).toBe(user.referenceId);
      expect(['FATHER', 'MOTHER', 'SON', 'DAUGHTER', 'SISTER', 'BROTHER', 'OTHER']).toContain(member.relation);
    }
    expect((await login('doctor@demo.ae')).body.familyMembers).toEqual([]);
    expect((await login('hospital@demo.ae')).body.hospital).toEqual({ PCRDPI: true });
  });

  it('lists doctors with their photos and specialities', async () => {
    const { body } = await login('hospital@demo.ae');
    const response = await server.app.request('/api/doctors?page=0', {
      headers: { authorization: `Bearer ${String(body.token)}` },
    });
    const page = (await response.json()) as { doctors: { image?: string; specialityId: { name_en?: string }[] }[] };
    expect(conformsTo('listDoctors', page)).toBeUndefined();
    expect(page.doctors.length).toBeGreaterThanOrEqual(5);
    for (const doctor of page.doctors) {
      expect(doctor.image).toMatch(/^\/api\/files\//);
      expect(doctor.specialityId[0]?.name_en).toBeTruthy();
    }
  });

  it("gives doctor@demo.ae two appointments booked today, one to start and one to end, and past visits' papers", async () => {
    const [doctor] = await rows<{ reference_id: string }>(
      `select reference_id from users where email = 'doctor@demo.ae'`,
    );
    const today = await rows<{ service_id: string | null }>(
      `select service_id from slots where provider_id = '${doctor?.reference_id ?? ''}' and status = 'BOOKED'
         and (start_at at time zone 'Asia/Dubai')::date = (now() at time zone 'Asia/Dubai')::date`,
    );
    expect(today.some((slot) => slot.service_id === null)).toBe(true);
    expect(today.some((slot) => slot.service_id !== null)).toBe(true);
    expect(await count(`from doctor_reports`)).toBeGreaterThan(20);
    expect(await count(`from sick_leaves`)).toBeGreaterThan(5);
    expect(await count(`from qr_prescriptions`)).toBeGreaterThan(5);
    // patient@demo.ae's past visit with doctor@demo.ae has all three.
    const featured = `(select reference_id from users where email = 'patient@demo.ae')`;
    for (const table of ['doctor_reports', 'sick_leaves', 'qr_prescriptions']) {
      expect(await count(`from ${table} where patient_id = ${featured}`), table).toBeGreaterThan(0);
    }
  });

  it('gives nurse@demo.ae a nurse appointment to end today, in a day of patients she can find by Emirates ID', async () => {
    const { body } = await login('nurse@demo.ae');
    const [nurse] = await rows<{ referenceId: string; hospitalId: string }>(
      `select reference_id as "referenceId", hospital_id as "hospitalId" from users where email = 'nurse@demo.ae'`,
    );
    if (!nurse) throw new Error('nurse@demo.ae is seeded');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
    const dashboard = async (emiratesId?: string) => {
      const response = await server.app.request(`/api/appointments/hospitalAppointments/${nurse.hospitalId}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${String(body.token)}`, 'content-type': 'application/json' },
        body: JSON.stringify({ date: today, ...(emiratesId ? { emiratesId } : {}) }),
      });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as {
        data: {
          status: string;
          type?: string;
          nurseId?: { _id: string };
          serviceId?: { _id: string };
          patientId?: { emiratesId: string };
        }[];
      };
      expect(conformsTo('listHospitalAppointments', answer)).toBeUndefined();
      return answer.data.filter((a) => a.status === 'BOOKED' || a.status === 'APPROVED');
    };
    const day = await dashboard();
    // End Treatment: a NURSE-type appointment assigned to her, with a service.
    expect(day.some((a) => a.type === 'NURSE' && a.nurseId?._id === nurse.referenceId && a.serviceId)).toBe(true);
    const booked = day.filter((a) => a.status === 'BOOKED' && a.patientId?.emiratesId);
    expect(booked.length).toBeGreaterThanOrEqual(2);
    // Part of an Emirates ID finds its appointment.
    const emiratesId = booked[0]?.patientId?.emiratesId ?? '';
    const found = await dashboard(emiratesId.slice(9, 16));
    expect(found.some((a) => a.patientId?.emiratesId === emiratesId)).toBe(true);
    expect(found.length).toBeLessThan(day.length);
  });

  it('is not seeded twice', async () => {
    expect(await seedDemoData(server.services)).toBe(false);
  });
});

describe('demo data in production', () => {
  it('is never made when NODE_ENV=production', () => {
    expect(inProduction).toEqual({ seeded: false, users: 0, hospitals: 0 });
  });
});
