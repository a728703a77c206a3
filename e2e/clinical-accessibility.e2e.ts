import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from './support/accounts';
import { sweepPages } from './support/axe';
import { desktop, fileBrowser, newPage, openSignedIn, phone } from './support/browser';
import { apiAs } from './support/sessions';
import { signIn } from './support/sign-in';

const baseUrl = inject('baseUrl');
const browser = fileBrowser();

/** The demo hospital's first record of a list, through the nurse's session. */
async function firstIds() {
  const nurse = apiAs('nurse@demo.ae');
  const [doctors, nurses, patients] = await Promise.all([
    nurse.GET('/doctors', { params: { query: { getAll: true } } }),
    nurse.GET('/nurse', { params: { query: { getAll: true } } }),
    nurse.GET('/patients', { params: { query: { page: 0 } } }),
  ]);
  const first = (list: { _id: string }[] | undefined, what: string) => {
    const id = list?.[0]?._id;
    if (!id) throw new Error(`The demo hospital has no ${what}`);
    return id;
  };
  return {
    doctor: first(doctors.data?.doctors, 'doctor'),
    nurse: first(nurses.data?.data.nurses, 'nurse'),
    patient: first(patients.data?.data.patients, 'patient'),
  };
}

// Issues #19 and #20, "Done when": every nurse page at a phone's width in
// Arabic, the doctor's at a desktop's in Arabic, the receptionist's at a
// desktop's in English, as
// the hospital's sweep splits its sizes and languages; the story tests run axe
// on each of their screens in both languages and at 390 px.
describe('every doctor, nurse, receptionist, laboratory, pharmacy, admin and vendor page is axe-clean', () => {
  it('the nurse area at 390 px in Arabic', async () => {
    const ids = await firstIds();
    const { context, page } = await openSignedIn(browser(), baseUrl, 'nurse@demo.ae', {
      viewport: phone,
      language: 'ar',
      bypassCSP: true,
    });
    const found = await sweepPages(
      page,
      [
        '/nurse/',
        '/nurse/schedule',
        '/nurse/doctor-schedule',
        `/nurse/schedule/${ids.doctor}`,
        '/nurse/patient',
        `/nurse/patient-info/${ids.patient}`,
        '/nurse/profile',
      ],
      'ar',
    );
    expect(found).toEqual({});
    await context.close();
  });

  it('the doctor area (#19) at 1440 px in Arabic', async () => {
    const ids = await firstIds();
    const { context, page } = await openSignedIn(browser(), baseUrl, 'doctor@demo.ae', {
      viewport: desktop,
      language: 'ar',
      bypassCSP: true,
    });
    const found = await sweepPages(
      page,
      [
        '/doctors/',
        '/doctors/appointment',
        '/doctors/patient',
        `/doctors/patient-info/${ids.patient}`,
        '/doctors/lab-results',
        '/doctors/profile',
      ],
      'ar',
    );
    expect(found).toEqual({});
    await context.close();
  });

  it('the receptionist area at 1440 px in English', async () => {
    const ids = await firstIds();
    // Signed in now, not from the stored sessions (the password-recovery test ends his).
    const { context, page } = await newPage(browser(), baseUrl, { viewport: desktop, bypassCSP: true });
    await signIn(page, 'reception@demo.ae', DEMO_PASSWORD, '/receptionist');
    const found = await sweepPages(
      page,
      [
        '/receptionist/',
        '/receptionist/doctors',
        `/receptionist/doctor-info/${ids.doctor}`,
        '/receptionist/nurse',
        `/receptionist/nurse-info/${ids.nurse}`,
        '/receptionist/promos',
        '/receptionist/patient-promo-codes',
        '/receptionist/offers',
        '/receptionist/claimed-offers',
        '/receptionist/profile',
      ],
      'en',
    );
    expect(found).toEqual({});
    await context.close();
  });

  // Issue #21: the laboratory at a phone's width in English, the pharmacy at a phone's in Arabic.
  it('the laboratory area at 390 px in English', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'lab@demo.ae', {
      viewport: phone,
      bypassCSP: true,
    });
    const found = await sweepPages(
      page,
      ['/laboratory/', '/laboratory/lab-result-records', '/laboratory/profile'],
      'en',
    );
    expect(found).toEqual({});
    await context.close();
  });

  it('the pharmacy area at 390 px in Arabic', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'pharmacy@demo.ae', {
      viewport: phone,
      language: 'ar',
      bypassCSP: true,
    });
    const found = await sweepPages(
      page,
      ['/pharmacy/', '/pharmacy/scan-qr-prescription', '/pharmacy/pharmacy-details', '/pharmacy/profile'],
      'ar',
    );
    expect(found).toEqual({});
    await context.close();
  });

  // Issue #22: the admin back office at a phone's width in Arabic (the hardest case of its tables and grids).
  it('the admin area at 390 px in Arabic', async () => {
    const { data: hospitals } = await apiAs('admin@demo.ae').GET('/hospitals');
    const clinic = hospitals?.data[0]?._id;
    if (!clinic) throw new Error('No hospital is listed');
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin@demo.ae', {
      viewport: phone,
      language: 'ar',
      bypassCSP: true,
    });
    const found = await sweepPages(
      page,
      [
        '/admin/',
        '/admin/claimed-offers',
        '/admin/specialities',
        '/admin/insurances',
        '/admin/package-categories',
        '/admin/vendors',
        '/admin/categories',
        '/admin/addons',
        '/admin/approve-hospitals',
        '/admin/clinics',
        `/admin/clinic/${clinic}`,
        '/admin/pcr',
        '/admin/pcr/report',
        // Two routes of one page are not neighbours: its heading would stay the same element.
        '/admin/allExpenses',
        '/admin/expenses',
        '/admin/expenses/1',
        '/admin/allExpenses/1',
        '/admin/expenses/type/1',
      ],
      'ar',
    );
    expect(found).toEqual({});
    await context.close();
  });

  // Issue #23: the vendor area at a phone's width in Arabic.
  it('the vendor area at 390 px in Arabic', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'vendor@demo.ae', {
      viewport: phone,
      language: 'ar',
      bypassCSP: true,
    });
    const found = await sweepPages(page, ['/vendor/', '/vendor/promo-codes', '/vendor/profile'], 'ar');
    expect(found).toEqual({});
    await context.close();
  });
});
