import { handlers, mockError, mockOperation, patients } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { arabic } from '../../../stories/locale-globals';
import { neverAnswer } from '../../../stories/mock-requests';
import { withApi } from '../../../stories/with-api';
import { PatientsListScreen } from './patients-list.connected';

const { patientMariam, patientYousef, patientPriya } = patients;

/** Two pages of patients, answered by the `page` query parameter. */
const pagedPatients = mockOperation('get', '/patients', (request) => {
  const page = Number(new URL(request.url).searchParams.get('page') ?? '0');
  return {
    data: {
      patients: page === 0 ? [patientMariam, patientYousef] : [patientPriya],
      pageNumber: page,
      numberOfPages: 2,
      totalItems: 3,
    },
  };
});

const meta = {
  title: 'Hospital/Patient (connected)',
  component: PatientsListScreen,
  args: { onOpen: fn() },
  decorators: [
    withApi({ storage: { token: 'story-token', role: 'HOSPITAL', referenceId: 'hsp-marina-care' } }),
    (Story) => (
      <div className="w-[62rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded', msw: { handlers: [pagedPatients, ...handlers] } },
} satisfies Meta<typeof PatientsListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Answers go through the envelope and MSW: leave them time on a busy machine. */
const slow = { timeout: 5000 };

export const Paged: Story = {
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Mr/Mrs. Yousef Al Hammadi Male' }, slow)).toBeVisible();
    const pager = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('button', { name: 'Mr/Mrs. Priya Menon Female' }, slow)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(/Yousef Al Hammadi/)).toBeNull());
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: /Priya Menon/ }));
    await expect(args.onOpen).toHaveBeenCalledWith('pat-priya-menon');
    await userEvent.click(pager.getByRole('button', { name: 'Prev' }));
    await expect(await canvas.findByRole('button', { name: /Yousef Al Hammadi/ }, slow)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [neverAnswer('get', '/patients'), ...handlers],
    },
  },
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
  parameters: {
    msw: { handlers: [mockError('get', '/patients', 500, { message: 'Internal error' }), ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', undefined, slow)).toHaveTextContent('Problem while getting patients');
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'السيد/السيدة Yousef Al Hammadi ذكر' }, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'التالي' }));
    await expect(await canvas.findByRole('button', { name: 'السيد/السيدة Priya Menon أنثى' }, slow)).toBeVisible();
  },
};
