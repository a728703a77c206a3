import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, DEMO_PASSWORD, seedDemoData } from '../src/seed/seed';
import { startTestServer } from './test-server';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  expect(await seedDemoData(server.services)).toBe(true);
});
afterAll(async () => {
  await server.close();
});

const count = async (sql: string) =>
  (await server.services.database.query<{ n: number }>(`select count(*)::int as n ${sql}`))[0]?.n ?? 0;

describe('demo data', () => {
  it('every demo account signs in with Demo@12345', async () => {
    for (const account of demoAccounts) {
      const response = await server.app.request('/api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: DEMO_PASSWORD }),
      });
      expect(response.status, account.email).toBe(200);
      const body = (await response.json()) as { user: { role: string } };
      expect(body.user.role).toBe(account.role);
    }
  });

  it('looks like a UAE deployment', async () => {
    expect(await count(`from hospitals`)).toBeGreaterThanOrEqual(3);
    expect(await count(`from (select distinct state from hospitals) s`)).toBeGreaterThanOrEqual(3);
    expect(await count(`from hospitals where type = 'CLINIC'`)).toBeGreaterThanOrEqual(1);
    expect(await count(`from hospitals where pcrdpi`)).toBeGreaterThanOrEqual(1);
    expect(await count(`from providers where kind = 'DOCTOR'`)).toBeGreaterThanOrEqual(12);
    expect(await count(`from patients`)).toBeGreaterThanOrEqual(30);
    for (const status of ['AVAILABLE', 'BOOKED', 'APPROVED', 'TAKEN']) {
      expect(await count(`from slots where status = '${status}'`), status).toBeGreaterThan(0);
    }
    expect(await count(`from lookups where name_ar = ''`)).toBe(0);
  });

  it('is not seeded twice', async () => {
    expect(await seedDemoData(server.services)).toBe(false);
  });
});
