// Story data of the doctor's profile (stories only; not exported from the package).
import { type DoctorProfile, type Schema, toDoctorProfile, toLookupOptions } from '@aafiya/api-client';
import { catalogues, mockUrl, readMockJson, staff } from '@aafiya/api-client/mocks';
import { http, HttpResponse } from 'msw';
import { expect, screen } from 'storybook/test';
import type { FieldOption } from '../../../components/forms';
import { userEvent } from '../../../stories/user-event';

type Doctor = Schema<'Doctor'>;

/** A portrait as a data URI (stories run offline): a head and shoulders of `hue` on a light ground. */
export function portrait(hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">` +
    `<rect width="240" height="240" fill="hsl(${hue} 45% 90%)"/>` +
    `<circle cx="120" cy="96" r="44" fill="hsl(${hue} 30% 40%)"/>` +
    `<path d="M40 240c0-52 36-84 80-84s80 32 80 84z" fill="hsl(${hue} 30% 40%)"/>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Dr Ahmed Al Mansoori (cardiology, 14 years, Marina Care Hospital) with an offline picture. */
export const storyDoctorRecord: Doctor = { ...staff.drAhmed, image: portrait(200) };
export const storyDoctor: DoctorProfile = toDoctorProfile(storyDoctorRecord);
export const storyArabicDoctor: DoctorProfile = toDoctorProfile(storyDoctorRecord, 'ar');

/** A record with little in it: no hospital, specialities, about or picture. */
export const storyBareDoctor: DoctorProfile = {
  ...storyDoctor,
  specialities: [],
  about: '',
  image: undefined,
  hospital: undefined,
};

/** Every speciality of the fixtures, as the Update modal's choices. */
export function storySpecialityOptions(locale: 'en' | 'ar' = 'en'): FieldOption[] {
  return toLookupOptions(catalogues.specialities, locale).map(({ value, label }) => ({ id: value, label }));
}

/** The account of the doctor, as the server answers it with the record. */
function userOf(doctor: Doctor): Schema<'User'> {
  return {
    _id: 'user-ahmed',
    role: 'DOCTOR',
    firstName: doctor.firstName,
    lastName: doctor.lastName,
    email: doctor.email ?? staff.drAhmed.email,
    referenceId: doctor._id,
    image: doctor.image,
  };
}

/** The session of the signed-in Dr Ahmed. */
export const doctorSession = {
  token: 'story-token',
  role: 'DOCTOR',
  referenceId: storyDoctorRecord._id,
  user: JSON.stringify(userOf(staff.drAhmed)),
};

/** The record with a `PUT /doctors/{id}` body merged in (speciality ids become named references). */
function merged(doctor: Doctor, body: Schema<'DoctorUpdate'>): Doctor {
  const { specialityId, ...fields } = body;
  delete fields.password;
  delete fields.confirmPassword;
  const specialities = specialityId?.map((id) => {
    const speciality = catalogues.specialities.find((item) => item._id === id);
    return { _id: id, name_en: speciality?.name_en, name_ar: speciality?.name_ar };
  });
  return { ...doctor, ...fields, ...(specialities ? { specialityId: specialities } : {}) };
}

/**
 * The doctor's record for connected stories: `GET /doctors/{id}` answers the
 * latest, `PUT /doctors/{id}` merges the body and answers the doctor and his
 * account, the picture calls set or drop the picture. Put `handlers` before
 * the default ones and `reset()` in `beforeEach`; `bodies` holds the PUT bodies.
 */
export function editableDoctor() {
  let record = storyDoctorRecord;
  const bodies: unknown[] = [];
  const handlers = [
    http.get(mockUrl('/doctors/{id}'), () => HttpResponse.json({ data: record })),
    http.put(mockUrl('/doctors/{id}'), async ({ request }) => {
      const body = (await readMockJson(request)) as Schema<'DoctorUpdate'>;
      bodies.push(body);
      record = merged(record, body);
      return HttpResponse.json({ data: { doctor: record, user: userOf(record) } });
    }),
    http.put(mockUrl('/doctors/uploadProfilePicture/{id}'), () => {
      record = { ...record, image: portrait(30) };
      return HttpResponse.json({ data: record });
    }),
    http.delete(mockUrl('/doctors/deleteProfileImage/{id}'), () => {
      record = { ...record };
      delete record.image;
      return HttpResponse.json({ data: record });
    }),
  ];
  return {
    handlers,
    bodies,
    reset: () => {
      record = storyDoctorRecord;
      bodies.length = 0;
    },
  };
}

/** Opens a tab by its name. */
export async function openTab(name: string) {
  await userEvent.click(await screen.findByRole('tab', { name }));
  await expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** A password field by its label (the show/hide button shares the words; the label ends with the required mark). */
export function passwordField(label: string): HTMLElement {
  return screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
}
