// In-memory answers of the paper modals' calls for connected stories (stories
// only; not exported from the package): what was saved is read back, so a
// story can approve, close, open again and find the form filled.
import type { Schema } from '@aafiya/api-client';
import { MOCK_PDF, mockUrl, readMockJson, staff } from '@aafiya/api-client/mocks';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { storyAppointmentId, storyDoctorId, storyPatientId } from './papers.fixtures';

/** A call the stories check: its method, URL and decrypted JSON body. */
export interface SentRequest {
  method: string;
  url: URL;
  body?: unknown;
}

function pdfAnswer() {
  return new HttpResponse(MOCK_PDF, { headers: { 'content-type': 'application/pdf' } });
}

/** A log of the calls a story made, cleared in `beforeEach`. */
function callLog() {
  const calls: SentRequest[] = [];
  return {
    calls,
    record: async (request: Request) => {
      const body = request.method === 'GET' ? undefined : await readMockJson(request);
      calls.push({ method: request.method, url: new URL(request.url), body });
      return body;
    },
    /** "POST /api/leaves", … in order. */
    lines: () => calls.map(({ method, url }) => `${method} ${url.pathname}`),
  };
}

const notFound = (message: string) => HttpResponse.json({ message }, { status: 404 });

/** The appointment's sick leave: none at first (404) or `initial`; POST creates, PUT updates, the PDF downloads. */
export function sickLeaveServer(initial: Schema<'SickLeave'> | null = null) {
  let leave = initial;
  const log = callLog();
  const handlers: HttpHandler[] = [
    http.get(mockUrl('/leaves/getAppointmentSickLeave/{id}'), async ({ request }) => {
      await log.record(request);
      return leave ? HttpResponse.json({ data: leave }) : notFound('This appointment has no sick leave');
    }),
    http.post(mockUrl('/leaves'), async ({ request }) => {
      const body = (await log.record(request)) as Schema<'SickLeaveInput'>;
      leave = { _id: 'leave-new', from: body.from, to: body.to, description: body.description };
      return HttpResponse.json({ data: leave }, { status: 201 });
    }),
    http.put(mockUrl('/leaves/{id}'), async ({ request, params }) => {
      const body = (await log.record(request)) as Schema<'SickLeaveInput'>;
      leave = { _id: String(params.id), from: body.from, to: body.to, description: body.description };
      return HttpResponse.json({ data: leave });
    }),
    http.get(mockUrl('/leaves/downloadSickLeave/{id}'), async ({ request }) => {
      await log.record(request);
      return pdfAnswer();
    }),
  ];
  return {
    handlers,
    ...log,
    reset: () => {
      leave = initial;
      log.calls.length = 0;
    },
  };
}

/** A saved leave as the API sends it. */
export const storySickLeave: Schema<'SickLeave'> = {
  _id: 'leave-yousef-nov',
  doctorId: { _id: storyDoctorId, firstName: 'Ahmed', lastName: 'Al Mansoori' },
  patientId: { _id: storyPatientId, firstName: 'Yousef', lastName: 'Al Hammadi' },
  from: '2026-11-20',
  to: '2026-11-22',
  description: 'Rest at home; no driving while on the new medication.',
  appointmentId: storyAppointmentId,
};

/**
 * The appointment's lab request: none at first (404) or `initial`; POST
 * creates a pending one, PUT changes it, and a completed one is refused
 * (409, as the server does).
 */
export function labRequestServer(initial: Schema<'LabRequest'> | null = null) {
  let request = initial;
  const log = callLog();
  const labOf = (id: string) => staff.laboratories.find((lab) => lab._id === id) ?? staff.labMarina;
  const handlers: HttpHandler[] = [
    http.get(mockUrl('/labRequests/getAppointmentLabRequest/{id}'), async ({ request: call }) => {
      await log.record(call);
      return request ? HttpResponse.json({ data: request }) : notFound('This appointment has no lab request');
    }),
    http.post(mockUrl('/labRequests'), async ({ request: call }) => {
      const body = (await log.record(call)) as { laboratoryId: string; tests: { test: string }[] };
      const lab = labOf(body.laboratoryId);
      request = {
        _id: 'labreq-new',
        status: 'pending',
        date: '2026-11-20T09:05:00+04:00',
        tests: body.tests,
        laboratoryId: { _id: lab._id, firstName: lab.firstName, lastName: lab.lastName },
        appointmentId: storyAppointmentId,
      };
      return HttpResponse.json({ data: request }, { status: 201 });
    }),
    http.put(mockUrl('/labRequests/{id}'), async ({ request: call }) => {
      const body = (await log.record(call)) as { laboratoryId: string; tests: { test: string }[] };
      if (!request || request.status === 'completed') {
        return HttpResponse.json(
          { message: 'This lab request is completed and can no longer be changed' },
          { status: 409 },
        );
      }
      const lab = labOf(body.laboratoryId);
      request = {
        ...request,
        tests: body.tests,
        laboratoryId: { _id: lab._id, firstName: lab.firstName, lastName: lab.lastName },
      };
      return HttpResponse.json({ data: request });
    }),
  ];
  return {
    handlers,
    ...log,
    /** The laboratory sends its results meanwhile: the next change is refused. */
    complete: () => {
      if (request) {
        const tests = request.tests.map((line) => ({ ...line, result: 'Normal', range: 'See report' }));
        request = { ...request, status: 'completed', tests };
      }
    },
    reset: () => {
      request = initial;
      log.calls.length = 0;
    },
  };
}

/** QR prescriptions: POST answers the sent prescription, the PDF downloads. */
export function qrPrescriptionServer() {
  const log = callLog();
  let count = 0;
  const handlers: HttpHandler[] = [
    http.post(mockUrl('/qrPrescriptions'), async ({ request }) => {
      const body = (await log.record(request)) as Schema<'QrPrescriptionInput'>;
      count += 1;
      const prescription: Schema<'QrPrescription'> = {
        _id: `qr-new-${count}`,
        date: '2026-11-20T09:10:00+04:00',
        treatmentType: body.treatmentType,
        prescription: body.prescription,
        dosageADay: body.dosageADay,
        consumptionDays: body.consumptionDays,
      };
      return HttpResponse.json({ data: prescription }, { status: 201 });
    }),
    http.get(mockUrl('/qrPrescriptions/download/{id}'), async ({ request }) => {
      await log.record(request);
      return pdfAnswer();
    }),
  ];
  return {
    handlers,
    ...log,
    reset: () => {
      count = 0;
      log.calls.length = 0;
    },
  };
}
