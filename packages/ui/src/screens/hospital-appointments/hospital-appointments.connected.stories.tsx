import { handlers, hospitals, mockError, mockUrl } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { arabic } from '../../stories/locale-globals';
import { withApi } from '../../stories/with-api';
import { HospitalAppointmentsScreen } from './hospital-appointments.connected';
import { appointmentsApi, storyNow, storyTimeZone } from './hospital-appointments.fixtures';

const api = appointmentsApi();
const hospitalSession = { token: 'story-token', role: 'HOSPITAL', referenceId: hospitals.marinaCare._id };

const meta = {
  title: 'Screens/Hospital/Appointments (connected)',
  component: HospitalAppointmentsScreen,
  args: { now: storyNow, timeZone: storyTimeZone },
  decorators: [
    withApi({ storage: hospitalSession }),
    (Story) => (
      <div className="w-[72rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded', msw: { handlers: [api.handler, ...handlers] } },
  beforeEach: () => {
    api.clear();
  },
} satisfies Meta<typeof HospitalAppointmentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The data rows of the appointments table. */
const rowsOf = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('table', { name: /Appointments|المواعيد/ }))
    .getAllByRole('row')
    .filter((row) => row.closest('tbody') !== null && within(row).queryAllByRole('cell').length > 1);

export const Populated: Story = {
  name: "Today's appointments by default",
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(4));
    await expect(api.bodies).toEqual([{ date: '2026-11-20' }]);
    await expect(rowsOf(canvasElement).map((row) => row.getAttribute('data-muted'))).toEqual([
      'true',
      'true',
      null,
      null,
    ]);
  },
};

export const EmiratesIdFilter: Story = {
  name: 'Filtered by part of an Emirates ID',
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(4));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Emirates ID' }), '7654');
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(1));
    await expect(rowsOf(canvasElement)[0]).toHaveTextContent('784-1984-7654321-3');
    // Asked once typing stopped, not per keystroke.
    await expect(api.bodies).toEqual([{ date: '2026-11-20' }, { date: '2026-11-20', emiratesId: '7654' }]);
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Emirates ID' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Emirates ID' }), '000');
    await expect(await canvas.findByText('No appointment found')).toBeVisible();
  },
};

export const DateFilter: Story = {
  name: 'Another day: all over, all greyed',
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(4));
    const [day] = within(canvas.getByRole('group', { name: 'Date' })).getAllByRole('spinbutton');
    await userEvent.click(day as HTMLElement);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(2));
    await expect(api.bodies.at(-1)).toEqual({ date: '2026-11-19' });
    await expect(rowsOf(canvasElement).every((row) => row.getAttribute('data-muted') === 'true')).toBe(true);
    await expect(rowsOf(canvasElement)[0]).toHaveTextContent('19/11/2026');
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(mockUrl('/appointments/hospitalAppointments/{id}'), async () => {
          await delay('infinite');
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading');
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('post', '/appointments/hospitalAppointments/{id}', 500, { message: 'Database unavailable' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Problem while getting appointments')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [appointmentsApi([]).handler, ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No appointment found')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(4));
    await expect(canvas.getByRole('heading', { level: 1, name: 'المواعيد' })).toBeVisible();
  },
};
