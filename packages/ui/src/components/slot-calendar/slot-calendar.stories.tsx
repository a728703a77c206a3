import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, type queries, waitFor, within } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { phone } from '../../stories/viewports';
import { SlotCalendar } from './slot-calendar';
import { busyDay, fixtureNow, fixtureTimeZone, slotsOfEveryKind } from './slot-calendar.fixtures';

const meta = {
  title: 'Calendar/SlotCalendar',
  component: SlotCalendar,
  parameters: { layout: 'padded' },
  args: {
    slots: slotsOfEveryKind,
    now: fixtureNow,
    timeZone: fixtureTimeZone,
    onOpenBooking: fn(),
    onDeleteSlot: fn(),
    onCreateSlots: fn(),
    onMonthChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SlotCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const day = (canvasElement: HTMLElement, key: string) => {
  const element = canvasElement.querySelector<HTMLElement>(`[data-slot="slot-calendar-day"][data-day="${key}"]`);
  if (!element) throw new Error(`No day ${key}`);
  return element;
};
const focusedDay = () => document.activeElement?.getAttribute('data-day');
type Scope = ReturnType<typeof within<typeof queries>>;
/** The trigger of a TimeSelect or Select in the dialog, by its label. */
const trigger = (dialog: Scope, label: RegExp) => dialog.getByRole('button', { name: label });
const fromTrigger = (dialog: Scope) => trigger(dialog, /\bFrom\b/);
const toTrigger = (dialog: Scope) => trigger(dialog, /\bTo\b/);
/** The slot chips of a day, by their visible status word (the colour is never the only sign). */
const statusWords = (canvasElement: HTMLElement, key: string) =>
  within(day(canvasElement, key).closest('td') as HTMLElement);
/** Shown in full: rendered, larger than the 1 px of sr-only text, not cut by an ellipsis. */
async function expectReadable(element: HTMLElement) {
  await expect(element).toBeVisible();
  const { width, height } = element.getBoundingClientRect();
  await expect(width).toBeGreaterThan(8);
  await expect(height).toBeGreaterThan(8);
  await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth + 1);
}
/** The colour legend: each colour with its word. */
async function expectLegend(canvas: Scope, name: string, words: string[]) {
  const legend = within(canvas.getByRole('list', { name }));
  for (const word of words) await expectReadable(legend.getByText(word, { exact: true }));
}
/** Opens a select of the dialog and picks an option. */
async function choose(dialog: Scope, label: RegExp, option: string) {
  await userEvent.click(trigger(dialog, label));
  await userEvent.click(await body().findByRole('option', { name: option }));
}

/** All slot kinds; the month title and the 900 px height. */
export const Populated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('November 2026')).toBeVisible();
    const calendar = canvasElement.querySelector('[data-slot="slot-calendar"]');
    await expect(calendar?.getBoundingClientRect().height).toBe(900);
    for (const tone of ['blue', 'red', 'green', 'free', 'muted']) {
      await expect(canvasElement.querySelector(`[data-slot="slot-chip"][data-tone="${tone}"]`)).not.toBeNull();
    }
    // Every colour is explained, and every slot says its status in words too.
    await expectLegend(canvas, 'Legend', ['Free', 'Booked', 'Ended', 'Taken', 'Past']);
    await expectReadable(statusWords(canvasElement, '2026-11-23').getByText('Booked'));
    await expectReadable(statusWords(canvasElement, '2026-11-23').getByText('Free'));
    await expectReadable(statusWords(canvasElement, '2026-11-19').getByText('Ended'));
    await expectReadable(statusWords(canvasElement, '2026-11-18').getByText('Taken'));
    await expectReadable(statusWords(canvasElement, '2026-11-17').getByText('Past'));
  },
};

export const TakenAndPastBookingsAreNotClickable: Story = {
  play: async ({ args, canvas }) => {
    // TAKEN (blue) and a BOOKED slot that has ended (red) are text, not buttons.
    await expect(canvas.getByText('Khalid Saeed')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Taken/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Aisha Rahman/ })).toBeNull();
    await userEvent.click(canvas.getByText('Aisha Rahman'));
    await expect(args.onOpenBooking).not.toHaveBeenCalled();
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(body().queryByRole('alertdialog')).toBeNull();
  },
};

