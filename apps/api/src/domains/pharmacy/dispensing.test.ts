import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyMembers, patients, prescriptionDispensings, qrPrescriptions } from '../../db/schema';
import { newId } from '../../ids';
import { verifyAddress } from '../../papers';
import { createTenant, type Tenant } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';
import { bookAppointment, expectConforms, send, type TestServer } from '../doctor/testing/paper-fixtures';
import { PAGE_SIZE } from '../shared/paging';
import { alreadyDispensedMessage } from './dispensings';
import { normaliseReference, PRESCRIPTION_NOT_VERIFIED } from './prescription-reference';

// A pharmacy scans a QR prescription, dispenses it once (also against 19 others
// pressing at the same moment), and lists what it dispensed (#21).

let server: TestServer;
let a: Tenant;
let b: Tenant;
/** The tenant's patient's Emirates ID (random per tenant). */
let patientEmiratesId: string;

interface PharmacyPrescription {
  _id: string;
  reference: string;
  patientName: string;
  emiratesId: string;
  doctor?: string;
  hospital: string;
  dispensed?: { at: string; pharmacy: { _id: string; name: string; branchName: string } };
}
interface PharmacyPrescriptionPage {
  pageNumber: number;
  numberOfPages: number;
  totalItems: number;
  prescriptions: PharmacyPrescription[];
}
/** The prescription an answer carries (checked against the contract where it matters). */
const prescriptionOf = (body: Record<string, unknown>) => (body as { data: PharmacyPrescription }).data;
const pageOf = (body: Record<string, unknown>) => (body as { data: PharmacyPrescriptionPage }).data;

/** A QR prescription of tenant a's doctor for its patient (or, with `appointmentId`, that appointment's person). */
async function prescribe(extra: Partial<typeof qrPrescriptions.$inferInsert> = {}): Promise<string> {
  const id = newId();
  await server.services.database.db.insert(qrPrescriptions).values({
    id,
    hospitalId: a.hospitalId,
    doctorId: a.doctorId,
    patientId: a.patientId,
    treatmentType: 'Medication',
    prescription: 'Amoxicillin 500 mg capsules',
    dosageADay: 3,
    consumptionDays: 7,
    ...extra,
  });
  return id;
}
const referenceOf = (id: string) => server.services.papers.sign('qr-prescription', id);
const scan = (token: string, reference: string) =>
  send(server, 'POST', '/pharmacyPrescriptions/scan', token, { reference });
const dispense = (token: string, reference: string) =>
  send(server, 'POST', '/pharmacyPrescriptions/dispense', token, { reference });

beforeAll(async () => {
  server = await startTestServer();
  a = await createTenant(server, 'ph-a');
  b = await createTenant(server, 'ph-b');
  const [patient] = await server.services.database.query<{ emirates_id: string }>(
    'select emirates_id from patients where id = $1',
    [a.patientId],
  );
  patientEmiratesId = patient?.emirates_id ?? '';
});
afterAll(async () => {
  await server.close();
});

describe('references', () => {
  it('takes the reference out of a whole /verify/ address, spaces trimmed', () => {
    expect(normaliseReference('  pABC123xyz ')).toBe('pABC123xyz');
    expect(normaliseReference(' https://aafiya.ae/verify/pABC123xyz?x=1 ')).toBe('pABC123xyz');
    expect(normaliseReference('http://aafiya.test/verify/pABC123xyz/')).toBe('pABC123xyz');
  });

  it('words the second dispense with when (DD/MM/YYYY hh:mm a, in the zone) and where', () => {
    const dispensed = { at: '2026-11-20T14:05:00.000Z', branchName: 'Shifa Pharmacy – Al Barsha 1' };
    expect(alreadyDispensedMessage(dispensed, 'Asia/Dubai')).toBe(
      'This prescription was already dispensed on 20/11/2026 at 06:05 PM by Shifa Pharmacy – Al Barsha 1',
    );
    expect(alreadyDispensedMessage(dispensed, 'Europe/London')).toContain('on 20/11/2026 at 02:05 PM');
  });
});

