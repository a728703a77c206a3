import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fileBrowser, openSignedIn } from './support/browser';
import { dayCell, dayFromToday, openCreateSlots, showMonthOf, typeDate } from './support/calendar';
import { apiAs } from './support/sessions';
import { waitForPath } from './support/sign-in';
import { choose, dialogNamed, expectToast, uniqueName } from './support/staff';

const baseUrl = inject('baseUrl');
const browser = fileBrowser();
// The demo data's days are Dubai's; the dashboard shows the browser's today.
const DUBAI = 'Asia/Dubai';
const dubaiToday = () => new Date().toLocaleDateString('en-CA', { timeZone: DUBAI });

/** A page of the nurse area, signed in as nurse@demo.ae, at `path`. */
async function nursePage(path: string, options: { timezoneId?: string } = {}) {
  const opened = await openSignedIn(browser(), baseUrl, 'nurse@demo.ae', options);
  await opened.page.goto(path);
  return opened;
}

/** Today's BOOKED or APPROVED appointments of nurse@demo.ae's hospital, as her dashboard asks for them. */
async function todaysAppointments() {
  const nurse = apiAs('nurse@demo.ae');
  const nurseId = nurse.session.getReferenceId() ?? '';
  const { data: record } = await nurse.GET('/nurse/{id}', { params: { path: { id: nurseId } } });
  const hospitalId = record?.data.hospitalId?._id ?? '';
  const { data } = await nurse.POST('/appointments/hospitalAppointments/{id}', {
    params: { path: { id: hospitalId } },
    body: { date: dubaiToday(), emiratesId: '' },
  });
  const rows = (data?.data ?? []).filter((a) => (a.status === 'BOOKED' || a.status === 'APPROVED') && a.patientId);
  return { nurseId, rows };
}

const nameOf = (patient: { firstName?: string; lastName?: string }) =>
  `${patient.firstName ?? ''} ${patient.lastName ?? ''}`;

/** The dashboard's rows (the table is not virtualised: the day's list is short). */
const bodyRows = (page: Page) => page.getByRole('table', { name: /Appointments/ }).locator('tbody tr');

