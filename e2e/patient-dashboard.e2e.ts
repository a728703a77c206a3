import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoDoctor, freeSlot } from './support/booking';
import { desktop, fileBrowser, newPage, phone } from './support/browser';
import { apiAs } from './support/sessions';
import { chooseOption, expectToast, uniqueName } from './support/staff';
import { type Language, text } from './support/texts';

const baseUrl = inject('baseUrl');
const browser = fileBrowser();
const patient = apiAs('patient@demo.ae');
const patientId = patient.session.getReferenceId() ?? '';

/** The number in the dashboard's points chip ("Your points: 470 points", in either language's digits). */
async function balance(page: Page): Promise<number> {
  const chip = page.locator('[data-slot="points-balance"] strong').first();
  await chip.waitFor();
  const digits = ((await chip.textContent()) ?? '').replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)));
  return Number(digits.replace(/\D/g, ''));
}

/** The words of a message before its first placeholder, found anywhere in a name or text, e.g. of "Get Points for the appointment of {{when}}". */
function lead<N extends Parameters<typeof text>[1]>(
  language: Language,
  namespace: N,
  key: Parameters<typeof text<N>>[2],
): RegExp {
  const cut = '\u0000';
  const every = new Proxy<Record<string, string>>({}, { get: () => cut });
  const words = text(language, namespace, key, every).split(cut)[0]?.trim() ?? '';
  return new RegExp(words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/** A made-up Emirates ID nobody in the demo holds (784-YYYY-NNNNNNN-N), as digits to type into its mask. */
function newEmiratesIdDigits(): string {
  const random = (length: number) => Array.from({ length }, () => Math.floor(Math.random() * 10)).join('');
  return `7841990${random(7)}${random(1)}`;
}

/** Books `at` (a new free slot of doctor@demo.ae) for the patient's family member, as the booking page does. */
async function bookFor(at: Date, familyMemberId: string) {
  const { doctor } = await demoDoctor();
  const { data: slots } = await apiAs('doctor@demo.ae').POST('/slots/all/doctor/{id}', {
    params: { path: { id: doctor._id } },
    body: { from: at.toISOString(), to: new Date(at.getTime() + 1_800_000).toISOString() },
  });
  const slot = slots?.data.find((s) => Date.parse(s.from) === at.getTime());
  if (!slot) throw new Error('The new slot is not on the doctor’s calendar');
  const { response } = await patient.POST('/appointments', {
    body: { patientId, slotId: slot._id, familyMemberId, doctorId: doctor._id },
  });
  expect(response.status).toBe(201);
}

/**
 * The code of one of the patient's treated (TAKEN) visits that he has not used yet, as the hospital's Patient Promo
 * Code screen shows it (the demo data leaves two: one per language run), and the id of that visit's row on his
 * dashboard. The hospital's list says which visit a code belongs to; the screen, searched by his Emirates ID, shows it.
 */
async function unusedCodeOfTreatedVisit(emiratesId: string): Promise<{ code: string; rowId: string }> {
  const { data: codes } = await apiAs('hospital@demo.ae').GET('/hospitalCodes/getHospitalCodes');
  const [visit] = (codes?.data ?? [])
    .filter((c) => c.patientId?._id === patientId && c.status === 'PENDING' && c.slotId?.status === 'TAKEN')
    .sort((a, b) => Date.parse(b.slotId?.from ?? '') - Date.parse(a.slotId?.from ?? ''));
  if (!visit?.slotId) throw new Error('The demo data has no treated visit of patient@demo.ae with an unused code');
  const { data: profile } = await patient.GET('/patients/profile/{id}', { params: { path: { id: patientId } } });
  const slotId = visit.slotId._id;
  const row = profile?.data.prevAppointments?.find((a) => (a.slotId ?? a._id) === slotId);
  if (!row) throw new Error('The treated visit is not in the patient’s history');

  const { context, page } = await newPage(browser(), baseUrl, { viewport: desktop, as: 'hospital@demo.ae' });
  await page.goto('/hospital/patient-promo-codes');
  const table = page.getByRole('table', { name: 'Patient Promo Code' });
  await page.getByRole('searchbox', { name: 'Search Patient with Emirates ID' }).fill(emiratesId);
  const shown = table.locator('tbody tr[data-slot="data-table-row"]', { hasText: visit.code });
  await scrollTo(table, shown);
  expect((await shown.locator('td').nth(2).textContent())?.trim()).toBe(emiratesId);
  const code = ((await shown.locator('td').nth(5).textContent()) ?? '').trim();
  expect(code).toBe(visit.code);
  await context.close();
  return { code, rowId: row._id };
}

/**
 * Brings a row of a long table into the page: the table draws only the rows near its visible part (virtualised),
 * so the last ones exist once it is scrolled down.
 */
async function scrollTo(table: Locator, row: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if ((await row.count()) > 0) return true;
        await table.locator('tbody tr').last().scrollIntoViewIfNeeded();
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await row.scrollIntoViewIfNeeded();
}

/** The download a click starts, and its file name. */
async function downloaded(page: Page, button: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), button.click()]);
  return download.suggestedFilename();
}

