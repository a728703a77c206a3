import { completedLabResults, toPatientProfile } from '@aafiya/api-client';
import { clinical, fixtures, patients } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../../components/button';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { PatientProfile } from './patient-profile';

const meta = {
  title: 'Hospital/Patient Info',
  component: PatientProfile,
  args: {
    profile: toPatientProfile(patients.patientYousef),
    labResults: completedLabResults(clinical.labRequests),
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="w-[62rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PatientProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown for a label of the personal details. */
function detail(canvasElement: HTMLElement, label: string): string | null | undefined {
  const term = within(canvasElement).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

export const Populated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Yousef Al Hammadi' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Photo of Yousef Al Hammadi' })).toBeVisible();
    await expect(detail(canvasElement, 'Birthday')).toBe('02/11/1984');
    await expect(detail(canvasElement, 'Gender')).toBe('Male');
    await expect(detail(canvasElement, 'Blood Type')).toBe('A+');
    await expect(detail(canvasElement, 'Allergies')).toBe('None');
    await expect(detail(canvasElement, 'Diseases')).toBe('Hypertension');
    await expect(detail(canvasElement, 'Height')).toBe('178 cm');
    await expect(detail(canvasElement, 'Weight')).toBe('86 kg');
    await expect(detail(canvasElement, 'Patient ID')).toBe('pat-yousef-hammadi');
    // Vitals with their units.
    const vitals = within(canvas.getByRole('region', { name: 'Vitals' }));
    await expect(vitals.getByText('135/85 mmHg')).toBeVisible();
    await expect(vitals.getByText('80 bpm')).toBeVisible();
    await expect(vitals.getByText('37 °C')).toBeVisible();
    await expect(vitals.getByText('110 mg/dl')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Doctors' })).getByText('Ahmed Al Mansoori')).toBeVisible();
    // Lab results: test and result of completed requests only.
    const table = canvas.getByRole('table', { name: 'Lab Results' });
    await expect(within(table).getByText('Complete Blood Count')).toBeVisible();
    await expect(within(table).getByText('5.4%')).toBeVisible();
    await expect(within(table).queryByText('Lipid Profile')).toBeNull();
  },
};

export const WithActions: Story = {
  name: 'With actions (the nurse’s vitals update)',
  args: { actions: <Button variant="secondary">Update Vitals</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Update Vitals' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { profile: undefined, loading: true, labResults: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const Failure: Story = {
  name: 'Error',
  args: { profile: undefined, error: 'Patient not found', labResults: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Patient not found');
  },
};

/** A new patient: nothing measured, no doctor, no lab result yet. */
export const Empty: Story = {
  args: {
    profile: toPatientProfile({ _id: 'pat-new', firstName: 'Hessa', lastName: 'Al Marri', email: 'hessa@example.ae' }),
    labResults: [],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(detail(canvasElement, 'Height')).toBe('Not recorded');
    await expect(within(canvas.getByRole('region', { name: 'Vitals' })).getAllByText('Not recorded')).toHaveLength(4);
    await expect(canvas.getByText('No doctors found')).toBeVisible();
    await expect(canvas.getByText('No lab results found')).toBeVisible();
  },
};

export const LabResultsLoading: Story = {
  args: { labResults: [], labResultsLoading: true },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('table', { name: 'Lab Results' })).getByRole('status')).toHaveTextContent(
      'Loading',
    );
  },
};

export const LabResultsError: Story = {
  args: { labResults: [], labResultsError: 'Request failed with status code 500' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Request failed with status code 500');
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { profile: toPatientProfile(fixtures.PatientProfile) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="patient-profile"]')?.closest('[dir]')).toHaveAttribute(
      'dir',
      'rtl',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'مريم الكعبي' })).toBeVisible();
    await expect(detail(canvasElement, 'الجنس')).toBe('أنثى');
    await expect(detail(canvasElement, 'الطول')).toBe('163 cm');
    await expect(
      within(canvas.getByRole('region', { name: 'العلامات الحيوية' })).getByText('120/80 mmHg'),
    ).toBeVisible();
    await expect(within(canvas.getByRole('table', { name: 'نتائج المختبر' })).getByText('HbA1c')).toBeVisible();
  },
};

export const Phone: Story = phoneStory();
