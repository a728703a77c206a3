import { toPatientReport } from '@aafiya/api-client';
import { fixtures } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { withNavigation } from '../../../stories/with-navigation';
import { PatientReportView } from './patient-report';

const report = toPatientReport(fixtures.DoctorReportPdfData);
const navigate = fn();

const meta = {
  title: 'Public/Patient Report',
  component: PatientReportView,
  args: { state: { status: 'ready', report }, timeZone: 'Asia/Dubai', onDownload: fn(), onRetry: fn() },
  decorators: [withNavigation(navigate)],
  parameters: { layout: 'padded' },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof PatientReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Patient Report' })).toBeVisible();
    const details = within(canvas.getByRole('region', { name: 'Patient Details' }));
    await expect(details.getByText('Marina Care Hospital')).toBeVisible();
    await expect(details.getByText('مريم الكعبي')).toBeVisible();
    await expect(details.getByText('17/04/1990')).toBeVisible();
    const nurse = within(canvas.getByRole('region', { name: 'Nurse Reports' }));
    await expect(nurse.getByText('118/76')).toBeVisible();
    const doctor = within(canvas.getByRole('region', { name: 'Doctor Reports' }));
    await expect(doctor.getByText('Medication')).toBeVisible();
    await expect(doctor.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Bisoprolol 5 mg: 1 a day for 30 days',
      'Atorvastatin 20 mg: 1 a day for 90 days',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Download Now' }));
    await expect(args.onDownload).toHaveBeenCalled();
  },
};

export const NoReportsYet: Story = {
  args: { state: { status: 'ready', report: { ...report, nurseReports: [], doctorReports: [] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Nurse Reports Found')).toBeVisible();
    await expect(canvas.getByText('No doctor report yet.')).toBeVisible();
  },
};

export const SignedOut: Story = {
  args: { state: { status: 'signed-out' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Download Now' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Log in' }));
    await expect(navigate).toHaveBeenCalledWith('/login');
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the report…' })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { state: { status: 'not-found' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No report found for this appointment.');
  },
};

export const Failed: Story = {
  args: { state: { status: 'failed' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const DownloadFailed: Story = {
  args: { downloadError: 'The report could not be downloaded. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The report could not be downloaded.');
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'تقرير المريض' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تنزيل الآن' })).toBeVisible();
    await expect(canvas.getByText('أدوية')).toBeVisible();
  },
};

export const PhoneArabic: Story = phoneStory({ arabic: true });