export const FutureBookingOpensDetails: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Omar Haddad.*Booked/ }));
    await expect(args.onOpenBooking).toHaveBeenCalledWith(expect.objectContaining({ id: 'booked-future' }));
    // An approved appointment still to come opens its details too.
    await userEvent.click(canvas.getByRole('button', { name: /Fatima Al Mansoori/ }));
    await expect(args.onOpenBooking).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'approved-future' }));
    await expect(args.onCreateSlots).not.toHaveBeenCalled();
  },
};

export const DeleteFutureFreeSlot: Story = {
  play: async ({ args, canvasElement }) => {
    const slot = within(day(canvasElement, '2026-11-23').closest('td') as HTMLElement).getByRole('button', {
      name: /Available/,
    });
    await userEvent.click(slot);
    const dialog = await body().findByRole('alertdialog', { name: 'Delete Slot?' });
    await expect(within(dialog).getByRole('button', { name: 'NO' })).toBeVisible();
    // NO keeps the slot.
    await userEvent.click(within(dialog).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.onDeleteSlot).not.toHaveBeenCalled();
    await expect(slot).toHaveFocus();
    // Delete removes it.
    await userEvent.click(slot);
    await userEvent.click(await body().findByRole('button', { name: 'Delete' }));
    await expect(args.onDeleteSlot).toHaveBeenCalledOnce();
    await expect(args.onDeleteSlot).toHaveBeenCalledWith(expect.objectContaining({ id: 'free-future' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

export const PastFreeSlotDoesNothing: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const pastDay = day(canvasElement, '2026-11-17').closest('td') as HTMLElement;
    await expect(within(pastDay).queryByRole('button', { name: /Available/ })).toBeNull();
    // Earlier today, already started: nothing either.
    const today = day(canvasElement, '2026-11-20').closest('td') as HTMLElement;
    await expect(within(today).getAllByRole('button', { name: /Available/ })).toHaveLength(1);
    await userEvent.click(within(pastDay).getByText('Past'));
    await expect(args.onDeleteSlot).not.toHaveBeenCalled();
    await expect(body().queryByRole('alertdialog')).toBeNull();
    // A past day does not open Create Slots.
    await userEvent.click(canvas.getByRole('button', { name: /^Tuesday, 17 November 2026/ }));
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

export const EmptyMonth: Story = {
  args: { slots: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No slots this month.');
    await expect(canvas.getByRole('button', { name: 'Monday, 23 November 2026, no slots' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { slots: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading slots');
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { slots: [], error: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The slots could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const CreateSlots: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Monday, 23 November 2026/ }));
    const dialog = within(await body().findByRole('dialog', { name: 'Create Slots' }));
    // A later day starts at 09:00–09:30, not at midnight.
    await expect(fromTrigger(dialog)).toHaveTextContent('09:00 AM');
    await expect(toTrigger(dialog)).toHaveTextContent('09:30 AM');
    await expect(dialog.getByRole('status')).toHaveTextContent('This will create 1 slot');
    // Choosing From sets To to the next half hour.
    await choose(dialog, /\bFrom\b/, '10:00 AM');
    await expect(toTrigger(dialog)).toHaveTextContent('10:30 AM');
    // To offers only half hours after From.
    await userEvent.click(toTrigger(dialog));
    await expect(await body().findByRole('option', { name: '10:30 AM' })).toBeVisible();
    await expect(body().queryByRole('option', { name: '10:00 AM' })).toBeNull();
    await expect(body().queryByRole('option', { name: '10:15 AM' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    // 09:00–12:00 is six slots of 30 minutes (000 §9), and the dialog says so before Create.
    await choose(dialog, /\bFrom\b/, '09:00 AM');
    await choose(dialog, /\bTo\b/, '12:00 PM');
    await expect(dialog.getByRole('status')).toHaveTextContent('This will create 6 slots');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(args.onCreateSlots).toHaveBeenCalledOnce();
    await expect(args.onCreateSlots).toHaveBeenCalledWith(
      ['05:00', '05:30', '06:00', '06:30', '07:00', '07:30'].map((time) => {
        const from = new Date(`2026-11-23T${time}:00.000Z`);
        return { from: from.toISOString(), to: new Date(from.getTime() + 30 * 60_000).toISOString() };
      }),
    );
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const CreateSlotsToday: Story = {
  args: { now: new Date('2026-11-20T14:10:00+04:00') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Today, Friday, 20 November 2026/ }));
    const dialog = within(await body().findByRole('dialog', { name: 'Create Slots' }));
    // From must be later than now (14:10): the next half hour, 14:30–15:00, comes first.
    await expect(fromTrigger(dialog)).toHaveTextContent('02:30 PM');
    await expect(toTrigger(dialog)).toHaveTextContent('03:00 PM');
    await userEvent.click(fromTrigger(dialog));
    await expect(await body().findByRole('option', { name: '02:30 PM' })).toBeVisible();
    await expect(body().queryByRole('option', { name: '02:00 PM' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const RepeatPreview: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Monday, 23 November 2026/ }));
    const dialog = within(await body().findByRole('dialog', { name: 'Create Slots' }));
    await choose(dialog, /\bFrom\b/, '09:00 AM');
    await choose(dialog, /Repeat/, 'Daily');
    // Until defaults to a week later: 8 days.
    await expect(dialog.getByRole('status')).toHaveTextContent('This will create 8 slots');
    await choose(dialog, /Repeat/, 'Weekly');
    await expect(dialog.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Wednesday' }));
    // Until: type the day, month and year into the date field's segments.
    const [untilDay] = within(dialog.getByRole('group', { name: 'Until' })).getAllByRole('spinbutton');
    if (!untilDay) throw new Error('Until has no day segment');
    await userEvent.click(untilDay);
    await userEvent.keyboard('07122026');
    await expect(dialog.getByRole('status')).toHaveTextContent('This will create 5 slots');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(args.onCreateSlots).toHaveBeenCalledOnce();
    const created = (args.onCreateSlots as ReturnType<typeof fn>).mock.calls[0]?.[0] as { from: string }[];
    await expect(created.map((slot) => slot.from)).toEqual([
      '2026-11-23T05:00:00.000Z',
      '2026-11-25T05:00:00.000Z',
      '2026-11-30T05:00:00.000Z',
      '2026-12-02T05:00:00.000Z',
      '2026-12-07T05:00:00.000Z',
    ]);
  },
};

export const ManySlotsPerDay: Story = {
  args: { slots: busyDay },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Monday, 23 November 2026, 8 slots' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '+5 more' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Monday, 23 November 2026' }));
    await expect(dialog.getAllByRole('listitem')).toHaveLength(8);
    await userEvent.click(dialog.getByRole('button', { name: /Patient 7/ }));
    await expect(args.onOpenBooking).toHaveBeenCalledWith(expect.objectContaining({ id: 'busy-6' }));
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const today = day(canvasElement, '2026-11-20');
    await expect(today).toHaveAttribute('tabindex', '0');
    today.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(focusedDay()).toBe('2026-11-21');
    await userEvent.keyboard('{ArrowDown}');
    await expect(focusedDay()).toBe('2026-11-28');
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    await expect(focusedDay()).toBe('2026-11-20');
    // Home and End: first and last day of the month.
    await userEvent.keyboard('{Home}');
    await expect(focusedDay()).toBe('2026-11-01');
    await userEvent.keyboard('{End}');
    await expect(focusedDay()).toBe('2026-11-30');
    // PageDown and PageUp: next and previous month.
    await userEvent.keyboard('{PageDown}');
    await expect(focusedDay()).toBe('2026-12-30');
    await expect(canvas.getByText('December 2026')).toBeVisible();
    await expect(args.onMonthChange).toHaveBeenLastCalledWith('2026-12-01');
    await userEvent.keyboard('{PageUp}{PageUp}');
    await expect(focusedDay()).toBe('2026-10-30');
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByText('November 2026')).toBeVisible();
  },
};

export const KeyboardIntoSlots: Story = {
  play: async ({ args, canvasElement }) => {
    // Tab from a day goes into its slots; arrows from a slot move across days.
    const monday = day(canvasElement, '2026-11-23');
    monday.focus();
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName(/Omar Haddad/);
    await userEvent.keyboard('{ArrowRight}');
    await expect(focusedDay()).toBe('2026-11-24');
    await expect(args.onCreateSlots).not.toHaveBeenCalled();
    // Enter on a day opens Create Slots.
    await userEvent.keyboard('{Enter}');
    await expect(await body().findByRole('dialog', { name: 'Create Slots' })).toBeVisible();
  },
};

/** The connected screens show a month from its 1st: the keyboard still starts on today, and Today comes back to it. */
export const KeyboardStartsOnToday: Story = {
  args: { defaultMonth: '2026-11-01' },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(day(canvasElement, '2026-11-01')).toHaveAttribute('aria-disabled', 'true');
    // Tab into the grid: today, not the disabled 1st.
    canvas.getByRole('button', { name: 'Next month' }).focus();
    await userEvent.tab();
    await expect(focusedDay()).toBe('2026-11-20');
    // A later month starts on its first day.
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByText('December 2026')).toBeVisible();
    await userEvent.tab();
    await expect(focusedDay()).toBe('2026-12-01');
    // Today brings this month back and focuses today.
    await userEvent.click(canvas.getByRole('button', { name: 'Today' }));
    await expect(canvas.getByText('November 2026')).toBeVisible();
    await expect(focusedDay()).toBe('2026-11-20');
    await expect(args.onMonthChange).toHaveBeenLastCalledWith('2026-11-01');
  },
};

/** On a phone every slot still says its status in a word beside its colour, and the legend explains the colours. */
export const Phone: Story = {
  globals: { ...phone },
  play: async ({ canvas, canvasElement }) => {
    await expectReadable(statusWords(canvasElement, '2026-11-23').getByText('Booked'));
    await expectReadable(statusWords(canvasElement, '2026-11-23').getByText('Free'));
    await expectReadable(statusWords(canvasElement, '2026-11-19').getByText('Ended'));
    await expectReadable(statusWords(canvasElement, '2026-11-25').getByText('Booked'));
    await expectLegend(canvas, 'Legend', ['Free', 'Booked', 'Ended', 'Taken', 'Past']);
    await expectReadable(canvas.getByRole('button', { name: 'Today' }));
  },
};

export const PhoneArabic: Story = {
  globals: { ...arabic, ...phone },
  play: async ({ canvas, canvasElement }) => {
    await expectReadable(statusWords(canvasElement, '2026-11-23').getByText('محجوز'));
    await expectReadable(statusWords(canvasElement, '2026-11-23').getByText('متاح'));
    await expectReadable(statusWords(canvasElement, '2026-11-24').getByText('مكتمل'));
    await expectReadable(statusWords(canvasElement, '2026-11-19').getByText('انتهى'));
    await expectLegend(canvas, 'دليل الألوان', ['متاح', 'محجوز', 'انتهى', 'مكتمل', 'مضى']);
    await expectReadable(canvas.getByRole('button', { name: 'اليوم' }));
  },
};

export const AccessibleDayNames: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid')).toHaveAccessibleName('Slots calendar, November 2026');
    await expect(canvas.getByRole('button', { name: 'Monday, 23 November 2026, 2 slots' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Today, Friday, 20 November 2026, 2 slots' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Thursday, 19 November 2026, 1 slot' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Wednesday, 11 November 2026, no slots' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('button', { name: 'الاثنين، 23 نوفمبر 2026، موعدان' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'الشهر التالي' })).toBeVisible();
    // Right to left: Monday 23 sits to the right of Tuesday 24.
    const [monday, tuesday] = [day(canvasElement, '2026-11-23'), day(canvasElement, '2026-11-24')];
    await expect(monday.getBoundingClientRect().left).toBeGreaterThan(tuesday.getBoundingClientRect().left);
    monday.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(focusedDay()).toBe('2026-11-24');
    await userEvent.keyboard('{Enter}');
    await expect(await body().findByRole('dialog', { name: 'إنشاء مواعيد' })).toBeVisible();
  },
};

export const WithoutHandlers: Story = {
  args: { onDeleteSlot: undefined, onOpenBooking: undefined, onCreateSlots: undefined },
  play: async ({ canvas }) => {
    // A read-only calendar: slots keep their colours, nothing is a button, days do not open Create Slots.
    await expect(canvas.queryByRole('button', { name: /Omar Haddad/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Available/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^Monday, 23 November 2026/ }));
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** View only (the PCR calendars): bookings still to come open their details; nothing is deleted or created. */
export const ViewOnlyWithDetails: Story = {
  args: { onDeleteSlot: undefined, onCreateSlots: undefined },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Omar Haddad.*Booked/ }));
    await expect(args.onOpenBooking).toHaveBeenCalledWith(expect.objectContaining({ id: 'booked-future' }));
    // A free slot still to come is text, not a delete button; a day does not open Create Slots.
    await expect(canvas.queryByRole('button', { name: /Available/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^Monday, 23 November 2026/ }));
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(body().queryByRole('alertdialog')).toBeNull();
  },
};
