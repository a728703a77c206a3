import { handlers, hospitals, mockError, mockOperation, staff } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { arabic } from '../../../stories/locale-globals';
import { neverAnswer, requestLog } from '../../../stories/mock-requests';
import { withApi } from '../../../stories/with-api';
import { preloadDashboardSections } from './hospital-dashboard';
import { HospitalDashboardScreen } from './hospital-dashboard.connected';
import { dayFromToday, todaysApiAppointments } from './hospital-dashboard.fixtures';
import { bodyRows, countBox, typeDate } from './hospital-dashboard.story-helpers';

/** The signed-in hospital of the stories: its id is the session's referenceId. */
const hospitalSession = { token: 'story-token', role: 'HOSPITAL', referenceId: hospitals.marinaCare._id };

const appointmentsSpy = requestLog('post', '/appointments/hospitalAppointments/{id}');
const countSpy = requestLog('post', '/slots/booked-approved-appointments');

const todaysAnswer = mockOperation('post', '/appointments/hospitalAppointments/{id}', () => ({
  data: todaysApiAppointments(),
}));

const meta = {
  title: 'Hospital/Home (connected)',
  component: HospitalDashboardScreen,
  // The split sections' code, loaded before the story renders (the app shows a spinner meanwhile).
  loaders: [
    async () => {
      await preloadDashboardSections();
    },
  ],
  args: { onOpenDoctor: fn(), onOpenNurse: fn(), onOpenLab: fn() },
  decorators: [
    withApi({ storage: hospitalSession }),
    (Story) => (
      <div className="w-[62rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  parameters: {
    layout: 'padded',
    msw: { handlers: [appointmentsSpy.handler, countSpy.handler, todaysAnswer, ...handlers] },
  },
  beforeEach: () => {
    appointmentsSpy.clear();
    countSpy.clear();
  },
} satisfies Meta<typeof HospitalDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Answers go through the envelope and MSW: leave them time on a busy machine. */
const slow = { timeout: 5000 };

export const Populated: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Welcome, Marina Care Hospital' }, slow),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: "Today's Appointments" });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(4), slow);
    // Today is the browser's calendar day.
    await expect(appointmentsSpy.bodies).toEqual([{ date: dayFromToday(0).iso }]);
    await userEvent.click(await canvas.findByRole('button', { name: /Fatima Al Hashimi/ }, slow));
    await expect(args.onOpenDoctor).toHaveBeenCalledWith(staff.drFatima._id);
  },
};

export const Refresh: Story = {
  name: 'Refresh loads today’s appointments again',
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: "Today's Appointments" });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(4), slow);
    await expect(appointmentsSpy.bodies).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(appointmentsSpy.bodies).toHaveLength(2), slow);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(appointmentsSpy.bodies).toHaveLength(3), slow);
    await expect(bodyRows(table)).toHaveLength(4);
  },
};

export const CountOnceBothDatesAreSet: Story = {
  name: 'From/To: fetched only once both dates are set',
  play: async ({ canvas, canvasElement }) => {
    const from = dayFromToday(-7);
    const to = dayFromToday(0);
    await typeDate(canvas, 'From', from.typed);
    // Only From: nothing is asked.
    await expect(within(countBox(canvasElement)).getByText('Choose both dates to see the total.')).toBeVisible();
    await expect(countSpy.urls).toEqual([]);
    await typeDate(canvas, 'To', to.typed);
    await expect(await within(countBox(canvasElement)).findByText('18', undefined, slow)).toBeVisible();
    // The log keeps every count request MSW saw, in the order they came: just one, with both
    // dates. A request for From alone would have gone out before it and be logged as well.
    await expect(countSpy.urls).toHaveLength(1);
    await expect(countSpy.bodies).toEqual([{ from: from.iso, to: to.iso }]);
  },
};