describe('POST /pharmacyPrescriptions/scan', () => {
  it("shows the prescription with the person's name and the Emirates ID masked but for its last 4 digits", async () => {
    const id = await prescribe();
    const address = verifyAddress(server.services, 'qr-prescription', id);
    const answer = await scan(a.tokens.PHARMACY, ` ${address} `);
    expect(answer.status).toBe(200);
    expectConforms(server, 'scanPrescription', answer.body);
    const seen = prescriptionOf(answer.body);
    expect(seen).toMatchObject({
      _id: id,
      reference: referenceOf(id),
      patientName: 'Khalid ph-a',
      doctor: 'Omar ph-a',
      hospital: 'Hospital ph-a',
      treatmentType: 'Medication',
      prescription: 'Amoxicillin 500 mg capsules',
      dosageADay: 3,
      consumptionDays: 7,
    });
    expect(seen.emiratesId).toBe(`•••-••••-••••${patientEmiratesId.slice(-5)}`);
    expect(seen.dispensed).toBeUndefined();
  });

  it("names the family member the appointment was for, with the member's Emirates ID", async () => {
    const memberId = newId();
    await server.services.database.db.insert(familyMembers).values({
      id: memberId,
      patientId: a.patientId,
      firstName: 'Layla',
      lastName: 'ph-a',
      relation: 'DAUGHTER',
      emiratesId: '784-2015-7654321-2',
      phoneNo: '+971-50 111 2234',
    });
    const appointmentId = await bookAppointment(server, a, -2, { familyMemberId: memberId });
    const answer = await scan(a.tokens.PHARMACY, referenceOf(await prescribe({ appointmentId })));
    expect(prescriptionOf(answer.body)).toMatchObject({
      patientName: 'Layla ph-a',
      emiratesId: '•••-••••-••••321-2',
    });
  });

  it('answers one 404 for an altered, unknown or other-kind reference, and for nothing like one', async () => {
    const reference = referenceOf(await prescribe());
    const altered = `${reference.slice(0, 5)}${reference.charAt(5) === 'A' ? 'B' : 'A'}${reference.slice(6)}`;
    const references = [
      altered,
      referenceOf(newId()), // signed, but names no prescription
      server.services.papers.sign('sick-leave', newId()),
      server.services.papers.sign('doctor-report', await prescribe()), // a prescription's id, as another kind
      'http://aafiya.test/verify/',
      'hello',
    ];
    for (const text of references) {
      const answer = await scan(a.tokens.PHARMACY, text);
      expect(answer.status, text).toBe(404);
      expect(answer.body).toEqual({ message: PRESCRIPTION_NOT_VERIFIED });
    }
    expect((await dispense(a.tokens.PHARMACY, altered)).status).toBe(404);
  });

  it('refuses every role but PHARMACY', async () => {
    const reference = referenceOf(await prescribe());
    for (const role of ['DOCTOR', 'PATIENT', 'HOSPITAL', 'LABORTORY', 'ADMIN'] as const) {
      expect((await scan(a.tokens[role], reference)).status, role).toBe(403);
      expect((await dispense(a.tokens[role], reference)).status, role).toBe(403);
      expect((await send(server, 'GET', '/pharmacyPrescriptions', a.tokens[role])).status, role).toBe(403);
    }
  });
});

describe('POST /pharmacyPrescriptions/dispense', () => {
  it('dispenses once: of 20 at the same moment from two pharmacies, one succeeds and 19 are told when and where', async () => {
    const id = await prescribe();
    const reference = referenceOf(id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => dispense(i % 2 === 0 ? a.tokens.PHARMACY : b.tokens.PHARMACY, reference)),
    );
    const succeeded = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(succeeded).toHaveLength(1);
    expect(refused).toHaveLength(19);
    const [winner] = succeeded;
    if (!winner) throw new Error('one dispense succeeds');
    expectConforms(server, 'dispensePrescription', winner.body);
    const dispensed = prescriptionOf(winner.body).dispensed;
    if (!dispensed) throw new Error('the answer says it is dispensed');
    const message = alreadyDispensedMessage(
      { at: dispensed.at, branchName: dispensed.pharmacy.branchName },
      'Asia/Dubai',
    );
    expect(message).toMatch(/^This prescription was already dispensed on \d\d\/\d\d\/\d{4} at \d\d:\d\d [AP]M by /);
    for (const answer of refused) expect(answer.body).toEqual({ message });
    const rows = await server.services.database.query(
      'select * from prescription_dispensings where prescription_id = $1',
      [id],
    );
    expect(rows).toHaveLength(1);

    // Scanned again, it says by whom; the doctor's and the patient's lists say so too.
    expect(prescriptionOf((await scan(b.tokens.PHARMACY, reference)).body).dispensed).toEqual(dispensed);
    for (const token of [a.tokens.DOCTOR, a.tokens.PATIENT]) {
      const list = await send(server, 'GET', '/qrPrescriptions', token);
      expectConforms(server, 'listQrPrescriptions', list.body);
      const mine = (list.body as { data: { _id: string; dispensed?: unknown }[] }).data.find((p) => p._id === id);
      expect(mine?.dispensed).toEqual(dispensed);
    }
  });
});

