import { handlers, mockError, mockOperation, mockUrl, readMockJson, scheduling } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { arabic } from '../../../stories/locale-globals';
import { neverAnswer } from '../../../stories/mock-requests';
import { withApi } from '../../../stories/with-api';
import {
  body,
  calendarReady,
  dayCell,
  expectEmptyMonth,
  expectLoadError,
  expectLoadingSlots,
} from '../provider-schedule/provider-schedule.story-helpers';
import { PcrCalendarScreen } from './pcr-calendar.connected';
import { hospitalId, PCR_DISABLED_MESSAGE, storyNow, storyTimeZone } from './pcr-calendar.fixtures';

/** The PCR listings the screen asked for: path, hospital id and window. */
const calls: { path: string; id: unknown; body: unknown }[] = [];

/** Records each PCR listing and answers with the kind's fixtures (as the server: its own kind only). */
const recording = (['/slots/PCRTests/hospital/{id}', '/slots/PCRVaccination/hospital/{id}'] as const).map((path) =>
  http.post(mockUrl(path), async ({ request, params }) => {
    calls.push({ path, id: params.id, body: await readMockJson(request) });
    const data = path.includes('PCRTests') ? scheduling.pcrTestSlots : scheduling.pcrVaccinationSlots;
    return HttpResponse.json({ data });
  }),
);

const meta = {
  title: 'Hospital/PCR (connected)',
  component: PcrCalendarScreen,
  args: { kind: 'test', now: storyNow, timeZone: storyTimeZone },
  decorators: [
    withApi({ storage: { token: 'story-token', role: 'HOSPITAL', referenceId: hospitalId } }),
    (Story) => (
      <div className="w-[64rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded', msw: { handlers: [...recording, ...handlers] } },
  beforeEach: () => {
    calls.length = 0;
  },
} satisfies Meta<typeof PcrCalendarScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in hospital's PCR tests of this month, asked with the month's window. */
export const Populated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await calendarReady(canvasElement);
    await expect(calls[0]).toEqual({
      path: '/slots/PCRTests/hospital/{id}',
      id: hospitalId,
      body: { from: '2026-11-30T00:00:00.000Z', to: '2027-01-02T00:00:00.000Z' },
    });
    await expect(canvas.getByRole('heading', { level: 1, name: 'PCR Test' })).toBeVisible();
    await expect(dayCell(canvasElement, '2026-12-07').getByRole('button', { name: /مريم الكعبي/ })).toBeVisible();
  },
};

export const AppointmentDetails: Story = {
  play: async ({ canvasElement }) => {
    await calendarReady(canvasElement);
    await userEvent.click(dayCell(canvasElement, '2026-12-08').getByRole('button', { name: /Yousef Al Hammadi/ }));
    const dialog = within(await body().findByRole('dialog', { name: 'Appointment Details' }));
    await expect(dialog.getByText('APPROVED')).toBeVisible();
    await expect(dialog.getByText('784-1984-7654321-3')).toBeVisible();
    await expect(dialog.getByText('PCR Test')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const Vaccination: Story = {
  args: { kind: 'vaccination' },
  play: async ({ canvas, canvasElement }) => {
    await calendarReady(canvasElement);
    await expect(calls.map((call) => call.path)).toEqual(['/slots/PCRVaccination/hospital/{id}']);
    await expect(canvas.getByRole('heading', { level: 1, name: 'PCR Vaccination' })).toBeVisible();
    await userEvent.click(dayCell(canvasElement, '2026-12-07').getByRole('button', { name: /مريم الكعبي/ }));
    const dialog = within(await body().findByRole('dialog', { name: 'Appointment Details' }));
    await expect(dialog.getByText('Seasonal Flu Vaccination')).toBeVisible();
  },
};

/** The next month is asked for when shown. */
export const NextMonth: Story = {
  play: async ({ canvas, canvasElement }) => {
    await calendarReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    await expect(calls[1]?.body).toEqual({ from: '2026-12-31T00:00:00.000Z', to: '2027-02-02T00:00:00.000Z' });
    await expect(canvas.getByText('January 2027')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [mockOperation('post', '/slots/PCRTests/hospital/{id}', { data: [] }), ...handlers] },
  },
  play: ({ canvas, canvasElement }) => expectEmptyMonth(canvas, canvasElement),
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswer('post', '/slots/PCRTests/hospital/{id}'), ...handlers] } },
  play: ({ canvas }) => expectLoadingSlots(canvas),
};

/** PCRDPI turned off since sign-in: the server's refusal is shown, with a retry. */
export const PcrDisabled: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('post', '/slots/PCRTests/hospital/{id}', 403, { message: PCR_DISABLED_MESSAGE }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expectLoadError(canvas, PCR_DISABLED_MESSAGE);
  },
};

/** A server failure shows the calendar's own message; Try again asks again. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('post', '/slots/PCRTests/hospital/{id}', 500, { message: 'Database unavailable' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The slots could not be loaded.');
    await expect(canvas.queryByText('Database unavailable')).toBeNull();
  },
};

/** Fails once (500), then answers. */
let failuresLeft = 0;
const flaky = http.post(mockUrl('/slots/PCRTests/hospital/{id}'), () => {
  if (failuresLeft > 0) {
    failuresLeft -= 1;
    return HttpResponse.json({ message: 'Database unavailable' }, { status: 500 });
  }
  return HttpResponse.json({ data: scheduling.pcrTestSlots });
});

export const Retry: Story = {
  parameters: { msw: { handlers: [flaky, ...handlers] } },
  beforeEach: () => {
    failuresLeft = 1;
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The slots could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await calendarReady(canvasElement);
    await expect(dayCell(canvasElement, '2026-12-07').getByRole('button', { name: /مريم الكعبي/ })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ArabicPopulated: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await calendarReady(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'فحص PCR' })).toBeVisible();
    await userEvent.click(dayCell(canvasElement, '2026-12-09').getByRole('button', { name: /Priya/ }));
    const dialog = within(await body().findByRole('dialog', { name: 'تفاصيل الموعد' }));
    await expect(dialog.getByText('نوع الفحص')).toBeVisible();
  },
};

export const ArabicEmpty: Story = {
  globals: arabic,
  parameters: Empty.parameters,
  play: async ({ canvas, canvasElement }) => {
    await calendarReady(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('لا توجد مواعيد في هذا الشهر.');
  },
};

export const ArabicLoading: Story = {
  globals: arabic,
  parameters: Loading.parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('جارٍ تحميل المواعيد')).toBeVisible();
  },
};

export const ArabicPcrDisabled: Story = {
  globals: arabic,
  parameters: PcrDisabled.parameters,
  play: async ({ canvas }) => {
    // The server's message is shown as it sends it.
    await expectLoadError(canvas, PCR_DISABLED_MESSAGE, 'حاول مرة أخرى');
  },
};