export const CountFails: Story = {
  name: 'From/To: "Error fetching data"',
  parameters: {
    msw: {
      handlers: [
        mockError('post', '/slots/booked-approved-appointments', 500, { message: 'Internal error' }),
        todaysAnswer,
        ...handlers,
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await typeDate(canvas, 'From', dayFromToday(0).typed);
    await typeDate(canvas, 'To', dayFromToday(30).typed);
    await expect(await within(countBox(canvasElement)).findByRole('alert', undefined, slow)).toHaveTextContent(
      'Error fetching data',
    );
  },
};

export const StaffTabs: Story = {
  name: 'Staff tabs load their list when shown',
  play: async ({ args, canvas }) => {
    await canvas.findByRole('button', { name: /Ahmed Al Mansoori/ }, slow);
    await userEvent.click(canvas.getByRole('tab', { name: 'My Nurses/Technicians' }));
    await userEvent.click(await canvas.findByRole('button', { name: /Aisha Al Kaabi/ }, slow));
    await expect(args.onOpenNurse).toHaveBeenCalledWith(staff.nurseAisha._id);
    await userEvent.click(canvas.getByRole('tab', { name: 'My Labs' }));
    await userEvent.click(await canvas.findByRole('button', { name: /Marina Central Laboratory/ }, slow));
    await expect(args.onOpenLab).toHaveBeenCalledWith(staff.labMarina._id);
    // Back to doctors: the list comes from the cache at once.
    await userEvent.click(canvas.getByRole('tab', { name: 'My Doctors' }));
    await expect(canvas.getByRole('button', { name: /Layla Haddad/ })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        neverAnswer('get', '/hospitals/{id}'),
        neverAnswer('post', '/appointments/hospitalAppointments/{id}'),
        neverAnswer('get', '/doctors'),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('status').length).toBeGreaterThanOrEqual(3), slow);
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** The signed-in hospital's stored user (a hospital account's first name is the hospital's name). */
const storedUser = JSON.stringify({
  _id: 'story-user',
  role: 'HOSPITAL',
  firstName: hospitals.marinaCare.name,
  lastName: '',
  email: 'marina@example.ae',
  referenceId: hospitals.marinaCare._id,
});

/** Nothing has answered yet: the welcome heading is already there, from the stored user (LCP). */
const stillLoading = {
  msw: {
    handlers: [
      neverAnswer('get', '/hospitals/{id}'),
      neverAnswer('post', '/appointments/hospitalAppointments/{id}'),
      neverAnswer('get', '/doctors'),
      ...handlers,
    ],
  },
};

export const WelcomeFromStoredUser: Story = {
  name: 'Welcome from the stored user, before the API answers',
  decorators: [withApi({ storage: { ...hospitalSession, user: storedUser } })],
  parameters: stillLoading,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: `Welcome, ${hospitals.marinaCare.name}` }),
    ).toBeVisible();
  },
};

export const WelcomeFromStoredUserArabic: Story = {
  name: 'Welcome from the stored user (Arabic)',
  globals: arabic,
  decorators: [withApi({ storage: { ...hospitalSession, user: storedUser } })],
  parameters: stillLoading,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: `مرحبًا، ${hospitals.marinaCare.name}` })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('post', '/appointments/hospitalAppointments/{id}', { data: [] }),
        mockOperation('get', '/doctors', { doctors: [], pageNumber: 0, numberOfPages: 0 }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No appointment found', undefined, slow)).toBeVisible();
    await expect(await canvas.findByText('No doctors found', undefined, slow)).toBeVisible();
  },
};

export const Errors: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('get', '/hospitals/{id}', 500, { message: 'Internal error' }),
        mockError('post', '/appointments/hospitalAppointments/{id}', 500, { message: 'Internal error' }),
        mockError('get', '/doctors', 500, { message: 'Internal error' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Unable to load hospital information.', undefined, slow)).toBeVisible();
    await expect(await canvas.findByText('Problem while getting appointments', undefined, slow)).toBeVisible();
    await expect(await canvas.findByText('Problem while getting doctors', undefined, slow)).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'مرحبًا، Marina Care Hospital' }, slow),
    ).toBeVisible();
    // The doctor's card names the speciality in Arabic, as the doctors list does.
    await expect(await canvas.findByRole('button', { name: /Ahmed Al Mansoori/ }, slow)).toHaveTextContent(
      'أمراض القلب',
    );
    const table = canvas.getByRole('table', { name: 'مواعيد اليوم' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(4), slow);
    await userEvent.click(canvas.getByRole('button', { name: 'تحديث' }));
    await waitFor(() => expect(appointmentsSpy.bodies).toHaveLength(2), slow);
    await typeDate(canvas, 'من', dayFromToday(0).typed);
    await typeDate(canvas, 'إلى', dayFromToday(3).typed);
    await expect(await within(countBox(canvasElement)).findByText('18', undefined, slow)).toBeVisible();
  },
};
