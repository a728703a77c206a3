import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { body, dayCell } from '../provider-schedule/provider-schedule.story-helpers';
import { PcrCalendar } from './pcr-calendar';
import {
  PCR_DISABLED_MESSAGE,
  storyMonth,
  storyNow,
  storyTimeZone,
  testSlots,
  vaccinationSlots,
} from './pcr-calendar.fixtures';

const meta = {
  title: 'Hospital/PCR',
  component: PcrCalendar,
  args: {
    kind: 'test',
    slots: testSlots,
    now: storyNow,
    timeZone: storyTimeZone,
    defaultMonth: storyMonth,
    onMonthChange: fn(),
    onRetry: fn(),
  },
  argTypes: { kind: { control: 'inline-radio', options: ['test', 'vaccination'] } },
  decorators: [
    (Story) => (
      <div className="w-[64rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
  tags: ['autodocs'],
} satisfies Meta<typeof PcrCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

const tonesOf = (canvasElement: HTMLElement) =>
  new Set([...canvasElement.querySelectorAll('[data-slot="slot-chip"]')].map((chip) => chip.getAttribute('data-tone')));

/** PCR Test: December's slots coloured by the rules; the hospital only views them. */
export const Populated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'PCR Test' })).toBeVisible();
    await expect(canvas.getByText('December 2026')).toBeVisible();
    await expect(canvas.getByRole('grid')).toHaveAccessibleName('PCR test slots, December 2026');
    // TAKEN blue, a booking that has ended red, one still to come green, free slots plain.
    await expect(tonesOf(canvasElement)).toEqual(new Set(['blue', 'red', 'green', 'free', 'muted']));
    // Read-only: TAKEN, ended bookings and free slots are not buttons; days do not open Create Slots.
    await expect(dayCell(canvasElement, '2026-12-02').queryByRole('button', { name: /Taken/ })).toBeNull();
    await expect(dayCell(canvasElement, '2026-12-01').queryByRole('button', { name: /Yousef/ })).toBeNull();
    await expect(dayCell(canvasElement, '2026-12-08').queryByRole('button', { name: /Available/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^Friday, 11 December 2026/ }));
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** A booking still to come opens its details: patient, Emirates ID, status, day, time, test. */
export const AppointmentDetails: Story = {
  play: async ({ canvasElement }) => {
    const chip = dayCell(canvasElement, '2026-12-07').getByRole('button', { name: /مريم الكعبي.*Booked/ });
    await userEvent.click(chip);
    const dialog = within(await body().findByRole('dialog', { name: 'Appointment Details' }));
    await expect(dialog.getByText('784-1990-1234567-1')).toBeVisible();
    await expect(dialog.getByText('Emirates ID')).toBeVisible();
    await expect(dialog.getByText('BOOKED')).toBeVisible();
    await expect(dialog.getByText('Monday, 7 December 2026')).toBeVisible();
    await expect(dialog.getByText(/7:00 – 7:30 AM/)).toBeVisible();
    await expect(dialog.getByText('Test Type')).toBeVisible();
    await expect(dialog.getByText('PCR Test')).toBeVisible();
    // No description is taken for a PCR slot.
    await expect(dialog.queryByText('Description')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(chip).toHaveFocus();
  },
};

/** PCR Vaccination: an approved booking opens too; a booking for a family member names them. */
export const Vaccination: Story = {
  args: { kind: 'vaccination', slots: vaccinationSlots },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'PCR Vaccination' })).toBeVisible();
    await expect(canvas.getByRole('grid')).toHaveAccessibleName('PCR vaccination slots, December 2026');
    await userEvent.click(dayCell(canvasElement, '2026-12-07').getByRole('button', { name: /مريم الكعبي/ }));
    const dialog = within(await body().findByRole('dialog', { name: 'Appointment Details' }));
    await expect(dialog.getByText('حمد الكعبي')).toBeVisible();
    await expect(dialog.getByText('Vaccine')).toBeVisible();
    await expect(dialog.getByText('Seasonal Flu Vaccination')).toBeVisible();
    await userEvent.click(dialog.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const MonthChange: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(args.onMonthChange).toHaveBeenCalledWith('2027-01-01');
    await expect(canvas.getByText('January 2027')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { slots: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading slots');
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
  },
};

export const EmptyMonth: Story = {
  args: { slots: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No slots this month.');
    await expect(canvas.getByRole('button', { name: 'Monday, 7 December 2026, no slots' })).toBeVisible();
  },
};

/** A refusal shows the server's message, with a retry. */
export const LoadError: Story = {
  args: { slots: [], error: PCR_DISABLED_MESSAGE },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(PCR_DISABLED_MESSAGE);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ArabicPopulated: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1, name: 'فحص PCR' })).toBeVisible();
    await expect(canvas.getByRole('grid')).toHaveAccessibleName('مواعيد فحص PCR, ديسمبر 2026');
    await expect(tonesOf(canvasElement)).toEqual(new Set(['blue', 'red', 'green', 'free', 'muted']));
  },
};

export const ArabicAppointmentDetails: Story = {
  globals: arabic,
  play: async ({ canvasElement }) => {
    await userEvent.click(dayCell(canvasElement, '2026-12-09').getByRole('button', { name: /Priya/ }));
    const dialog = within(await body().findByRole('dialog', { name: 'تفاصيل الموعد' }));
    await expect(dialog.getByText('رقم الهوية الإماراتية')).toBeVisible();
    await expect(dialog.getByText('نوع الفحص')).toBeVisible();
    await expect(dialog.getByText('PCR Test')).toBeVisible();
  },
};

export const ArabicVaccination: Story = {
  globals: arabic,
  args: { kind: 'vaccination', slots: vaccinationSlots },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'تطعيم PCR' })).toBeVisible();
  },
};

export const ArabicLoading: Story = {
  globals: arabic,
  args: { slots: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('جارٍ تحميل المواعيد');
  },
};

export const ArabicEmptyMonth: Story = {
  globals: arabic,
  args: { slots: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('لا توجد مواعيد في هذا الشهر.');
  },
};

export const ArabicLoadError: Story = {
  globals: arabic,
  args: { slots: [], error: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('تعذّر تحميل المواعيد.');
    await expect(canvas.getByRole('button', { name: 'حاول مرة أخرى' })).toBeVisible();
  },
};

export const Phone: Story = phoneStory();
