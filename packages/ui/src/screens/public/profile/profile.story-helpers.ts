// The patient dashboard's stories: Mariam signed in, her papers as the API answers them (stories only).
import { clinical, type FixtureSchema, handlers, mockOperation, patients } from '@aafiya/api-client/mocks';
import type { HttpHandler } from 'msw';

export const storyPatient = patients.patientMariam;
export const storyTimeZone = 'Asia/Dubai';

/** Local storage of the signed-in patient (withApi). */
export const patientStorage = {
  token: 'story-token',
  role: 'PATIENT',
  referenceId: storyPatient._id,
  user: JSON.stringify({
    role: 'PATIENT',
    firstName: storyPatient.firstName,
    lastName: storyPatient.lastName,
    points: 120,
  }),
};

const mariam = patients.patientRef(storyPatient);

/** Two leaves, newest first (as the server orders them): one in December, then the fixtures' November one. */
export const storySickLeaves: FixtureSchema<'SickLeave'>[] = clinical.sickLeaves.flatMap((leave) => [
  { ...leave, _id: 'leave-mariam-dec', from: '2026-12-01', to: '2026-12-02', issuedDate: '2026-12-01T09:10:00+04:00' },
  leave,
]);

/** Her bisoprolol of 12/11 (not dispensed yet) and a cream of 18/11 a pharmacy has dispensed. */
export const storyPrescriptions: FixtureSchema<'QrPrescription'>[] = clinical.qrPrescriptions.map((prescription) => ({
  ...prescription,
  patientId: mariam,
}));

/** Her completed blood tests (one with a report file) and a request still pending. */
export const storyLabRequests: FixtureSchema<'LabRequest'>[] = [
  clinical.labRequestCompleted,
  { ...clinical.labRequestPending, _id: 'labreq-mariam-lipids', patientId: mariam },
];

export interface PaperAnswers {
  leaves?: FixtureSchema<'SickLeave'>[];
  prescriptions?: FixtureSchema<'QrPrescription'>[];
  labRequests?: FixtureSchema<'LabRequest'>[];
  /** The balance of her profile. */
  points?: number;
}

/** The dashboard's reads (PDFs come from the shared handlers), before `handlers`. */
export function paperHandlers(answers: PaperAnswers = {}, ...first: HttpHandler[]): HttpHandler[] {
  return [
    ...first,
    mockOperation('get', '/leaves/getSickLeaves/{id}', { data: answers.leaves ?? storySickLeaves }),
    mockOperation('get', '/qrPrescriptions', { data: answers.prescriptions ?? storyPrescriptions }),
    mockOperation('get', '/patients/labResults/{id}', { data: answers.labRequests ?? storyLabRequests }),
    mockOperation('get', '/patients/profile/{id}', { data: { ...storyPatient, points: answers.points ?? 120 } }),
    ...handlers,
  ];
}
