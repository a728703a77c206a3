import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/ids';
import { createTenant, type Tenant } from './tenants';
import { startTestServer } from './test-server';

// The rules of services, offers, family members and staff live in the
// database (migrations/0002): whatever a handler does, bad rows are refused.

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
let a: Tenant;
let b: Tenant;
let categoryId: string;
let vendorId: string;
beforeAll(async () => {
  server = await startTestServer();
  a = await createTenant(server, 'rules-a');
  b = await createTenant(server, 'rules-b');
  categoryId = newId();
  await sql(`insert into package_categories (id, name_en, name_ar) values ($1, 'Dental Care', 'العناية بالأسنان')`, [
    categoryId,
  ]);
  vendorId = newId();
  await sql(
    `insert into vendors (id, first_name, last_name, branch_name, email, address, phone_no)
     values ($1, 'Huda', 'Al Zaabi', 'Smile Dental Lounge', 'huda@smile.test', 'Al Khan, Sharjah', '+971-56 318 4470')`,
    [vendorId],
  );
});
afterAll(async () => {
  await server.close();
});

const sql = (text: string, params: unknown[] = []) => server.services.database.query(text, params);

/** The PostgreSQL error code a statement fails with (undefined when it succeeds). */
async function codeOf(text: string, params: unknown[] = []): Promise<string | undefined> {
  try {
    await sql(text, params);
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

const CHECK = '23514';
const FOREIGN_KEY = '23503';
const UNIQUE = '23505';

const service = (hospitalId: string, isFree: boolean, price: number | null) =>
  codeOf(
    `insert into hospital_services (id, hospital_id, name, description, is_free, price) values ($1, $2, 'Consultation', 'A visit', $3, $4)`,
    [newId(), hospitalId, isFree, price],
  );

const offer = (columns: Record<string, unknown>) => {
  const values: Record<string, unknown> = {
    id: newId(),
    type: 'ON_PERCENTAGE',
    title: 'Whitening',
    category_id: categoryId,
    points: 100,
    off: 20,
    voucher_code: `CODE${Math.floor(Math.random() * 1e9)}`,
    hospital_id: a.hospitalId,
    ...columns,
  };
  const names = Object.keys(values).map((n) => (n === 'off' ? '"off"' : n));
  return codeOf(
    `insert into packages (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(values),
  );
};

describe('records keep their rules in the database', () => {
  it('a paid service costs more than zero AED; a free one has no price', async () => {
    expect(await service(a.hospitalId, false, 250)).toBeUndefined();
    expect(await service(a.hospitalId, true, null)).toBeUndefined();
    expect(await service(a.hospitalId, false, null)).toBe(CHECK);
    expect(await service(a.hospitalId, false, 0)).toBe(CHECK);
    expect(await service(a.hospitalId, true, 100)).toBe(CHECK);
  });

  it("a service links only its own hospital's doctors and nurses", async () => {
    const serviceId = newId();
    await sql(
      `insert into hospital_services (id, hospital_id, name, description, is_free) values ($1, $2, 'Flu shot', 'Vaccine', true)`,
      [serviceId, a.hospitalId],
    );
    const link = (providerId: string, hospitalId: string) =>
      codeOf(`insert into service_providers (service_id, provider_id, hospital_id) values ($1, $2, $3)`, [
        serviceId,
        providerId,
        hospitalId,
      ]);
    expect(await link(a.nurseId, a.hospitalId)).toBeUndefined();
    expect(await link(b.doctorId, a.hospitalId)).toBe(FOREIGN_KEY);
    expect(await link(b.doctorId, b.hospitalId)).toBe(FOREIGN_KEY);
    // A slot's service is one of the slot's hospital.
    expect(await codeOf(`update slots set service_id = $1 where id = $2`, [serviceId, b.slotId])).toBe(FOREIGN_KEY);
    expect(await codeOf(`update slots set service_id = $1 where id = $2`, [serviceId, a.slotId])).toBeUndefined();
  });

  it('an offer has one owner, the terms of its type and a unique voucher code', async () => {
    expect(await offer({ voucher_code: 'SMILE40' })).toBeUndefined();
    expect(await offer({ voucher_code: 'SMILE40', hospital_id: b.hospitalId })).toBe(UNIQUE);
    expect(await offer({ voucher_code: 'smile-40' })).toBe(CHECK);
    expect(await offer({ vendor_id: vendorId })).toBe(CHECK);
    expect(await offer({ hospital_id: null })).toBe(CHECK);
    expect(await offer({ hospital_id: null, vendor_id: vendorId })).toBeUndefined();
    expect(await offer({ off: null })).toBe(CHECK);
    expect(await offer({ off: 120 })).toBe(CHECK);
    expect(await offer({ type: 'BUY_SOME_GET_SOME', off: null, buy_quantity: 2, get_quantity: 1 })).toBeUndefined();
    expect(await offer({ type: 'BUY_SOME_GET_SOME', buy_quantity: 2, get_quantity: 1 })).toBe(CHECK);
    expect(await offer({ type: 'BUY_SOME_GET_SOME', off: null, buy_quantity: 2 })).toBe(CHECK);
    expect(await offer({ category_id: newId() })).toBe(FOREIGN_KEY);
    // A category in use cannot go.
    expect(await codeOf(`delete from package_categories where id = $1`, [categoryId])).toBe(FOREIGN_KEY);
  });

  it('a family member has a known relation and masked numbers, once per patient, and goes with the patient', async () => {
    const member = (relation: string, emiratesId: string, phoneNo = '+971-50 123 4567') =>
      codeOf(
        `insert into family_members (id, patient_id, first_name, last_name, relation, emirates_id, phone_no)
         values ($1, $2, 'Khalid', 'Al Mansoori', $3, $4, $5)`,
        [newId(), a.patientId, relation, emiratesId, phoneNo],
      );
    expect(await member('SON', '784-2015-1234567-1')).toBeUndefined();
    expect(await member('SON', '784-2015-1234567-1')).toBe(UNIQUE);
    expect(await member('COUSIN', '784-2016-1234567-1')).toBe(CHECK);
    expect(await member('DAUGHTER', '784201612345671')).toBe(CHECK);
    expect(await member('DAUGHTER', '784-2016-1234567-2', '0501234567')).toBe(CHECK);

    const [row] = (await sql(`select id from family_members where patient_id = $1`, [a.patientId])) as { id: string }[];
    await sql(`update slots set status = 'BOOKED', patient_id = $1, family_member_id = $2 where id = $3`, [
      a.patientId,
      row?.id,
      a.slotId,
    ]);
    await sql(`delete from patients where id = $1`, [a.patientId]);
    expect(await sql(`select 1 from family_members where patient_id = $1`, [a.patientId])).toEqual([]);
    expect(await sql(`select family_member_id, patient_id from slots where id = $1`, [a.slotId])).toEqual([
      { family_member_id: null, patient_id: null },
    ]);
  });

  it('nurses and technicians have a type; doctors have none', async () => {
    const provider = (kind: string, nurseType: string | null) =>
      codeOf(
        `insert into providers (id, kind, nurse_type, hospital_id, first_name, last_name, email) values ($1, $2, $3, $4, 'Grace', 'Santos', $5)`,
        [newId(), kind, nurseType, a.hospitalId, `${newId()}@rules.test`],
      );
    expect(await provider('NURSE', 'Technician')).toBeUndefined();
    expect(await provider('NURSE', null)).toBe(CHECK);
    expect(await provider('NURSE', 'Doctor')).toBe(CHECK);
    expect(await provider('DOCTOR', 'Nurse')).toBe(CHECK);
  });
});
