import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts, homePattern, storedSessionAccounts } from './support/accounts';
import { fileBrowser, newPage } from './support/browser';
import { storedEntries } from './support/sessions';
import { pathOf, signIn, submitLogin } from './support/sign-in';

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
  const identity = Object.entries(claims).filter(([name]) => name !== 'iat' && name !== 'exp');
  const rest = Object.entries(entries).filter(([name]) => name !== 'token' && name !== 'pushToken');
  return { ...Object.fromEntries(rest), token: { ...Object.fromEntries(identity), lifetime } };
}

const browser = fileBrowser();

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
