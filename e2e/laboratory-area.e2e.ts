import { isApiError } from '@aafiya/api-client';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fileBrowser, openSignedIn } from './support/browser';
import { apiAs } from './support/sessions';
import { dialogNamed, expectToast, uniqueName } from './support/staff';

const baseUrl = inject('baseUrl');
const browser = fileBrowser();

/** A small, valid PDF report. */
const REPORT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
/** The first bytes of a PNG picture, given a .pdf name: the content, not the name, must decide. */
const PNG_NAMED_PDF = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

/**
 * A lab request from doctor@demo.ae to lab@demo.ae's laboratory, with two
 * tests named for this run, on one of his appointments that has none yet (one
 * request per appointment: 409 moves on to the next).
 */
async function requestFromTheDoctor(tests: [string, string]) {
  const doctor = apiAs('doctor@demo.ae');
  const doctorId = doctor.session.getReferenceId() ?? '';
  const laboratoryId = apiAs('lab@demo.ae').session.getReferenceId() ?? '';
  for (let page = 0; page < 10; page += 1) {
    const { data } = await doctor.GET('/appointments/doctorAppointments/{id}', {
      params: { path: { id: doctorId }, query: { page } },
    });
    const appointments = data?.data.appointments ?? [];
    if (appointments.length === 0) break;
    for (const appointment of appointments) {
      if (!appointment.patientId || appointment.labRequest) continue;
      const made = await doctor
        .POST('/labRequests', {
          body: {
            appointmentId: appointment._id,
            doctorId,
            patientId: appointment.patientId._id,
            laboratoryId,
            tests: tests.map((test) => ({ test })),
          },
        })
        // 409: this appointment has a request already; anything else is a failure of the test's own.
        .catch((error: unknown) => {
          if (isApiError(error) && error.status === 409) return undefined;
          throw error;
        });
      if (made?.data) return made.data.data;
    }
  }
  throw new Error('doctor@demo.ae has no appointment left without a lab request');
}

/** The card of the lab request whose first test is `test`: its form. */
const requestCard = (page: Page, test: string): Locator =>
  page.locator('[data-slot="lab-request-form"]').filter({ has: page.getByRole('group', { name: test }) });

// Issue #21's "Done when" for the laboratory, against the system as `npm start` runs it.
describe('laboratory area', () => {
  it("sends the results of doctor@demo.ae's request; the doctor's open Test Results show them at once", async () => {
    const vitamin = uniqueName('Vitamin D ');
    const scan = uniqueName('Chest X ray ');
    await requestFromTheDoctor([vitamin, scan]);

    // doctor@demo.ae's Test Results are open while the laboratory works: they refresh on their own.
    const doctor = await openSignedIn(browser(), baseUrl, 'doctor@demo.ae');
    await doctor.page.goto('/doctors/lab-results');
    await doctor.page.getByRole('tab', { name: 'Test Results' }).click();
    const results = doctor.page.locator('[data-slot="lab-request-card"]').filter({ hasText: vitamin });
    expect(await results.count()).toBe(0);

    const { context, page } = await openSignedIn(browser(), baseUrl, 'lab@demo.ae');
    await page.getByRole('heading', { level: 1, name: 'Pending Lab Requests' }).waitFor();
    const card = requestCard(page, vitamin);
    await card.waitFor();
    const first = card.getByRole('group', { name: vitamin });
    const second = card.getByRole('group', { name: scan });

    // A result without its range: the specification's message, naming the test.
    await first.getByRole('textbox', { name: 'Result' }).fill('32 ng/mL');
    await card.getByRole('button', { name: /Send Result/ }).click();
    await card.getByText(`Please add result and range or select file for test ${vitamin}`).first().waitFor();

    // A PNG renamed .pdf is refused for what it is.
    await second.locator('input[type="file"]').setInputFiles({
      name: 'x-ray.pdf',
      mimeType: 'application/pdf',
      buffer: PNG_NAMED_PDF,
    });
    await card.getByText('Only pdf files are allowed').first().waitFor();

    // The range, and a real PDF: sent.
    await first.getByRole('textbox', { name: 'Reference Range' }).fill('30-100 ng/mL');
    await second.locator('input[type="file"]').setInputFiles({
      name: 'x-ray.pdf',
      mimeType: 'application/pdf',
      buffer: REPORT_PDF,
    });
    await card.getByRole('button', { name: /Send Result/ }).click();
    await expectToast(page, 'Result sent successfully');
    await card.waitFor({ state: 'detached' });

    // The laboratory's records have it.
    await page.goto('/laboratory/lab-result-records');
    await page.getByText(vitamin.slice(0, 30)).first().waitFor();
    await context.close();

    // The doctor's open page got the notification and shows the result, without a reload.
    await expectToast(doctor.page, 'Lab results ready');
    await results.getByRole('button', { name: /View Results/ }).click();
    const dialog = await dialogNamed(doctor.page, /Results/);
    await dialog.getByText('32 ng/mL').waitFor();
    await dialog.getByText('30-100 ng/mL').waitFor();
    // The report downloads: the very PDF the laboratory sent.
    const [download] = await Promise.all([
      doctor.page.waitForEvent('download'),
      dialog.getByRole('button', { name: `Download the report of ${scan}` }).click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(REPORT_PDF)).toBe(true);
    await doctor.context.close();
  });
});
