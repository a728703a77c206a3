import { clinical, handlers, mockError, mockUrl, staff } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, screen, waitFor } from 'storybook/test';
import { toast } from '../../../components/toaster';
import { arabic } from '../../../stories/locale-globals';
import { neverAnswer, requestLog } from '../../../stories/mock-requests';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import { DiagnosisScreen } from './diagnosis.connected';
import { storyTimeZone } from './diagnosis.fixtures';
import { choose, detail, doctorReportStore, expectMessages, expectToast, regionOf } from './diagnosis.story-helpers';

/** Mariam's cardiology appointment: it has a nurse report and a doctor report in the fixtures. */
const patientId = clinical.doctorReportMariam.patientId ?? '';
const appointmentId = clinical.APPOINTMENT_IDS.mariamCardiology;

/** The appointment's doctor report as the server holds it: Mariam's, or none yet. */
const existing = doctorReportStore(clinical.doctorReportMariam);
const none = doctorReportStore(null);
const nurseReportWrites = requestLog('post', '/nurseReports');

const noNurseReport = mockError('get', '/nurseReports/appointment/{id}', 404, { message: 'Nurse report not found' });

/** The story's answers: `first`, the doctor report `store`, then the fixtures. */
function answering(store: { handlers: HttpHandler[] }, ...first: HttpHandler[]) {
  return { handlers: [...first, ...store.handlers, ...handlers] };
}

/** `GET /appointments/{id}` fails once with a 500, then answers again. */
function appointmentFailingOnce() {
  let failed = false;
  return {
    reset: () => {
      failed = false;
    },
    handler: http.get(mockUrl('/appointments/{id}'), () => {
      if (failed) return undefined;
      failed = true;
      return HttpResponse.json({ message: 'Database unavailable' }, { status: 500 });
    }),
  };
}
const flaky = appointmentFailingOnce();

