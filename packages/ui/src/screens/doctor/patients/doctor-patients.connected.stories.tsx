import { handlers, mockError, mockOperation, patients } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { arabic } from '../../../stories/locale-globals';
import { neverAnswer, requestLog } from '../../../stories/mock-requests';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import { doctorSession } from '../appointments/doctor-appointments.fixtures';
import { DoctorPatientsScreen } from './doctor-patients.connected';

const { patientMariam, patientYousef, patientPriya } = patients;
const asked = requestLog('get', '/patients');

/** Two pages of the doctor's patients, answered by the `page` query parameter. */
const pagedPatients = mockOperation('get', '/patients', (request) => {
  const page = Number(new URL(request.url).searchParams.get('page') ?? '0');
  return {
    data: {
      patients: page === 0 ? [patientYousef, patientPriya] : [patientMariam],
      pageNumber: page,
      numberOfPages: 2,
      totalItems: 3,
    },
  };
});

const meta = {
  title: 'Doctor/Patients (connected)',
  component: DoctorPatientsScreen,
  args: { onOpenPatient: fn() },
  decorators: [
    withApi({ storage: doctorSession }),
    (Story) => (
      <div className="w-[62rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded', msw: { handlers: [asked.handler, pagedPatients, ...handlers] } },
  beforeEach: () => {
    asked.clear();
  },
} satisfies Meta<typeof DoctorPatientsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Answers go through the envelope and MSW: leave them time on a busy machine. */
const slow = { timeout: 5000 };

export const Paged: Story = {
  name: 'Zero-based pages; a card opens the patient',
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Mr/Mrs. Yousef Al Hammadi Male' }, slow)).toBeVisible();
    const pager = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    const mariam = await canvas.findByRole('button', { name: 'Mr/Mrs. مريم الكعبي Female' }, slow);
    await waitFor(() => expect(canvas.queryByText(/Yousef Al Hammadi/)).toBeNull());
    await expect(asked.urls.map((url) => url.searchParams.get('page'))).toEqual(['0', '1']);
    await userEvent.click(mariam);
    await expect(args.onOpenPatient).toHaveBeenCalledWith('pat-mariam-kaabi');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswer('get', '/patients'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading' }, slow)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('get', '/patients', { data: { patients: [], pageNumber: 0, numberOfPages: 0 } }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No patients Found', undefined, slow)).toBeVisible();
  },
};

export const Failure: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [mockError('get', '/patients', 500, { message: 'Internal error' }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', undefined, slow)).toHaveTextContent('Problem while getting patients');
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ args, canvas }) => {
    const yousef = await canvas.findByRole('button', { name: 'السيد/السيدة Yousef Al Hammadi ذكر' }, slow);
    await userEvent.click(yousef);
    await expect(args.onOpenPatient).toHaveBeenCalledWith('pat-yousef-hammadi');
  },
};