// Issue #20's "Done when", signed in as nurse@demo.ae against the system as `npm start` runs it.
describe('nurse area', () => {
  it("filters today's appointments by part of an Emirates ID and ends her own nurse-type treatment", async () => {
    const { nurseId, rows } = await todaysAppointments();
    const own = rows.find((a) => a.type === 'NURSE' && a.nurseId?._id === nurseId && a.patientId?.emiratesId);
    if (!own?.patientId) throw new Error('nurse@demo.ae has no nurse-type appointment booked today');
    const patient = nameOf(own.patientId);
    const part = (own.patientId.emiratesId ?? '').slice(4, 12);

    const { context, page } = await nursePage('/nurse/', { timezoneId: DUBAI });
    await bodyRows(page).first().waitFor();
    await page.getByRole('searchbox', { name: 'Emirates ID' }).fill(part);
    // Only rows whose Emirates ID holds the part remain, and hers is one of them.
    await expect
      .poll(async () => {
        const texts = await bodyRows(page).allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes(part)) && texts.some((t) => t.includes(patient));
      })
      .toBe(true);
    // Her patient may also have a doctor's appointment today (Start Treatment): hers is the row to end.
    const end = bodyRows(page).filter({ hasText: patient }).getByRole('button', { name: 'End Treatment' });
    await end.click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to end the treatment?' });
    await confirm.getByRole('button', { name: 'End Treatment' }).click();
    await expectToast(page, 'Treatment ended successfully!');
    // TAKEN now: the dashboard lists only BOOKED and APPROVED.
    await expect.poll(() => end.count()).toBe(0);
    const { data } = await apiAs('nurse@demo.ae').GET('/appointments/{id}', { params: { path: { id: own._id } } });
    expect(data?.data.status).toBe('TAKEN');
    await context.close();
  });

  it('records a nurse diagnosis: every measurement is required, then the report is generated', async () => {
    const { context, page } = await nursePage('/nurse/', { timezoneId: DUBAI });
    const start = bodyRows(page).getByRole('button', { name: 'Start Treatment' }).first();
    await start.waitFor();
    await start.click();
    await waitForPath(page, /^\/nurse\/patient-info\/[^/]+\/[^/]+$/);
    const form = page.getByRole('region', { name: 'Nurse Diagnosis' });
    await form.getByRole('button', { name: 'Generate Report' }).click();
    // Height, weight, temperature, heart rate and glucose: 001 §5's one message for all five.
    await expect.poll(() => form.getByText('Height must be a positive number').count()).toBe(5);
    await form.getByText('Blood Pressure is required').waitFor();
    await form.getByText('Complaint is required').waitFor();
    // The doctor's section is read-only for her.
    expect(await page.getByRole('region', { name: 'Doctor Diagnosis' }).getByRole('button').count()).toBe(0);

    await form.getByRole('textbox', { name: /^Height/ }).fill('1.72');
    await form.getByRole('textbox', { name: /^Weight/ }).fill('70');
    await form.getByRole('textbox', { name: /^Blood Pressure/ }).fill('120/80');
    await form.getByRole('textbox', { name: /^Body Temperature/ }).fill('36.8');
    await form.getByRole('textbox', { name: /^Heart Rate/ }).fill('72');
    await form.getByRole('textbox', { name: /^Glucose/ }).fill('95');
    await form.getByRole('textbox', { name: /^Complaint/ }).fill('Sore throat since yesterday.');
    await form.getByRole('button', { name: 'Generate Report' }).click();
    await expectToast(page, 'Report Generated Successfully');
    await form.getByRole('button', { name: 'Update Report' }).waitFor();
    await context.close();
  });

  it("adds a patient (every field required, the masks hold) and updates that patient's vitals", async () => {
    const { context, page } = await nursePage('/nurse/patient');
    await page.getByRole('button', { name: 'Add Patient' }).click();
    const dialog = await dialogNamed(page, 'Add Patient');
    await dialog.getByRole('button', { name: 'Add' }).click();
    // email, first and last names, Emirates ID, mobile, birthday, gender and location.
    await expect.poll(() => dialog.getByText('Required', { exact: true }).count()).toBe(8);

    const firstName = uniqueName('Aa');
    const stamp = String(Date.now()).slice(-7);
    const emiratesId = dialog.getByRole('textbox', { name: 'Emirates ID' });
    await emiratesId.pressSequentially(`ab784-1990x${stamp}1`);
    expect(await emiratesId.inputValue()).toBe(`784-1990-${stamp}-1`);
    const mobile = dialog.getByRole('textbox', { name: 'Mobile' });
    await mobile.pressSequentially('x5012345678');
    expect(await mobile.inputValue()).toBe('+971-50 123 4567');
    await dialog.getByRole('textbox', { name: 'First Name' }).fill(firstName);
    await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Testpatient');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(`${firstName}@example.ae`);
    await typeDate(page, dialog, 'Birthday', new Date(1990, 4, 17, 12));
    await dialog.locator('label', { hasText: 'Female' }).click();
    await dialog.getByRole('textbox', { name: 'Location' }).fill('Al Barsha, Dubai');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expectToast(page, 'Patient created successfully');
    await dialog.waitFor({ state: 'detached' });

    // Her card opens her profile, where the vitals are updated without a reload.
    await page.getByRole('button', { name: new RegExp(firstName) }).click();
    await waitForPath(page, /^\/nurse\/patient-info\/[^/]+$/);
    const marker = await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
      return true;
    });
    expect(marker).toBe(true);
    await page.getByRole('button', { name: 'Update Vitals' }).click();
    const vitals = await dialogNamed(page, 'Update Vitals');
    await choose(page, vitals, /Blood Type/, 'O+');
    await vitals.getByRole('textbox', { name: 'Allergies' }).fill('Penicillin, Peanuts');
    await vitals.getByRole('textbox', { name: 'Height (cm)' }).fill('165');
    await vitals.getByRole('textbox', { name: 'Weight (kg)' }).fill('60');
    await vitals.getByRole('textbox', { name: 'Heart Rate (bpm)' }).fill('68');
    await vitals.getByRole('textbox', { name: 'Body Temperature (°C)' }).fill('36.6');
    await vitals.getByRole('textbox', { name: 'Glucose (mg/dl)' }).fill('90');
    await vitals.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Vitals updated');
    await page.getByRole('region', { name: 'Vitals' }).getByText('68 bpm').waitFor();
    await page
      .getByText(/Penicillin/)
      .first()
      .waitFor();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await context.close();
  });

  it("creates and deletes a slot on doctor@demo.ae's calendar", async () => {
    const { data: doctor } = await apiAs('doctor@demo.ae').GET('/doctors/{id}', {
      params: { path: { id: apiAs('doctor@demo.ae').session.getReferenceId() ?? '' } },
    });
    const name = `${doctor?.data.firstName ?? ''} ${doctor?.data.lastName ?? ''}`.trim();
    const { context, page } = await nursePage('/nurse/doctor-schedule');
    await page
      .getByRole('button', { name: new RegExp(name) })
      .first()
      .click();
    await waitForPath(page, /^\/nurse\/schedule\/[^/]+$/);
    // The day after tomorrow at 8 PM: away from the demo slots and the doctor test's.
    const day = dayFromToday(2);
    await showMonthOf(page, day);
    const create = await openCreateSlots(page, day);
    await choose(page, create, /\bFrom\b/, '08:00 PM');
    await create.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, 'Slot created successfully');
    const slot = dayCell(page, day).getByRole('button', { name: /08:00 PM.*Available/ });
    await slot.waitFor();
    await slot.click();
    await page.getByRole('alertdialog', { name: 'Delete Slot?' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Slot delete successfully');
    await slot.waitFor({ state: 'detached' });
    await context.close();
  });
});
