// Story data of the staff account page: nurse, receptionist, laboratory, pharmacy (stories only; not exported from the package).
import { type Schema, toLaboratoryProfile, toNurseProfile, toReceptionistProfile } from '@aafiya/api-client';
import { fixtures, mockUrl, readMockJson, staff } from '@aafiya/api-client/mocks';
import { http, HttpResponse } from 'msw';
import { screen } from 'storybook/test';
import { portrait } from '../../doctor/profile/doctor-profile.fixtures';
import type { StaffAccountKind } from './staff-account';

type Nurse = Schema<'Nurse'>;
type Receptionist = Schema<'Receptionist'>;
type AccountRecord = Nurse | Receptionist | Schema<'Laboratory'> | Schema<'Pharmacy'>;

/** Nurse Maria Santos and receptionist Sara Ali (Marina Care Hospital) with offline pictures. */
export const storyNurseRecord: Nurse = { ...staff.nurseMaria, image: portrait(330) };
export const storyReceptionistRecord: Receptionist = { ...staff.receptionistSara, image: portrait(150) };
export const storyNurse = toNurseProfile(storyNurseRecord);
export const storyReceptionist = toReceptionistProfile(storyReceptionistRecord);
/** Marina Central Laboratory and Shifa Pharmacy (its pharmacist in charge, Anjali Pillai). */
export const storyLaboratoryRecord: Schema<'Laboratory'> = { ...staff.labMarina, image: portrait(200) };
export const storyPharmacyRecord: Schema<'Pharmacy'> = { ...fixtures.Pharmacy, image: portrait(250) };
export const storyLaboratory = toLaboratoryProfile(storyLaboratoryRecord);

/** Each kind's record and its user's role. */
const accounts: Record<StaffAccountKind, { record: AccountRecord; role: Schema<'User'>['role']; userId: string }> = {
  nurse: { record: storyNurseRecord, role: 'NURSE', userId: 'user-maria' },
  receptionist: { record: storyReceptionistRecord, role: 'RECEPTIONIST', userId: 'user-sara' },
  laboratory: { record: storyLaboratoryRecord, role: 'LABORTORY', userId: 'user-lab-marina' },
  pharmacy: { record: storyPharmacyRecord, role: 'PHARMACY', userId: 'user-shifa' },
};

/** Local storage of a signed-in nurse, receptionist, laboratory or pharmacy (001 §3: the user's referenceId is the record's id). */
export function staffSession(kind: StaffAccountKind) {
  const { record, role, userId } = accounts[kind];
  const user: Schema<'User'> = {
    _id: userId,
    role,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    referenceId: record._id,
  };
  return { token: 'story-token', role: user.role, referenceId: record._id, user: JSON.stringify(user) };
}

/** The contract paths of each kind's account. */
export const accountPaths = {
  nurse: {
    record: '/nurse/{id}',
    upload: '/nurse/uploadProfilePicture/{id}',
    remove: '/nurse/deleteProfileImage/{id}',
  },
  receptionist: {
    record: '/receptionists/{id}',
    upload: '/receptionists/uploadProfilePicture/{id}',
    remove: '/receptionists/deleteProfileImage/{id}',
  },
  laboratory: {
    record: '/labortories/{id}',
    upload: '/labortories/uploadProfilePicture/{id}',
    remove: '/labortories/deleteProfileImage/{id}',
  },
  pharmacy: {
    record: '/pharmacies/{id}',
    upload: '/pharmacies/uploadProfilePicture/{id}',
    remove: '/pharmacies/deleteProfileImage/{id}',
  },
} as const;

/**
 * The signed-in person's record for connected stories: `GET` answers the
 * latest, `PUT` merges the body (passwords left out) and answers it, the
 * picture calls set or drop the picture. Put `handlers` before the default
 * ones and `reset()` in `beforeEach`; `bodies` holds the PUT bodies.
 */
export function editableAccount(kind: StaffAccountKind) {
  const initial = accounts[kind].record;
  const paths = accountPaths[kind];
  let record = initial;
  const bodies: unknown[] = [];
  const handlers = [
    http.get(mockUrl(paths.record), () => HttpResponse.json({ data: record })),
    http.put(mockUrl(paths.record), async ({ request }) => {
      const body = (await readMockJson(request)) as Record<string, unknown>;
      bodies.push(body);
      const fields = { ...body };
      delete fields.password;
      delete fields.confirmPassword;
      record = { ...record, ...fields };
      return HttpResponse.json({ data: record });
    }),
    http.put(mockUrl(paths.upload), () => {
      record = { ...record, image: portrait(30) };
      return HttpResponse.json({ data: record });
    }),
    http.delete(mockUrl(paths.remove), () => {
      record = { ...record };
      delete record.image;
      return HttpResponse.json({ data: record });
    }),
  ];
  return {
    handlers,
    bodies,
    reset: () => {
      record = initial;
      bodies.length = 0;
    },
  };
}

/** A password field by its label (the show/hide button shares the words; the label ends with the required mark). */
export function passwordField(label: string): HTMLElement {
  return screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
}
