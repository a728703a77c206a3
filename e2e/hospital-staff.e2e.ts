import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { statusOf } from './support/api';
import { fileBrowser, openSignedIn } from './support/browser';
import { dayCell, dayFromToday, dayLabel, showMonthOf, typeDate } from './support/calendar';
import { apiAs } from './support/sessions';
import { waitForPath } from './support/sign-in';
import {
  choose,
  deleteFromCard,
  dialogNamed,
  expectToast,
  fillPerson,
  newPerson,
  openFromSidebar,
  personCard,
  requiredCount,
} from './support/staff';

const baseUrl = inject('baseUrl');
const browser = fileBrowser();

/** A hospital page of the demo hospital (hospital@demo.ae), signed in. */
function hospitalPage(email = 'hospital@demo.ae') {
  return openSignedIn(browser(), baseUrl, email);
}

/** Searches a list with the top bar's search box. */
async function searchFor(page: Page, text: string) {
  const button = page.getByRole('button', { name: 'Search', exact: true });
  expect(await button.isDisabled()).toBe(true);
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await button.click();
  await expect.poll(() => page.url()).toContain(`q=${encodeURIComponent(text)}`);
}

// Issue #7's "Done when", signed in as hospital@demo.ae against the system as `npm start` runs it.
describe('hospital area: dashboard, staff, schedules and patients', () => {
  it('shows today’s appointments and the From/To total on the dashboard', async () => {
    const { context, page } = await hospitalPage();
    const today = page.getByRole('table', { name: "Today's Appointments" });
    await today.waitFor();
    await expect.poll(() => today.locator('tbody tr').count()).toBeGreaterThan(0);

    const box = page.locator('[data-slot="appointment-count"]');
    await typeDate(page, page, 'From', dayFromToday(-30));
    await typeDate(page, page, 'To', dayFromToday(30));
    await expect.poll(async () => (await box.textContent()) ?? '').toMatch(/\d+/);
    await context.close();
  });

  it('adds, finds, edits, schedules and deletes a doctor', async () => {
    const { context, page } = await hospitalPage();
    await openFromSidebar(page, 'Doctors', '/hospital/doctors');
    await page.getByRole('button', { name: 'ADD DOCTOR' }).click();
    const dialog = await dialogNamed(page, 'Add Doctor');

    // An empty submit names every missing field.
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => requiredCount(dialog)).toBeGreaterThanOrEqual(7);
    await dialog.getByText('Speciality is required').waitFor();

    // The +971 mask keeps digits only, in its own shape.
    const doctor = newPerson('Doctor');
    await fillPerson(dialog, { ...doctor, mobile: `ab${doctor.mobile.slice(0, 2)}x${doctor.mobile.slice(2)}` });
    const mobile = dialog.getByRole('textbox', { name: 'Mobile' });
    expect(await mobile.inputValue()).toMatch(/^\+971-\d{2} \d{3} \d{4}$/);
    await dialog.getByRole('textbox', { name: /^Experience/ }).fill('9');
    await choose(page, dialog, /Gender/, 'Male');
    await choose(page, dialog, /Country/, 'United Arab Emirates');
    await choose(page, dialog, /Language/, 'Arabic');
    await dialog.getByRole('combobox', { name: 'Speciality' }).pressSequentially('cardio');
    await page.getByRole('option', { name: 'Cardiology' }).click();
    await page.keyboard.press('Tab');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'Doctor Created Successfully');
    await dialog.waitFor({ state: 'detached' });

    // Found by the top bar's search, then opened.
    await searchFor(page, doctor.firstName);
    const card = personCard(page, doctor.firstName);
    await card.waitFor();
    await card.locator('[data-slot="person-card-open"]').click();
    await waitForPath(page, /^\/hospital\/doctor-info\/[^/]+$/);
    const doctorPath = new URL(page.url()).pathname;

    // EDIT: the email is read-only; a change is saved.
    await page.getByRole('tab', { name: 'Doctor Profile' }).waitFor();
    await page.getByRole('button', { name: 'EDIT' }).click();
    const edit = await dialogNamed(page, 'Edit Doctor');
    expect(await edit.getByRole('textbox', { name: 'Email' }).getAttribute('readonly')).not.toBeNull();
    await edit.getByRole('textbox', { name: /^Experience/ }).fill('11');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Doctor Updated Successfully');
    await edit.waitFor({ state: 'detached' });

    // Schedule: a slot tomorrow 10:00–10:30, then deleted through "Delete Slot?".
    await page.getByRole('tab', { name: 'Schedule' }).click();
    const tomorrow = dayFromToday(1);
    await showMonthOf(page, tomorrow);
    await page.getByRole('button', { name: new RegExp(`^${dayLabel(tomorrow)}`) }).click();
    const create = await dialogNamed(page, 'Create Slots');
    await choose(page, create, /\bFrom\b/, '10:00 AM');
    expect(await create.getByRole('button', { name: /\bTo\b/ }).textContent()).toContain('10:30 AM');
    await create.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, 'Slot created successfully');
    const slot = dayCell(page, tomorrow).getByRole('button', { name: /10:00 AM.*Available/ });
    await slot.waitFor();
    await slot.click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Slot?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Slot delete successfully');
    await slot.waitFor({ state: 'detached' });

    // Deleted from the list through the confirmation; the search then finds nothing.
    await page.goto(`/hospital/doctors?q=${doctor.firstName}`);
    await deleteFromCard(page, doctor.firstName, 'Doctor deleted successfully');
    await page.getByText('No doctors found against this search').waitFor();
    await page.goto(doctorPath);
    await expect.poll(() => page.getByText(doctor.firstName).count()).toBe(0);
    await context.close();
  });

  const people = [
    {
      kind: 'Nurse',
      link: 'Nurse',
      path: '/hospital/nurse',
      add: '+ ADD NURSE/TECHNICIAN',
      addTitle: 'Add Nurse/Technician',
      editTitle: 'Edit Nurse',
      detail: /^\/hospital\/nurse-info\/[^/]+$/,
      created: 'Nurse Created Successfully',
      deleted: 'Nurse deleted successfully',
      empty: 'No nurses found against this search',
      searchable: true,
      extra: async (dialog: Awaited<ReturnType<typeof dialogNamed>>) => {
        await dialog.getByText('Technician', { exact: true }).click();
      },
    },
    {
      kind: 'Laboratory',
      link: 'Laboratory',
      path: '/hospital/laboratory',
      add: 'ADD Laboratory',
      addTitle: 'Add Laboratory',
      editTitle: 'Edit Laboratory',
      detail: /^\/hospital\/lab-info\/[^/]+$/,
      created: 'Laboratory Created Successfully',
      deleted: 'Laboratory deleted successfully',
      empty: 'No labs found against this search',
      searchable: true,
    },
    {
      kind: 'Receptionist',
      link: 'Receptionist',
      path: '/hospital/receptionist',
      add: '+ ADD RECEPTIONIST',
      addTitle: 'Add Receptionist',
      editTitle: 'Edit Receptionist',
      detail: /^\/hospital\/receptionist-info\/[^/]+$/,
      created: 'Receptionist Created Successfully',
      deleted: 'Receptionist deleted successfully',
      empty: undefined,
      searchable: false,
    },
  ] as const;

  for (const person of people) {
    it(`adds, edits and deletes a ${person.kind.toLowerCase()}`, async () => {
      const { context, page } = await hospitalPage();
      await openFromSidebar(page, person.link, person.path);
      await page.getByRole('button', { name: person.add }).click();
      const dialog = await dialogNamed(page, person.addTitle);
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await expect.poll(() => requiredCount(dialog)).toBeGreaterThanOrEqual(4);

      const added = newPerson(person.kind);
      await fillPerson(dialog, added);
      if ('extra' in person) await person.extra(dialog);
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await expectToast(page, person.created);
      await dialog.waitFor({ state: 'detached' });

      if (person.searchable) await searchFor(page, added.firstName);
      const card = personCard(page, added.firstName);
      await card.locator('[data-slot="person-card-open"]').click();
      await waitForPath(page, person.detail);

      await page.getByRole('button', { name: 'EDIT' }).click();
      const edit = await dialogNamed(page, person.editTitle);
      expect(await edit.getByRole('textbox', { name: 'Email' }).getAttribute('readonly')).not.toBeNull();
      await edit.getByRole('textbox', { name: 'Last Name' }).fill(`Edited${person.kind}`);
      await edit.getByRole('button', { name: 'Update' }).click();
      await expectToast(page, 'Successfully updated');
      await edit.waitFor({ state: 'detached' });
      await page.getByText(`Edited${person.kind}`).first().waitFor();

      await page.goto(person.searchable ? `${person.path}?q=${added.firstName}` : person.path);
      await deleteFromCard(page, added.firstName, person.deleted);
      if (person.empty) await page.getByText(person.empty).waitFor();
      await context.close();
    });
  }

  it("opens a patient's profile with vitals and completed lab results", async () => {
    // A patient of the demo hospital with completed lab results (from the API, as the hospital).
    const api = apiAs('hospital@demo.ae');
    const patients = [];
    for (let pageNumber = 0; pageNumber < 10; pageNumber += 1) {
      const { data: list } = await api.GET('/patients', { params: { query: { page: pageNumber } } });
      patients.push(...(list?.data.patients ?? []));
      if (!list || pageNumber + 1 >= list.data.numberOfPages) break;
    }
    let found: { id: string; tests: { test: string; result?: string }[] } | undefined;
    for (const patient of patients) {
      const { data } = await api.GET('/patients/profile/{id}', { params: { path: { id: patient._id } } });
      const tests = data?.data.labResults?.flatMap((r) => r.tests) ?? [];
      if (tests.length > 0 && data?.data.report?.bp) {
        found = { id: patient._id, tests };
        break;
      }
    }
    expect(found).toBeDefined();
    if (!found) return;

    const { context, page } = await hospitalPage();
    await page.goto(`/hospital/patient-info/${found.id}`);
    await page.getByRole('heading', { name: 'Vitals' }).waitFor();
    await page.getByText('mmHg').first().waitFor();
    await page.getByText('bpm').first().waitFor();
    await page.getByRole('heading', { name: 'Lab Results' }).waitFor();
    const first = found.tests[0];
    if (first) await page.getByText(first.test, { exact: true }).first().waitFor();
    await context.close();
  });

  it("keeps a second hospital away from the demo hospital's people", async () => {
    const api = apiAs('hospital@demo.ae');
    const { data: doctors } = await api.GET('/doctors', { params: { query: { getAll: true } } });
    const doctor = doctors?.doctors[0];
    expect(doctor).toBeDefined();
    if (!doctor) return;
    const { data: nurses } = await api.GET('/nurse', { params: { query: { getAll: true } } });
    const { data: receptionists } = await api.GET('/receptionists', { params: { query: { getAll: true } } });

    // Through the API, as the other hospital: the doctor's public page (the patient
    // site's) carries no phone number, his appointments and the staff records are refused.
    const other = apiAs('contact@alkhanmedical.ae');
    const doctorAnswer = await other.GET('/doctors/{id}', { params: { path: { id: doctor._id } } });
    expect(doctorAnswer.data?.data.mobile).toBeUndefined();
    const refused = [403, 404];
    expect(refused).toContain(
      await statusOf(() =>
        other.GET('/appointments/doctorAppointments/{id}', { params: { path: { id: doctor._id } } }),
      ),
    );
    const nurseId = nurses?.data.nurses[0]?._id;
    if (nurseId)
      expect(refused).toContain(await statusOf(() => other.GET('/nurse/{id}', { params: { path: { id: nurseId } } })));
    const receptionistId = receptionists?.data.receptionists[0]?._id;
    if (receptionistId)
      expect(refused).toContain(
        await statusOf(() => other.GET('/receptionists/{id}', { params: { path: { id: receptionistId } } })),
      );

    // In the browser: the doctor is not in the other hospital's list, and its page shows no data.
    const { context, page } = await hospitalPage('contact@alkhanmedical.ae');
    const name = `${doctor.firstName} ${doctor.lastName}`;
    await page.goto(`/hospital/doctors?q=${encodeURIComponent(doctor.lastName)}`);
    await page
      .getByText('No doctors found against this search')
      .or(page.locator('[data-slot="person-card"]').first())
      .first()
      .waitFor();
    await expect.poll(() => page.getByText(name).count()).toBe(0);
    await page.goto(`/hospital/doctor-info/${doctor._id}`);
    await page.getByRole('tab', { name: 'Doctor Profile' }).waitFor();
    expect(doctor.mobile).toBeTruthy();
    await expect.poll(() => page.getByText(doctor.mobile ?? '').count()).toBe(0);
    await context.close();
  });
});
