import { handlers, mockError, mockUrl } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import { PatientReportScreen } from './patient-report.connected';

const APPOINTMENT = 'appt-mariam-cardiology';
const languages: string[] = [];
const pdf = http.get(mockUrl('/doctorReports/report/{id}'), ({ request }) => {
  languages.push(new URL(request.url).searchParams.get('lang') ?? '');
  return new HttpResponse(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
    headers: { 'content-type': 'application/pdf' },
  });
});

const meta = {
  title: 'Public/Patient Report (connected)',
  component: PatientReportScreen,
  args: { appointmentId: APPOINTMENT, timeZone: 'Asia/Dubai', onSave: fn() },
  decorators: [withApi({ storage: { token: 'story-token', role: 'PATIENT', referenceId: 'pat-mariam-kaabi' } })],
  parameters: { layout: 'padded', msw: { handlers: [pdf, ...handlers] } },
  beforeEach: () => {
    languages.length = 0;
  },
} satisfies Meta<typeof PatientReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DownloadNow: Story = {
  name: 'Download Now saves DoctorReport.pdf',
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Download Now' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    const [blob, filename] = (args.onSave as ReturnType<typeof fn>).mock.calls[0] as [Blob, string];
    await expect(filename).toBe('DoctorReport.pdf');
    await expect(blob.type).toBe('application/pdf');
    await expect(languages).toEqual(['en']);
  },
};

export const ArabicDownload: Story = {
  name: 'In Arabic the PDF is asked for in Arabic',
  globals: arabic,
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'تنزيل الآن' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    await expect(languages).toEqual(['ar']);
  },
};

export const SignedOut: Story = {
  name: 'Not signed in: asked to log in, nothing fetched',
  decorators: [withApi()],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Log in' })).toBeVisible();
  },
};

export const NotTheirs: Story = {
  name: "Someone else's appointment (403): no report found",
  parameters: {
    msw: {
      handlers: [mockError('get', '/doctorReports/getDoctorReportPDF/{appointmentId}', 403, { message: 'Forbidden' })],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No report found for this appointment.');
  },
};

export const DownloadFails: Story = {
  parameters: {
    msw: { handlers: [mockError('get', '/doctorReports/report/{id}', 500, { message: 'down' }), ...handlers] },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Download Now' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The report could not be downloaded.');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
