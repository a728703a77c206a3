import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts, homePattern, storedSessionAccounts } from './support/accounts';
import { fileBrowser, newPage } from './support/browser';
import { storedEntries } from './support/sessions';
import { pathOf, signIn, submitLogin, waitForPath } from './support/sign-in';

const baseUrl = inject('baseUrl');

/**
 * A session's local storage as two sign-ins of one account share it: the
 * token's claims without its times (issued a few seconds apart, with the same
 * lifetime), and without the push token the area makes on its first load (not
 * part of the sign-in; each browser makes its own).
 */
function comparable(entries: Record<string, string>) {
  const payload = (entries.token ?? '').split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const lifetime = Number(claims.exp) - Number(claims.iat);
  // The token's own id (jti) is new at every sign-in too.
  const identity = Object.entries(claims).filter(([name]) => !['iat', 'exp', 'jti'].includes(name));
  const rest = Object.entries(entries).filter(([name]) => name !== 'token' && name !== 'pushToken');
  return { ...Object.fromEntries(rest), token: { ...Object.fromEntries(identity), lifetime } };
}

const browser = fileBrowser();

// #17: Logout revokes the session's token on the server (POST /users/logout), so a
// copy of it stops working. A token of its own (signed in through the form), never
// the stored sessions other files share.
describe('sign-out', () => {
  it('Logout revokes the token on the server, clears the session and goes to /', async () => {
    const account = demoAccounts.find((a) => a.email === 'hospital@demo.ae');
    if (!account) throw new Error('no hospital demo account');
    const { context, page } = await newPage(browser(), baseUrl);
    await signIn(page, account.email, DEMO_PASSWORD, account.home);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    if (!token) throw new Error('no token after sign-in');
    const statusWith = async () =>
      (await fetch(`${baseUrl}/api/doctors?page=0`, { headers: { authorization: `Bearer ${token}` } })).status;
    expect(await statusWith()).toBe(200);
    await page.locator('header button[aria-haspopup="menu"]').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await waitForPath(page, /^\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await statusWith()).toBe(401);
    await context.close();
  });
});

describe('sign-in', () => {
  for (const account of demoAccounts) {
    it(`${account.email} signs in through the form and lands on ${account.home}`, async () => {
      const { context, page } = await newPage(browser(), baseUrl);
      await signIn(page, account.email, DEMO_PASSWORD, account.home);
      expect(pathOf(page)).toMatch(homePattern(account.home));
      // The stored session is the one the server gave.
      const role = await page.evaluate(() => localStorage.getItem('role'));
      expect(role).toBe(account.role);
      await page.getByRole('main').waitFor();
      // The stored session other files start from is what this sign-in wrote.
      if ((storedSessionAccounts as readonly string[]).includes(account.email)) {
        const written = await page.evaluate(() =>
          Object.fromEntries(Object.keys(localStorage).map((name) => [name, localStorage.getItem(name) ?? ''])),
        );
        expect(comparable(written)).toEqual(comparable(storedEntries(account.email)));
      }
      await context.close();
    });
  }

  it("a wrong password shows the server's message", async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await page.goto('/login');
    await submitLogin(page, 'hospital@demo.ae', 'Wrong@12345');
    await page.getByRole('alert').filter({ hasText: 'Invalid Credentials' }).first().waitFor();
    expect(pathOf(page)).toBe('/login');
    await context.close();
  });

  it('an invalid email shows "Invalid email address"; empty fields show "Required"', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByText('Required', { exact: true }).count()).toBe(2);
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid email address', { exact: true }).waitFor();
    await context.close();
  });
});
