import type { ApiClient } from '@aafiya/api-client';
import { describe, expect, inject, it } from 'vitest';
import { homePattern } from './support/accounts';
import { fileBrowser, newPage } from './support/browser';
import { apiAs } from './support/sessions';
import { waitForPath } from './support/sign-in';
import { allRowTexts } from './support/table-rows';

const baseUrl = inject('baseUrl');
const browser = fileBrowser();

const HALF_HOUR = 30 * 60_000;

/**
 * A free slot of one of the hospital's doctors later today (the browser and
 * this process share the machine's time zone): the next half-hour boundary at
 * least two minutes away, or a later one when that overlaps an existing slot.
 * Null when today has no half hour left.
 */
async function slotLaterToday(hospital: ApiClient): Promise<{ slotId: string; doctorId: string } | null> {
  const hospitalId = hospital.session.getReferenceId() ?? '';
  const { data } = await hospital.GET('/doctors', { params: { query: { page: 0 } } });
  const doctorId = data?.doctors[0]?._id;
  if (!doctorId) throw new Error('the demo hospital has doctors');
  const now = Date.now();
  let from = Math.ceil((now + 2 * 60_000) / HALF_HOUR) * HALF_HOUR;
  const today = new Date(now).getDate();
  for (; new Date(from).getDate() === today && new Date(from + HALF_HOUR - 1).getDate() === today; from += HALF_HOUR) {
    const created = await hospital
      .POST('/slots', {
        body: {
          hospitalId,
          doctorId,
          from: new Date(from).toISOString(),
          to: new Date(from + HALF_HOUR).toISOString(),
        },
      })
      .catch(() => null); // 409: overlaps one of the doctor's slots; try the next half hour
    if (created?.data) return { slotId: created.data.data._id, doctorId };
  }
  return null;
}

/** Marks the page; a reload would lose the mark. */
const markPage = () => {
  Object.assign(window, { aafiyaNotificationMark: 'kept' });
};
const pageMark = () => (window as Window & { aafiyaNotificationMark?: string }).aafiyaNotificationMark ?? null;

describe('notifications', () => {
  it('a booking shows a toast on the hospital dashboard and updates its appointments without a reload', async (ctx) => {
    const hospital = apiAs('hospital@demo.ae');
    const patient = apiAs('patient@demo.ae');
    const slot = await slotLaterToday(hospital);
    if (!slot) {
      ctx.skip('no half hour left today to book');
      return;
    }
    const user = patient.session.getUser();
    const patientName = `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim();

    // Signed in from the stored session; the hospital area is opened once the page listens.
    const { context, page } = await newPage(browser(), baseUrl, { as: 'hospital@demo.ae' });
    const registered = page.waitForResponse(
      (r) => r.url().endsWith('/api/hospitals/webfcToken') && r.request().method() === 'PUT',
      { timeout: 30_000 },
    );
    const streamOpened = page.waitForResponse((r) => r.url().includes('/api/notifications/stream?access_token='), {
      timeout: 30_000,
    });
    await page.goto('/hospital/');
    await waitForPath(page, homePattern('/hospital'));

    // On load the area registers its push token and opens its notification stream.
    expect((await registered).status()).toBe(200);
    const stream = await streamOpened;
    expect(stream.status()).toBe(200);
    expect(stream.headers()['content-type']).toContain('text/event-stream');
    expect(await page.evaluate(() => localStorage.getItem('pushToken'))).toMatch(/^aafiya-device:/);

    const section = page.locator('[data-slot="todays-appointments"]');
    await section.getByRole('table', { name: "Today's Appointments" }).waitFor();
    await section.getByRole('button', { name: 'Refresh' }).waitFor();
    const table = section.getByRole('table', { name: "Today's Appointments" });
    // The table is virtualised (only the rows in view are in the DOM): its rows are read by scrolling it.
    const rowsOfPatient = async () => (await allRowTexts(table)).filter((text) => text.includes(patientName)).length;
    // Let the first load finish before counting.
    await expect.poll(() => section.locator('[aria-busy="true"]').count()).toBe(0);
    const before = await rowsOfPatient();
    await page.evaluate(markPage);

    const booked = await patient.POST('/appointments', {
      body: { patientId: patient.session.getReferenceId() ?? '', slotId: slot.slotId, doctorId: slot.doctorId },
    });
    expect(booked.response.status).toBe(201);

    const toast = page.getByRole('region', { name: 'Notifications (F8)' }).locator('[data-slot="toast"]', {
      hasText: 'New appointment',
    });
    await toast.waitFor();
    await expect.poll(() => toast.textContent()).toContain(`${patientName} booked an appointment with Dr.`);
    // The appointments refresh in place…
    await expect.poll(rowsOfPatient, { timeout: 15_000 }).toBe(before + 1);
    // …and the specification's reload 3 seconds later does not happen.
    await page.waitForTimeout(3500);
    expect(await page.evaluate(pageMark)).toBe('kept');
    await context.close();
  });
});
