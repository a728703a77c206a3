import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicalReads, getWrites, notClinicalReads } from '../src/audit/audited-operations';
import type { JsonSchema } from '../src/contract/contract';
import { patientForm } from './fixtures';
import { staffClient, type TestServer } from './staff-client';
import { createTenant, PASSWORD, type Tenant } from './tenants';
import { lastLinkToken, startTestServer } from './test-server';

// The audit trail (#17): every write and every read of a clinical record
// leaves a row in audit_events that nobody can change or remove, and no row
// holds a password, a token or an e-mail.

let server: TestServer;
let api: ReturnType<typeof staffClient>;
let tenant: Tenant;

interface Row {
  id: string;
  at: Date;
  user_id: string | null;
  role: string;
  kind: string;
  operation: string;
  method: string;
  path: string;
  records: Record<string, string>;
  status: number;
  client_address: string;
}

const rowsOf = (operation: string) =>
  server.services.database.query<Row>('select * from audit_events where operation = $1 order by id', [operation]);

beforeAll(async () => {
  server = await startTestServer();
  // Behind one reverse proxy: its X-Forwarded-For names the client.
  server.services.config.trustedProxies = 1;
  api = staffClient(server);
  tenant = await createTenant(server, 'audit');
});
afterAll(async () => {
  await server.close();
});

const from = (address: string) => ({ 'x-forwarded-for': address });

describe('the audit trail records', () => {
  it('a write: who, role, what, which record, when, from where and the answer', async () => {
    const before = Date.now();
    const response = await api.call(`/receptionists/${tenant.receptionistId}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${tenant.tokens.HOSPITAL}`,
        'content-type': 'application/json',
        ...from('203.0.113.7'),
      },
      body: JSON.stringify({ firstName: 'Mariam' }),
    });
    expect(response.status).toBe(200);
    const [row, ...more] = await rowsOf('updateReceptionist');
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      user_id: tenant.userIds.HOSPITAL,
      role: 'HOSPITAL',
      kind: 'write',
      method: 'PUT',
      path: '/receptionists/{id}',
      records: { id: tenant.receptionistId },
      status: 200,
      client_address: '203.0.113.7',
    });
    expect(row?.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('a refused write, with its status', async () => {
    await api.refused(await api.send('DELETE', `/receptionists/${tenant.receptionistId}`, tenant.tokens.PATIENT), 403);
    expect(await rowsOf('deleteReceptionist')).toMatchObject([{ user_id: tenant.userIds.PATIENT, status: 403 }]);
  });

  it('a read of a clinical record, granted or refused, and no other read', async () => {
    expect((await api.send('GET', `/patients/${tenant.patientId}`, tenant.tokens.DOCTOR)).status).toBe(200);
    await api.refused(await api.send('GET', `/patients/${tenant.patientId}`, tenant.tokens.VENDOR), 403);
    expect(await rowsOf('getPatient')).toMatchObject([
      { user_id: tenant.userIds.DOCTOR, role: 'DOCTOR', kind: 'read', records: { id: tenant.patientId }, status: 200 },
      { user_id: tenant.userIds.VENDOR, role: 'VENDOR', status: 403 },
    ]);

    expect((await api.send('GET', `/hospitals/${tenant.hospitalId}`, tenant.tokens.HOSPITAL)).status).toBe(200);
    expect((await api.send('GET', '/lookups/countries')).status).toBe(200);
    expect(await rowsOf('getHospital')).toEqual([]);
    expect(await rowsOf('listLookupCountries')).toEqual([]);
  });

  it('sign-in, registration and password reset, and no password, token, link code or e-mail in any column', async () => {
    const email = 'receptionist-audit@demo.test';
    // A failed sign-in: a guest, the typed e-mail and password nowhere.
    await api.refused(await api.login(email, 'Wrong#Guess-123'), 401);
    const session = await api.conforming<{ token: string }>(await api.login(email, PASSWORD), 'loginUser');
    expect(await rowsOf('loginUser')).toMatchObject([
      { user_id: null, role: 'GUEST', status: 401 },
      { user_id: tenant.userIds.RECEPTIONIST, role: 'RECEPTIONIST', status: 200 },
    ]);

    expect((await api.send('PUT', '/users/forget-password', undefined, { email })).status).toBe(200);
    const resetLink = lastLinkToken(server.mails, email, 'reset-password');
    const newPass = 'Audit#Reset-2024';
    expect((await api.send('PUT', '/users/reset-password', undefined, { resetLink, newPass })).status).toBe(200);

    const patientEmail = 'audit.patient@example.ae';
    const patientPassword = 'Audit#Register-2024';
    const created = await api.call('/patients', {
      method: 'POST',
      body: patientForm({ email: patientEmail, password: patientPassword, confirmPassword: patientPassword }),
    });
    const { data } = await api.conforming<{ data: { _id: string } }>(created, 'registerPatient', 201);
    expect((await api.send('GET', `/users/resend-verification/${patientEmail}`)).status).toBe(200);
    const code = lastLinkToken(server.mails, patientEmail, 'verify-email');
    expect((await api.send('PUT', '/users/verify-email', undefined, { code })).status).toBe(200);

    expect(await rowsOf('registerPatient')).toMatchObject([
      { role: 'GUEST', status: 201, records: { created: data._id } },
    ]);
    expect(await rowsOf('resendVerification')).toMatchObject([
      { path: '/users/resend-verification/{email}', records: {}, status: 200 },
    ]);
    expect(await rowsOf('resetPassword')).toMatchObject([{ path: '/users/reset-password', status: 200 }]);

    const [{ everything } = { everything: '' }] = await server.services.database.query<{ everything: string }>(
      'select string_agg(row_to_json(e)::text, chr(10)) as everything from audit_events e',
    );
    for (const secret of [
      PASSWORD,
      'Wrong#Guess-123',
      newPass,
      patientPassword,
      session.token,
      tenant.tokens.HOSPITAL,
      resetLink,
      code,
      email,
      patientEmail,
    ]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toMatch(/Bearer|eyJ/);
  });
});

