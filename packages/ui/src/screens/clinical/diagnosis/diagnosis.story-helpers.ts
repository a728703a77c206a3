// Story helpers of the diagnosis screen (stories only; not exported from the package).
import type { Schema } from '@aafiya/api-client';
import { mockUrl, readMockJson } from '@aafiya/api-client/mocks';
import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';

export { expectToast } from '../../hospital/staff/staff.story-helpers';

type Queries = Pick<typeof screen, 'getByRole' | 'getAllByRole' | 'getByText' | 'queryByRole'>;

/** The region (a card of the screen) named `name`, and queries within it. */
export function regionOf(canvas: Pick<Queries, 'getByRole'>, name: string | RegExp) {
  const region = canvas.getByRole('region', { name });
  return { region, inRegion: within(region) };
}

/** The value shown for `label` in a card's facts (the text of its `<dd>`). */
export function detail(scope: HTMLElement, label: string): string | null | undefined {
  const term = within(scope).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

/** Chooses `option` in the Select labelled `label`. */
export async function choose(scope: Pick<Queries, 'getByRole'>, label: RegExp, option: string) {
  await userEvent.click(scope.getByRole('button', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Types a day into the date field labelled `label`, as "DDMMYYYY" (segment by segment). */
export async function typeDate(scope: Pick<Queries, 'getByRole'>, label: string, ddmmyyyy: string) {
  const [day] = within(scope.getByRole('group', { name: label })).getAllByRole('spinbutton');
  if (!day) throw new Error(`The date field ${label} has no day segment.`);
  await userEvent.click(day);
  await userEvent.keyboard(ddmmyyyy);
}

/** The medicine row "Medicine {number}" of the Doctor Diagnosis, and queries within it. */
export function medicineRow(scope: Pick<Queries, 'getByRole'>, number: number) {
  const row = scope.getByRole('group', { name: `Medicine ${String(number)}` });
  return { row, inRow: within(row) };
}

/** Adds a medicine row and fills it (English labels). */
export async function addMedicine(
  scope: Pick<Queries, 'getByRole'>,
  number: number,
  line: { medicine: string; dosage: string; days: string },
) {
  await userEvent.click(scope.getByRole('button', { name: 'Add Medicine' }));
  const { inRow } = medicineRow(scope, number);
  await userEvent.type(inRow.getByRole('textbox', { name: /^Medicine/ }), line.medicine);
  await userEvent.type(inRow.getByRole('textbox', { name: /^Dosage/ }), line.dosage);
  await userEvent.type(inRow.getByRole('textbox', { name: /^Days/ }), line.days);
}

/** Waits until every message of `messages` is shown in `scope`. */
export async function expectMessages(scope: Pick<typeof screen, 'getAllByText'>, messages: readonly string[]) {
  await waitFor(async () => {
    for (const message of messages) await expect(scope.getAllByText(message)[0]).toBeVisible();
  });
}

type DoctorReport = Schema<'DoctorReport'>;
type DoctorReportInput = Schema<'DoctorReportInput'>;

/**
 * The doctor report of one appointment on a tiny in-memory server: `GET
 * /doctorReports/appointment/{id}` answers it (404 while there is none),
 * `POST /doctorReports` creates it and `PUT /doctorReports/{id}` replaces it.
 * `writes` lists what the screen sent. Put `store.handlers` first; call
 * `store.reset()` in the meta's `beforeEach`.
 */
export function doctorReportStore(initial: DoctorReport | null) {
  let report = initial;
  const writes: { method: string; path: string; body: DoctorReportInput }[] = [];
  const write = async (request: Request, id: string) => {
    const body = (await readMockJson(request)) as DoctorReportInput;
    writes.push({ method: request.method, path: new URL(request.url).pathname, body });
    const { appointmentId, patientId, treatmentType, description, medicines, requiresSurgery, dateOfSurgery } = body;
    report = {
      _id: id,
      appointmentId,
      patientId,
      treatmentType,
      description,
      ...(medicines ? { medicines } : {}),
      ...(requiresSurgery === undefined ? {} : { requiresSurgery }),
      ...(dateOfSurgery ? { dateOfSurgery } : {}),
    };
    return report;
  };
  return {
    writes,
    get report() {
      return report;
    },
    reset: () => {
      report = initial;
      writes.length = 0;
    },
    handlers: [
      http.get(mockUrl('/doctorReports/appointment/{id}'), () =>
        report
          ? HttpResponse.json({ data: report })
          : HttpResponse.json({ message: 'Doctor report not found' }, { status: 404 }),
      ),
      http.post(mockUrl('/doctorReports'), async ({ request }) =>
        HttpResponse.json({ data: await write(request, 'drep-new') }, { status: 201 }),
      ),
      http.put(mockUrl('/doctorReports/{id}'), async ({ request, params }) =>
        HttpResponse.json({ data: await write(request, String(params.id)) }),
      ),
    ],
  };
}
