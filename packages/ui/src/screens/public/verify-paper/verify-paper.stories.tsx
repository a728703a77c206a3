import type { VerifiedPaper } from '@aafiya/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { VerifyPaperView } from './verify-paper';

const sickLeave: VerifiedPaper = {
  kind: 'sick-leave',
  issuedAt: '2026-11-12T06:25:00Z',
  hospital: 'Marina Care Hospital',
  doctor: 'Dr. Ahmed Al Mansoori',
  patientInitials: 'M. A.',
  from: '2026-11-12',
  to: '2026-11-14',
  medicines: [],
};

const prescription: VerifiedPaper = {
  kind: 'qr-prescription',
  issuedAt: '2026-11-12T06:22:00Z',
  hospital: 'Marina Care Hospital',
  doctor: 'Dr. Ahmed Al Mansoori',
  patientInitials: 'M. A.',
  treatmentType: 'Medication',
  prescription: 'Bisoprolol 5 mg tablets, one in the morning.',
  dosageADay: 1,
  consumptionDays: 30,
  medicines: [],
};

const report: VerifiedPaper = {
  kind: 'doctor-report',
  issuedAt: '2026-11-12T06:30:00Z',
  hospital: 'Marina Care Hospital',
  doctor: 'Dr. Ahmed Al Mansoori',
  patientInitials: 'M. A.',
  appointmentAt: '2026-11-12T06:00:00Z',
  treatmentType: 'Skin Desease',
  medicines: [{ medicine: 'Hydrocortisone cream 1 %', dosage: 2, days: 10 }],
};

const meta = {
  title: 'Public/Verify Paper',
  component: VerifyPaperView,
  args: { state: { status: 'genuine', paper: sickLeave }, timeZone: 'Asia/Dubai', onRetry: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof VerifyPaperView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dl's value by its term. */
function valueOf(canvasElement: HTMLElement, term: string): string {
  const terms = [...canvasElement.querySelectorAll('dt')];
  const dt = terms.find((element) => element.textContent === term);
  return dt?.nextElementSibling?.textContent ?? '';
}

export const GenuineSickLeave: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Document verification' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('This document is genuine');
    await expect(valueOf(canvasElement, 'Document')).toBe('Sick leave');
    await expect(valueOf(canvasElement, 'Off work from')).toBe('12/11/2026');
    await expect(valueOf(canvasElement, 'Until (inclusive)')).toBe('14/11/2026');
    await expect(valueOf(canvasElement, 'Patient')).toBe('M. A. (initials only)');
    await expect(valueOf(canvasElement, 'Issued on')).toMatch(/12\/11\/2026.*10:25/);
  },
};

export const GenuinePrescription: Story = {
  args: { state: { status: 'genuine', paper: prescription } },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Document')).toBe('Prescription');
    await expect(valueOf(canvasElement, 'Prescription')).toBe('Bisoprolol 5 mg tablets, one in the morning.');
    await expect(valueOf(canvasElement, 'Dosage a day')).toBe('1');
    await expect(valueOf(canvasElement, 'Days')).toBe('30');
  },
};

export const GenuineReport: Story = {
  args: { state: { status: 'genuine', paper: report } },
  play: async ({ canvas, canvasElement }) => {
    await expect(valueOf(canvasElement, 'Treatment type')).toBe('Skin Desease');
    const medicines = within(canvas.getByRole('region', { name: 'Medicines' }));
    await expect(medicines.getByRole('listitem')).toHaveTextContent('Hydrocortisone cream 1 %: 2 a day for 10 days');
  },
};

export const Checking: Story = {
  args: { state: { status: 'checking' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Checking the document…' })).toBeVisible();
  },
};

export const NotVerified: Story = {
  args: { state: { status: 'not-verified' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This document could not be verified');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const CheckFailed: Story = {
  args: { state: { status: 'failed' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The document could not be checked just now.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ArabicSickLeave: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'التحقق من المستند' })).toBeVisible();
    await expect(valueOf(canvasElement, 'المستند')).toBe('إجازة مرضية');
    // The hospital's name, as stored, keeps its own direction inside the Arabic page.
    await expect(canvasElement.querySelector('dd bdi')).toHaveTextContent('Marina Care Hospital');
  },
};

export const ArabicNotVerified: Story = {
  globals: arabic,
  args: { state: { status: 'not-verified' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('تعذّر التحقق من هذا المستند');
  },
};

export const PhoneArabic: Story = {
  args: { state: { status: 'genuine', paper: report } },
  ...phoneStory({ arabic: true }),
};
