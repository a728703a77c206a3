// Story data of the laboratory's screens (stories only; not exported from the package): Marina Central
// Laboratory, signed in, and the requests addressed to it (the doctor's Lab Results Records' fixtures).
import { type LaboratoryLabRequest, toDoctorLabRequestCard } from '@aafiya/api-client';
import { type FixtureSchema, mockUrl } from '@aafiya/api-client/mocks';
import { delay, http, HttpResponse } from 'msw';
import {
  completedRequests,
  labRequestsApi,
  pendingRequests,
  storyTimeZone,
} from '../doctor/lab-results/doctor-lab-results.fixtures';
import { staffSession } from '../shared/staff-account/staff-account.fixtures';

type LabRequest = FixtureSchema<'LabRequest'>;

export { storyTimeZone };

/** Local storage of the signed-in laboratory (its referenceId: lab-marina-central). */
export const labSession = staffSession('laboratory');

/** A completed request whose texts are longer than the records' 30 characters (001 §2). */
export const longTextRequest: LabRequest = {
  ...(completedRequests[1] as LabRequest),
  _id: 'lab-yousef-metabolic',
  tests: [
    {
      test: 'Comprehensive Metabolic Panel with eGFR',
      result: 'Within normal limits for age and sex',
      range: 'See the attached interpretation',
    },
  ],
};

/** The records: the long one first, then the doctor's completed requests (pages of three). */
export const recordRequests: LabRequest[] = [longTextRequest, ...completedRequests];

/** The cards as the views get them. */
export const pendingCards: LaboratoryLabRequest[] = pendingRequests.map(toDoctorLabRequestCard);
export const recordCards: LaboratoryLabRequest[] = recordRequests.slice(0, 3).map(toDoctorLabRequestCard);

/** A request the doctor sent without tests (001 §4: "Test results not completed"). */
export const noTestsCard: LaboratoryLabRequest = {
  ...(pendingCards[1] as LaboratoryLabRequest),
  id: 'lab-priya-none',
  tests: [],
  results: [],
};

/** A PDF report, and PNG bytes named as a PDF (refused by content). */
export const pdfReport = () => new File(['%PDF-1.7\n%âãÏÓ\n1 0 obj\n'], 'glucose.pdf', { type: 'application/pdf' });
export const pngNamedPdf = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'x.pdf', { type: 'application/pdf' });

/**
 * The laboratory's requests on MSW: `GET /labRequests/{id}` answers pages of
 * three of the pending or completed ones; `POST /labRequests/updateRequest`
 * records the multipart body, answers after `sendDelayMs` and moves the
 * request to the completed ones. `reset()` in `beforeEach`.
 */
export function labRequestsStore() {
  const pending: LabRequest[] = [];
  const completed: LabRequest[] = [];
  const sent: FormData[] = [];
  const api = labRequestsApi(pending, completed);
  let sendDelayMs = 600;
  const reset = (options: { sendDelayMs?: number } = {}) => {
    pending.splice(0, pending.length, ...pendingRequests);
    completed.splice(0, completed.length, ...recordRequests);
    sent.length = 0;
    sendDelayMs = options.sendDelayMs ?? 600;
    api.clear();
  };
  reset();
  return {
    sent,
    asked: api.asked,
    reset,
    handlers: [
      api.handler,
      // A multipart upload is not enveloped, nor is its answer.
      http.post(mockUrl('/labRequests/updateRequest'), async ({ request }) => {
        const form = await request.formData();
        sent.push(form);
        await delay(sendDelayMs);
        const index = pending.findIndex((item) => item._id === form.get('id'));
        const [done] = index >= 0 ? pending.splice(index, 1) : [];
        if (!done) return HttpResponse.json({ message: 'Lab request not found' }, { status: 404 });
        const data = form.get('data');
        const tests = JSON.parse(typeof data === 'string' ? data : '[]') as LabRequest['tests'];
        const answer: LabRequest = { ...done, status: 'completed', tests };
        completed.unshift(answer);
        return HttpResponse.json({ data: answer });
      }),
    ],
  };
}