const meta = {
  title: 'Clinical/Diagnosis (connected)',
  component: DiagnosisScreen,
  args: { patientId, appointmentId, viewer: 'doctor', timeZone: storyTimeZone },
  decorators: [
    withToaster,
    withApi({ storage: { token: 'story-token', role: 'DOCTOR', referenceId: staff.drAhmed._id } }),
    (Story) => (
      <div className="w-[72rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded', msw: answering(existing) },
  beforeEach: () => {
    existing.reset();
    none.reset();
    nurseReportWrites.clear();
    flaky.reset();
    toast.clear();
  },
} satisfies Meta<typeof DiagnosisScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Answers go through the envelope and MSW: leave them time on a busy machine. */
const slow = { timeout: 5000 };

export const UpdatesTheReport: Story = {
  name: 'Doctor: the appointment has a report, saving updates it',
  play: async ({ canvas }) => {
    const save = await canvas.findByRole('button', { name: 'Update Report' }, slow);
    const { region: patient } = regionOf(canvas, 'Patient');
    await expect(detail(patient, 'Insurances')).toBe('Sukoon');
    await expect(detail(regionOf(canvas, 'Appointment').region, 'Service')).toBe('Specialist Consultation');
    await expect(detail(regionOf(canvas, 'Nurse Diagnosis').region, 'Height')).toBe('1.63 m');
    const { inRegion } = regionOf(canvas, 'Doctor Diagnosis');
    const description = inRegion.getByRole('textbox', { name: /^Description/ });
    await expect(description).toHaveValue(clinical.doctorReportMariam.description);
    await userEvent.clear(description);
    await userEvent.type(description, 'Palpitations settled on bisoprolol.');
    await userEvent.click(save);
    await expectToast('Report Updated Successfully');
    await expect(existing.writes.map((write) => `${write.method} ${write.path}`)).toEqual([
      'PUT /api/doctorReports/drep-mariam-cardiology',
    ]);
    await expect(existing.writes[0]?.body).toEqual({
      treatmentType: 'Medication',
      description: 'Palpitations settled on bisoprolol.',
      medicines: clinical.medicines,
      requiresSurgery: false,
      appointmentId,
      patientId,
    });
  },
};

export const GeneratesTheReport: Story = {
  name: 'Doctor: no report yet, saving generates it, saving again updates it',
  parameters: { msw: answering(none, noNurseReport) },
  play: async ({ canvas }) => {
    const { inRegion } = regionOf(canvas, 'Doctor Diagnosis');
    await expect(await canvas.findByText('No Nurse Reports Found', undefined, slow)).toBeVisible();
    await userEvent.click(await inRegion.findByRole('button', { name: 'Generate Report' }, slow));
    await expectMessages(inRegion, ['Treatment Type is required', 'Description is required']);
    await choose(inRegion, /Treatment Type/, 'Medication');
    await userEvent.type(inRegion.getByRole('textbox', { name: /^Description/ }), 'Tension headache.');
    await userEvent.click(inRegion.getByRole('button', { name: 'Generate Report' }));
    await expectToast('Report Generated Successfully');
    // The appointment has its report now: the next save updates it.
    const update = await inRegion.findByRole('button', { name: 'Update Report' }, slow);
    await userEvent.type(inRegion.getByRole('textbox', { name: /^Description/ }), ' Review in a week.');
    await userEvent.click(update);
    await waitFor(() => expect(none.writes).toHaveLength(2), slow);
    await expect(none.writes.map((write) => `${write.method} ${write.path}`)).toEqual([
      'POST /api/doctorReports',
      'PUT /api/doctorReports/drep-new',
    ]);
    await expect(none.writes[1]?.body.description).toBe('Tension headache. Review in a week.');
    await expectToast('Report Updated Successfully');
  },
};

export const OpensThePapers: Story = {
  name: 'Doctor: each button opens its modal, one at a time',
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Update Report' }, slow);
    const names = [
      'Previous Prescriptions',
      'Previous Lab Results',
      'Approve Sick Leave',
      'Request for Laboratory',
      'QR Prescription',
    ];
    for (const name of names) {
      await userEvent.click(canvas.getByRole('button', { name }));
      const dialog = await screen.findByRole('dialog', { name }, slow);
      await expect(screen.getAllByRole('dialog')).toHaveLength(1);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
    }
  },
};

export const SaveRefused: Story = {
  name: 'Doctor: a refused save shows the server’s message',
  parameters: {
    msw: answering(
      existing,
      mockError('put', '/doctorReports/{id}', 403, { message: 'This appointment is not assigned to you' }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Update Report' }, slow));
    await expectToast('This appointment is not assigned to you');
  },
};

export const SaveFailed: Story = {
  name: 'Doctor: a failed save without a message',
  parameters: { msw: answering(existing, mockError('put', '/doctorReports/{id}', 502)) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Update Report' }, slow));
    await expectToast('An error occurred. Please try again.');
    // The form keeps what was typed, ready to try again.
    await expect(canvas.getByRole('button', { name: 'Update Report' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: answering(existing, neverAnswer('get', '/appointments/{id}')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', undefined, slow)).toHaveTextContent('Loading');
    await expect(canvas.getByRole('region', { name: 'Patient' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  name: 'Error, then Try again',
  parameters: { msw: answering(existing, flaky.handler) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', undefined, slow)).toHaveTextContent('Database unavailable');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('button', { name: 'Update Report' }, slow)).toBeVisible();
  },
};

export const AnotherPatientsAppointment: Story = {
  name: 'Not found: the appointment is another patient’s',
  args: { appointmentId: clinical.APPOINTMENT_IDS.yousefCardiology },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Appointment not found', undefined, slow)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Doctor Diagnosis' })).toBeNull();
  },
};

export const NoSuchAppointment: Story = {
  name: 'Not found: no such appointment (404)',
  parameters: {
    msw: answering(existing, mockError('get', '/appointments/{id}', 404, { message: 'Appointment not found' })),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Appointment not found', undefined, slow)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Nurse: Story = {
  name: 'Nurse: writes the nurse report, reads the doctor’s',
  args: { viewer: 'nurse' },
  parameters: { msw: answering(existing, nurseReportWrites.handler, noNurseReport) },
  play: async ({ canvas }) => {
    const { inRegion } = regionOf(canvas, 'Nurse Diagnosis');
    await userEvent.type(await inRegion.findByRole('textbox', { name: /^Height/ }, slow), '1.63');
    await userEvent.type(inRegion.getByRole('textbox', { name: /^Weight/ }), '58');
    await userEvent.type(inRegion.getByRole('textbox', { name: /^Blood Pressure/ }), '118/76');
    await userEvent.type(inRegion.getByRole('textbox', { name: /^Body Temperature/ }), '36.7');
    await userEvent.type(inRegion.getByRole('textbox', { name: /^Heart Rate/ }), '96');
    await userEvent.type(inRegion.getByRole('textbox', { name: /^Glucose/ }), '92');
    await userEvent.type(inRegion.getByRole('textbox', { name: /^Complaint/ }), 'Racing heart on the stairs.');
    await userEvent.click(inRegion.getByRole('button', { name: 'Generate Report' }));
    await expectToast('Report Generated Successfully');
    await expect(nurseReportWrites.bodies).toEqual([
      {
        height: 1.63,
        weight: 58,
        bp: '118/76',
        bt: 36.7,
        complain: 'Racing heart on the stairs.',
        heartRate: 96,
        glucose: 92,
        appointmentId,
        patientId,
      },
    ]);
    await expect(detail(regionOf(canvas, 'Doctor Diagnosis').region, 'Treatment Type')).toBe('Medication');
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    const { inRegion } = regionOf(canvas, 'تشخيص الطبيب');
    await userEvent.click(await inRegion.findByRole('button', { name: 'تحديث التقرير' }, slow));
    await expectToast('تم تحديث التقرير بنجاح');
    await expect(detail(regionOf(canvas, 'المريض').region, 'التأمينات')).toBe('سكون');
  },
};
