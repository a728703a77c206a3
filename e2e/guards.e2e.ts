import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { fileBrowser, newPage } from './support/browser';
import { storedEntries } from './support/sessions';
import { pathOf, waitForPath } from './support/sign-in';

const baseUrl = inject('baseUrl');
const browser = fileBrowser();

/** A token the server signed (its secret, kept in its data folder) that expired an hour ago. */
async function expiredTokenLike(token: string): Promise<string> {
  const secret = Buffer.from(readFileSync(path.join(inject('dataDir'), 'token-secret'), 'utf8'), 'base64');
  const [, payload = ''] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(secret);
}

// The guards, for users signed in from their stored sessions (e2e/auth.e2e.ts signs in through the form).
describe('guards', () => {
  it('a signed-in user who opens /login is sent home', async () => {
    const { context, page } = await newPage(browser(), baseUrl, { as: 'doctor@demo.ae' });
    await page.goto('/login');
    await waitForPath(page, /^\/doctors\/?$/);
    await context.close();
  });

  it('a hospital user who opens /admin is sent to /login', async () => {
    const { context, page } = await newPage(browser(), baseUrl, { as: 'hospital@demo.ae' });
    await page.goto('/admin');
    await waitForPath(page, '/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(pathOf(page)).toBe('/login');
    await context.close();
  });

  it('an expired token sends the user to /login and clears the session', async () => {
    // hospital@demo.ae's stored session, its token swapped for an expired one.
    const expired = await expiredTokenLike(storedEntries('hospital@demo.ae').token ?? '');
    const { context, page } = await newPage(browser(), baseUrl, { as: 'hospital@demo.ae', token: expired });
    await page.goto('/hospital');
    await waitForPath(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });
});