describe('when a row cannot be written', () => {
  it('a clinical read is refused (503), a write keeps its answer and goes to the log', async () => {
    const database = server.services.database;
    const query = database.query.bind(database);
    database.query = async <T>(text: string, params?: unknown[]) => {
      if (text.startsWith('insert into audit_events')) throw new Error('disk full');
      return query<T>(text, params);
    };
    try {
      const read = await api.send('GET', `/patients/${tenant.patientId}`, tenant.tokens.NURSE);
      await api.refused(read, 503, /cannot be shown/);
      const write = await api.send('PUT', `/receptionists/${tenant.receptionistId}`, tenant.tokens.HOSPITAL, {
        lastName: 'Audit',
      });
      expect(write.status).toBe(200);
    } finally {
      database.query = query;
    }
    const logged = server.mails.filter((line) => line.startsWith('[audit] could not record'));
    expect(logged).toHaveLength(2);
    expect(logged[1]).toContain(`"userId":"${tenant.userIds.HOSPITAL}","role":"HOSPITAL"`);
    expect(logged[1]).toContain('"operation":"updateReceptionist"');
  });
});

describe('audit_events is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    await api.send('DELETE', `/doctors/${tenant.doctorId}`, tenant.tokens.PATIENT);
    const query = server.services.database.query.bind(server.services.database);
    const [before] = await query<{ n: string }>('select count(*) as n from audit_events');
    expect(Number(before?.n)).toBeGreaterThan(0);
    await expect(query("update audit_events set role = 'ADMIN'")).rejects.toThrow(/append-only/);
    await expect(query('delete from audit_events')).rejects.toThrow(/append-only/);
    await expect(query('truncate audit_events')).rejects.toThrow(/append-only/);
    const [after] = await query<{ n: string }>('select count(*) as n from audit_events');
    expect(after?.n).toBe(before?.n);
  });
});

describe('the audited operations', () => {
  const operations = () => server.contract.operations;

  it('are operations of the contract', () => {
    const ids = new Set(operations().map((o) => o.operationId));
    for (const id of [...clinicalReads, ...getWrites, ...Object.keys(notClinicalReads)]) expect(ids).toContain(id);
    for (const id of getWrites) expect(operations().find((o) => o.operationId === id)?.method).toBe('get');
  });

  it('take in every GET whose answer can carry a clinical record, or say why not', () => {
    const clinical = new Set(['Patient', 'LabRequest', 'LabResult', 'DoctorReport', 'NurseReport']);
    clinical.add('DoctorReportPdfData').add('SickLeave').add('QrPrescription').add('Prescription').add('VitalsReport');
    const schemas = server.contract.document.components.schemas;
    const carries = (node: unknown, seen: Set<string>): boolean => {
      if (typeof node !== 'object' || node === null) return false;
      const ref = (node as JsonSchema).$ref;
      if (typeof ref === 'string') {
        const name = ref.split('/').pop() ?? '';
        if (clinical.has(name)) return true;
        if (seen.has(name)) return false;
        seen.add(name);
        return carries(schemas[name], seen);
      }
      return Object.values(node).some((value) => carries(value, seen));
    };
    // Recorded: as clinical reads, or as writes (a GET that changes something).
    const audited = new Set<string>([...clinicalReads, ...getWrites]);
    const clinicalTags = new Set([
      'lab-requests',
      'doctor-reports',
      'nurse-reports',
      'sick-leaves',
      'qr-prescriptions',
    ]);
    const unlisted = operations()
      .filter((o) => o.method === 'get')
      .filter((o) => {
        const answers = Object.entries(o.responses).filter(([status]) => status.startsWith('2'));
        return clinicalTags.has(o.tag) || answers.some(([, answer]) => carries(answer, new Set()));
      })
      .map((o) => o.operationId)
      .filter((id) => !audited.has(id) && !(id in notClinicalReads));
    expect(unlisted).toEqual([]);
  });
});