// Issue #25's "Done when": signed in as patient@demo.ae, against the system as `npm start` runs it; the whole path
// in English at a desktop's width and in Arabic, right to left, at a phone's.
describe('patient dashboard', () => {
  it.each([
    { language: 'en' as Language, viewport: desktop, daysAhead: 40 },
    { language: 'ar' as Language, viewport: phone, daysAhead: 42 },
  ])(
    'vitals, family, points, cancel, report, papers, offers and the deletion request ($language)',
    async ({ language, viewport, daysAhead }) => {
      const dashboard = (key: Parameters<typeof text<'patientDashboard'>>[2]) =>
        text(language, 'patientDashboard', key);
      const care = (key: Parameters<typeof text<'patientCare'>>[2], values: Record<string, string> = {}) =>
        text(language, 'patientCare', key, values);
      const medical = (key: Parameters<typeof text<'medicalProfile'>>[2]) => text(language, 'medicalProfile', key);
      const { context, page } = await newPage(browser(), baseUrl, { viewport, language, as: 'patient@demo.ae' });
      const tab = (key: Parameters<typeof dashboard>[0]) => page.getByRole('tab', { name: dashboard(key) });

      // Medical Profile (the first tab): an emptied field says 'required'; saved vitals show without a reload.
      await page.goto('/profile');
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dir))
        .toBe(language === 'ar' ? 'rtl' : 'ltr');
      await expect.poll(() => tab('tabMedicalProfile').getAttribute('aria-selected')).toBe('true');
      await page.getByRole('button', { name: medical('updateVitals') }).click();
      const vitals = page.getByRole('dialog', { name: medical('updateVitals') });
      const allergies = vitals.getByRole('textbox', { name: new RegExp(`^${medical('allergies')}`) });
      await allergies.fill('');
      await vitals.getByRole('button', { name: text(language, 'staff', 'save'), exact: true }).click();
      await vitals.getByText(medical('required')).first().waitFor();
      await chooseOption(page, vitals.getByRole('button', { name: new RegExp(medical('bloodType')) }), 'O+');
      const allergy = uniqueName('Pollen');
      await allergies.fill(`${allergy}, Dust`);
      await vitals.getByRole('textbox', { name: new RegExp(`^${medical('diseases')}`) }).fill('Asthma');
      await vitals
        .getByRole('textbox', { name: new RegExp(`^${medical('height').replace(/[()]/g, '\\$&')}`) })
        .fill('172');
      await vitals
        .getByRole('textbox', { name: new RegExp(`^${medical('weight').replace(/[()]/g, '\\$&')}`) })
        .fill('70');
      await vitals.getByRole('button', { name: text(language, 'staff', 'save'), exact: true }).click();
      await expectToast(page, medical('vitalsUpdated'));
      await page.getByText(allergy).first().waitFor();

      // Family Members: add one (masks for the Emirates ID and the phone); booking for them.
      await tab('tabFamilyMembers').click();
      await page
        .getByRole('button', { name: care('addFamilyMember') })
        .first()
        .click();
      const add = page.getByRole('dialog', { name: care('addFamilyMember') });
      const member = uniqueName('Salma');
      await add.getByRole('textbox', { name: care('firstName') }).fill(member);
      await add.getByRole('textbox', { name: care('lastName') }).fill('Haddad');
      await chooseOption(page, add.getByRole('button', { name: new RegExp(care('relation')) }), care('relationSISTER'));
      await add.getByRole('textbox', { name: care('emiratesId') }).pressSequentially(newEmiratesIdDigits());
      await add.getByRole('textbox', { name: care('phoneNo') }).pressSequentially('501234567');
      await add.getByRole('button', { name: care('add'), exact: true }).click();
      await expectToast(page, care('familyMemberAdded'));
      await page
        .getByRole('table', { name: care('familyTitle') })
        .getByText(member)
        .waitFor();
      const { data: saved } = await patient.GET('/patients/profile/{id}', { params: { path: { id: patientId } } });
      const memberId = saved?.data.familyMembers?.find((m) => m.firstName === member)?._id;
      if (!memberId) throw new Error(`${member} was not saved`);
      await bookFor(await freeSlot(daysAhead), memberId);

      // Get Points on a treated visit of his history, with the code the hospital's Patient Promo Code screen gives:
      // +20 once, then 'Invalid OR Expired'.
      const { data: profile } = await patient.GET('/patients/profile/{id}', { params: { path: { id: patientId } } });
      const treated = await unusedCodeOfTreatedVisit(profile?.data.emiratesId ?? '');
      // Booked outside this page (as from another device): the list is read again on opening the page.
      await page.goto('/profile?tab=appointments');
      const history = page.getByRole('table', { name: care('historyTitle') });
      const visit = history.locator(`tr[data-row-id="${treated.rowId}"]`);
      await scrollTo(history, visit);
      const pointsBefore = await balance(page);
      await visit.getByRole('button', { name: lead(language, 'patientCare', 'getPointsOf') }).click();
      const verify = page.getByRole('dialog', { name: care('getPoints') });
      await verify.getByRole('button', { name: care('verify') }).click();
      await verify.getByText(care('required')).waitFor();
      await verify.getByRole('textbox', { name: care('code') }).fill(treated.code);
      await verify.getByRole('button', { name: care('verify') }).click();
      await expectToast(page, care('pointsReceived'));
      await expect.poll(() => balance(page)).toBe(pointsBefore + 20);
      await verify.waitFor({ state: 'detached' });
      await visit.getByRole('button', { name: lead(language, 'patientCare', 'getPointsOf') }).click();
      await verify.getByRole('textbox', { name: care('code') }).fill(treated.code);
      await verify.getByRole('button', { name: care('verify') }).click();
      await expectToast(page, care('codeInvalid'));
      // The refused code is still typed: closing asks "Discard changes?" first (the dialogs' rule for unsaved input).
      await verify.getByRole('button', { name: care('cancel'), exact: true }).click();
      await page
        .getByRole('alertdialog', { name: text(language, 'overlays', 'discardTitle') })
        .getByRole('button', { name: text(language, 'overlays', 'discard'), exact: true })
        .click();
      await page.locator('[data-slot="dialog-content"]').waitFor({ state: 'detached' });

      // The upcoming visit booked for the family member: cancel it, the slot is freed and the row goes.
      const upcoming = page.getByRole('table', { name: care('upcomingTitle') });
      const row = upcoming.locator('tr', { hasText: member });
      await scrollTo(upcoming, row);
      await row.getByRole('button', { name: lead(language, 'patientCare', 'cancelAppointmentOf') }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: care('cancelConfirm') })
        .click();
      await expectToast(page, care('appointmentCancelled'));
      await row.waitFor({ state: 'detached' });
      await expect.poll(() => balance(page)).toBe(pointsBefore + 20);

      // A history item's report page.
      await history
        .getByRole('link', { name: lead(language, 'patientCare', 'viewReportOf') })
        .first()
        .click();
      await page.waitForURL(/\/patient-report\//);
      await page.getByRole('heading', { level: 1, name: text(language, 'papers', 'reportTitle') }).waitFor();
      await page.goBack();

      // Papers: a sick leave and a prescription downloaded (the prescription's QR code on screen), a completed lab result.
      await tab('tabSickLeaves').click();
      const leave = page
        .getByRole('button', { name: lead(language, 'patientDashboard', 'downloadSickLeaveOf') })
        .first();
      expect(await downloaded(page, leave)).toBe('Sick Leave Approval.pdf');
      await tab('tabQrPrescription').click();
      await page.locator('[data-slot="qr-code"]').first().waitFor();
      const prescription = page
        .getByRole('button', { name: lead(language, 'patientDashboard', 'downloadPrescriptionOf') })
        .first();
      expect(await downloaded(page, prescription)).toBe('Prescription.pdf');
      await tab('tabLabResults').click();
      await page
        .getByRole('button', { name: lead(language, 'patientDashboard', 'viewResultOf') })
        .first()
        .click();
      await page.getByRole('dialog').getByRole('table').first().waitFor();
      await page.keyboard.press('Escape');

      // Offers: claim one with points; its code is among his promo codes. The cheapest (the list's order is not the
      // price's): the demo patient's 450 points, with the 20 each run earns, cover both runs' claims and the vendor
      // e2e's claim of a 200-point offer (e2e/vendor-area.e2e.ts).
      await page.getByRole('link', { name: dashboard('offersLink') }).click();
      await page.waitForURL(/\/offers$/);
      const offers = (key: Parameters<typeof text<'patientOffers'>>[2]) => text(language, 'patientOffers', key);
      const { data: listed } = await patient.GET('/packages');
      const [cheapest] = [...(listed?.data ?? [])].sort((a, b) => a.points - b.points);
      if (!cheapest) throw new Error('The demo data has no offer to claim');
      await page
        .getByRole('button', {
          name: text(language, 'patientOffers', 'claimOffer', { title: cheapest.title }),
          exact: true,
        })
        .first()
        .click();
      const pointsBeforeClaim = await balance(page);
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: offers('claim'), exact: true })
        .click();
      const claimed = page
        .locator('[data-slot="toaster"]')
        .getByText(lead(language, 'patientOffers', 'claimed'))
        .first();
      const promoCode = ((await claimed.textContent()) ?? '').trim().split(/\s+/).pop() ?? '';
      expect(promoCode).toMatch(/^[A-Z0-9]{6,}$/);
      await page.locator('main').getByText(promoCode).first().waitFor();
      await expect.poll(() => balance(page)).toBe(pointsBeforeClaim - cheapest.points);

      // Account: ask for deletion, then cancel the request.
      await page.goto('/profile?tab=account');
      const account = (key: Parameters<typeof text<'patientAccount'>>[2]) => text(language, 'patientAccount', key);
      await page.getByRole('button', { name: account('deleteAccount'), exact: true }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: account('confirmDelete') })
        .click();
      await expectToast(page, account('deletionRequested'));
      await page.getByRole('button', { name: account('cancelRequest') }).click();
      await expectToast(page, account('deletionCancelled'));
      await page.getByRole('button', { name: account('deleteAccount'), exact: true }).waitFor();
      await context.close();
    },
  );
});