describe('GET /pharmacyPrescriptions', () => {
  it("lists only the caller's dispensings, newest first, paged, filtered by the Emirates ID's digits", async () => {
    const db = server.services.database.db;
    // A fresh pharmacy caller: tenant c, whose list starts empty.
    const c = await createTenant(server, 'ph-c');
    const empty = await send(server, 'GET', '/pharmacyPrescriptions', c.tokens.PHARMACY);
    expect(pageOf(empty.body)).toEqual({ pageNumber: 0, numberOfPages: 0, totalItems: 0, prescriptions: [] });

    const [other] = await db
      .insert(patients)
      .values({
        id: newId(),
        firstName: 'Fatima',
        lastName: 'ph-c',
        email: 'fatima-ph-c@demo.test',
        emiratesId: '784-1979-1112223-4',
        birthday: '1979-03-03',
        gender: 'female',
        location: 'Deira',
        phone: '+971-50 111 2235',
      })
      .returning();
    if (!other) throw new Error('patient inserted');
    const start = Date.parse('2026-01-01T08:00:00Z');
    const ids: string[] = [];
    for (let i = 0; i < PAGE_SIZE + 1; i += 1) {
      const id = await prescribe(i === 0 ? { patientId: other.id } : {});
      ids.push(id);
      await db
        .insert(prescriptionDispensings)
        .values({ prescriptionId: id, pharmacyId: c.pharmacyId, dispensedAt: new Date(start + i * 60_000) });
    }
    // Another pharmacy's dispensing is not listed.
    const notMine = await prescribe();
    await db.insert(prescriptionDispensings).values({ prescriptionId: notMine, pharmacyId: b.pharmacyId });

    const list = async (query: string) => {
      const answer = await send(server, 'GET', `/pharmacyPrescriptions${query}`, c.tokens.PHARMACY);
      expect(answer.status).toBe(200);
      expectConforms(server, 'listDispensedPrescriptions', answer.body);
      return pageOf(answer.body);
    };
    const first = await list('');
    expect(first).toMatchObject({ pageNumber: 0, numberOfPages: 2, totalItems: PAGE_SIZE + 1 });
    expect(first.prescriptions.map((p) => p._id)).toEqual([...ids].reverse().slice(0, PAGE_SIZE));
    expect(first.prescriptions[0]?.reference).toBe(referenceOf(ids.at(-1) ?? ''));
    expect(first.prescriptions.every((p) => p.dispensed?.pharmacy._id === c.pharmacyId)).toBe(true);
    const second = await list('?page=1');
    expect(second.prescriptions.map((p) => p._id)).toEqual([ids[0]]);
    expect(second.prescriptions[0]).toMatchObject({ patientName: 'Fatima ph-c', emiratesId: '•••-••••-••••223-4' });

    // Digits of the ID, with or without its dashes.
    expect((await list('?emiratesId=1979-111')).prescriptions.map((p) => p._id)).toEqual([ids[0]]);
    expect((await list(`?emiratesId=${patientEmiratesId.replace(/-/g, '').slice(3, 12)}`)).totalItems).toBe(PAGE_SIZE);
    expect((await list('?emiratesId=000000000000')).totalItems).toBe(0);
  });
});
