import { clinical, fixtures, handlers, mockError, mockOperation } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { arabic } from '../../../stories/locale-globals';
import { neverAnswer } from '../../../stories/mock-requests';
import { withApi } from '../../../stories/with-api';
import { PatientProfileScreen } from './patient-profile.connected';

const patientId = fixtures.PatientProfile._id;

/** One completed request (two tests) and two pending ones (whose tests must not show). */
const labRequests = mockOperation('get', '/patients/labResults/{id}', {
  data: [clinical.labRequestPending, clinical.labRequestCompleted, clinical.labRequestXray],
});

const meta = {
  title: 'Hospital/Patient Info (connected)',
  component: PatientProfileScreen,
  args: { patientId },
  decorators: [
    withApi({ storage: { token: 'story-token', role: 'HOSPITAL', referenceId: 'hsp-marina-care' } }),
    (Story) => (
      <div className="w-[62rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded', msw: { handlers: [labRequests, ...handlers] } },
} satisfies Meta<typeof PatientProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Answers go through the envelope and MSW: leave them time on a busy machine. */
const slow = { timeout: 5000 };

export const Populated: Story = {
  name: 'Populated: lab results of completed requests only',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'مريم الكعبي' }, slow)).toBeVisible();
    const vitals = within(canvas.getByRole('region', { name: 'Vitals' }));
    await expect(vitals.getByText('120/80 mmHg')).toBeVisible();
    await expect(vitals.getByText('36.8 °C')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Doctors' })).getByText('Fatima Al Hashimi')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Lab Results' });
    await expect(await within(table).findByText('Complete Blood Count', undefined, slow)).toBeVisible();
    const tests = within(table)
      .getAllByRole('row')
      .filter((row) => row.closest('tbody'))
      .map((row) => row.textContent);
    await expect(tests).toEqual(['Complete Blood CountNormal', 'HbA1c5.4%']);
    // The pending requests' tests are not shown.
    await expect(within(table).queryByText('Lipid Profile')).toBeNull();
    await expect(within(table).queryByText('Vitamin D (25-OH)')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [neverAnswer('get', '/patients/profile/{id}'), ...handlers],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading' }, slow)).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: {
    msw: { handlers: [mockError('get', '/patients/profile/{id}', 404, { message: 'Patient not found' }), ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', undefined, slow)).toHaveTextContent('Patient not found');
  },
};

export const NoCompletedLabResults: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('get', '/patients/labResults/{id}', { data: [clinical.labRequestPending] }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No lab results found', undefined, slow)).toBeVisible();
  },
};

export const LabResultsFail: Story = {
  parameters: {
    msw: {
      handlers: [mockError('get', '/patients/labResults/{id}', 403, { message: 'Forbidden' }), ...handlers],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', undefined, slow)).toHaveTextContent('Forbidden');
    // The rest of the profile still shows.
    await expect(canvas.getByRole('heading', { level: 1, name: 'مريم الكعبي' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'مريم الكعبي' }, slow)).toBeVisible();
    const table = canvas.getByRole('table', { name: 'نتائج المختبر' });
    await expect(await within(table).findByText('HbA1c', undefined, slow)).toBeVisible();
    await expect(within(table).queryByText('Lipid Profile')).toBeNull();
  },
};
