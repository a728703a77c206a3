import { toAdminPcrSlotView } from '@aafiya/api-client';
import { scheduling } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { arabic } from '../../../stories/locale-globals';
import { requestLog } from '../../../stories/mock-requests';
import { withNavigation } from '../../../stories/with-navigation';
import { storyMonth, storyNow, storyTimeZone } from '../../hospital/pcr/pcr-calendar.fixtures';
import { body, calendarReady, dayCell } from '../../hospital/provider-schedule/provider-schedule.story-helpers';
import { adminAnswers, withAdminApi } from '../shared/admin-story-helpers';
import { PcrSchedule } from './pcr-schedule';
import { PcrScheduleScreen } from './pcr-schedule.connected';

const navigate = fn();
const listings = requestLog('post', '/slots/PCRTests/all');

const meta = {
  title: 'Admin/PCR Schedule',
  component: PcrSchedule,
  args: {
    slots: scheduling.allPcrTestSlots.map(toAdminPcrSlotView),
    now: storyNow,
    timeZone: storyTimeZone,
    defaultMonth: storyMonth,
    onMonthChange: fn(),
  },
  decorators: [
    withNavigation(navigate),
    (Story) => (
      <div className="w-[64rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
  beforeEach: () => {
    navigate.mockClear();
    listings.clear();
  },
} satisfies Meta<typeof PcrSchedule>;

export default meta;
type Story = StoryObj<typeof meta>;

const tonesOf = (canvasElement: HTMLElement) =>
  new Set([...canvasElement.querySelectorAll('[data-slot="slot-chip"]')].map((chip) => chip.getAttribute('data-tone')));

/** "PCR Schedule", coloured by the calendar rules (ended bookings and TAKEN not clickable); See Reports. */
export const Populated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'PCR Schedule' })).toBeVisible();
    await expect(tonesOf(canvasElement)).toEqual(new Set(['blue', 'red', 'green', 'free', 'muted']));
    await expect(dayCell(canvasElement, '2026-12-01').queryByRole('button', { name: /Yousef/ })).toBeNull();
    await expect(dayCell(canvasElement, '2026-12-02').queryByRole('button', { name: /Taken/ })).toBeNull();
    const reports = canvas.getByRole('link', { name: 'See Reports' });
    await expect(reports).toHaveAttribute('href', '/admin/pcr/report');
    await userEvent.click(reports);
    await expect(navigate).toHaveBeenCalledWith('/admin/pcr/report');
  },
};

/** A booking still to come opens its Appointment Details, with its hospital. */
export const BookingDetails: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(dayCell(canvasElement, '2026-12-10').getByRole('button', { name: /مريم الكعبي.*Booked/ }));
    const dialog = within(await body().findByRole('dialog', { name: 'Appointment Details' }));
    await expect(dialog.getByText('Hospital')).toBeVisible();
    await expect(dialog.getByText('Al Khan Family Hospital')).toBeVisible();
    await expect(dialog.getByText('784-1990-1234567-1')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1, name: 'جدول فحوص PCR' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'عرض التقارير' })).toBeVisible();
    await userEvent.click(dayCell(canvasElement, '2026-12-07').getByRole('button', { name: /مريم الكعبي/ }));
    const dialog = within(await body().findByRole('dialog', { name: 'تفاصيل الموعد' }));
    await expect(dialog.getByText('المستشفى')).toBeVisible();
    await expect(dialog.getByText('Marina Care Hospital')).toBeVisible();
  },
};

/** On the API: every PCR hospital's tests of the month, asked with the month's window. */
export const Connected: Story = {
  render: (args) => <PcrScheduleScreen now={args.now} timeZone={args.timeZone} />,
  decorators: [withAdminApi],
  parameters: adminAnswers(listings.handler),
  play: async ({ canvasElement }) => {
    await calendarReady(canvasElement);
    await expect(listings.bodies).toEqual([{ from: '2026-11-30T00:00:00.000Z', to: '2027-01-02T00:00:00.000Z' }]);
    await expect(dayCell(canvasElement, '2026-12-10').getByRole('button', { name: /مريم الكعبي/ })).toBeVisible();
  },
};
