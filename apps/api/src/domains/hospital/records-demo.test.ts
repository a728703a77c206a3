import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed';
import { startTestServer } from '../../../test/test-server';

// The demo data behind the hospital area's record screens (promo codes,
// appointments today, lab reports with PDFs, claimed offers).

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

describe('demo data of the record screens', () => {
  // Seeded at a fixed moment: Wednesday 11 March 2026, 12:10 in Dubai.
  const now = new Date('2026-03-11T08:10:00Z');
  let demo: TestServer;
  beforeAll(async () => {
    demo = await startTestServer(() => now);
    expect(await seedDemoData(demo.services)).toBe(true);
  });
  afterAll(async () => {
    await demo.close();
  });
  const count = async (sql: string) =>
    (await demo.services.database.query<{ n: number }>(`select count(*)::int as n ${sql}`))[0]?.n ?? 0;
  const main = `(select reference_id from users where email = 'hospital@demo.ae')`;

  it('gives hospital@demo.ae appointments today that ended, and ones to come', async () => {
    const today = `from slots where hospital_id = ${main} and patient_id is not null
      and start_at >= '2026-03-10T20:00:00Z' and start_at < '2026-03-11T20:00:00Z'`;
    expect(await count(`${today} and end_at <= '${now.toISOString()}'`)).toBeGreaterThanOrEqual(3);
    expect(await count(`${today} and start_at > '${now.toISOString()}'`)).toBeGreaterThanOrEqual(3);
  });

  it('gives every hospital promo codes (taken and pending) and claimed offers', async () => {
    expect(await count(`from hospital_codes where hospital_id = ${main} and status = 'TAKEN'`)).toBeGreaterThan(0);
    expect(await count(`from hospital_codes where hospital_id = ${main} and status = 'PENDING'`)).toBeGreaterThan(0);
    expect(await count(`from (select distinct hospital_id from hospital_codes) h`)).toBe(3);
    expect(await count(`from rewards r join packages p on p.id = r.package_id where p.hospital_id = ${main}`)).toBe(9);
  });

  it('has a completed lab request today whose PDF report downloads', async () => {
    const [request] = await demo.services.database.query<{ id: string; file: string }>(
      `select id, tests->0->>'file' as file from lab_requests where hospital_id = ${main}
        and status = 'completed' and date >= '2026-03-10T20:00:00Z' and date <= '${now.toISOString()}'`,
    );
    expect(request?.file).toMatch(/^\/api\/files\/[a-f0-9]{32}\.pdf$/);
    const login = await demo.app.request('/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'hospital@demo.ae', password: 'Demo@12345' }),
    });
    const { token } = (await login.json()) as { token: string };
    const name = request?.file.split('/').at(-1) ?? '';
    const pdf = await demo.app.request(`/api/labRequests/report/${request?.id ?? ''}/${name}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.status).toBe(200);
    expect(new TextDecoder().decode(await pdf.arrayBuffer())).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
  });
});
