import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { ProviderSchedule } from './provider-schedule';
import { doctorScheduleSlots, storyNow, storyTimeZone } from './provider-schedule.fixtures';
import { body, dayCell } from './provider-schedule.story-helpers';

const meta = {
  title: 'Hospital/Provider Schedule',
  component: ProviderSchedule,
  args: {
    slots: doctorScheduleSlots,
    now: storyNow,
    timeZone: storyTimeZone,
    onCreateSlots: fn(),
    onDeleteSlot: fn(),
    onMonthChange: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-[64rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProviderSchedule>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('November 2026')).toBeVisible();
    // Colours by the rules: TAKEN blue, past booking red, booking to come green, free to come in the brand colour.
    const tones = [...canvasElement.querySelectorAll('[data-slot="slot-chip"]')].map((chip) =>
      chip.getAttribute('data-tone'),
    );
    await expect(new Set(tones)).toEqual(new Set(['blue', 'red', 'green', 'free', 'muted']));
  },
};

export const AppointmentDetails: Story = {
  play: async ({ args, canvasElement }) => {
    const chip = dayCell(canvasElement, '2026-11-23').getByRole('button', { name: /Yousef Al Hammadi/ });
    await userEvent.click(chip);
    const dialog = within(await body().findByRole('dialog', { name: 'Appointment Details' }));
    await expect(dialog.getByText('Monday, 23 November 2026')).toBeVisible();
    await expect(dialog.getByText(/10:00.*10:30 AM/)).toBeVisible();
    await expect(dialog.getByText("No ( Patient's Own )")).toBeVisible();
    await expect(dialog.getByText('Specialist Consultation')).toBeVisible();
    await expect(dialog.getByText('Follow-up of blood pressure readings.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // Focus goes back to the slot; nothing was deleted.
    await expect(chip).toHaveFocus();
    await expect(args.onDeleteSlot).not.toHaveBeenCalled();
  },
};

export const DeleteGivesTheSlot: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(dayCell(canvasElement, '2026-11-23').getByRole('button', { name: /11:00 AM.*Available/ }));
    await userEvent.click(await body().findByRole('button', { name: 'Delete' }));
    await expect(args.onDeleteSlot).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'slot-free-future', status: 'AVAILABLE' }),
    );
  },
};

export const ReadOnly: Story = {
  args: { onCreateSlots: undefined, onDeleteSlot: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(dayCell(canvasElement, '2026-11-23').queryByRole('button', { name: /Available/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^Saturday, 21 November 2026/ }));
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

export const Empty: Story = {
  args: { slots: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No slots this month.');
  },
};

export const Loading: Story = {
  args: { slots: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading slots');
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

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await userEvent.click(dayCell(canvasElement, '2026-11-24').getByRole('button', { name: /مريم الكعبي/ }));
    const dialog = within(await body().findByRole('dialog', { name: 'تفاصيل الموعد' }));
    await expect(dialog.getByText('حمد الكعبي')).toBeVisible();
    await expect(dialog.getByText('فرد العائلة')).toBeVisible();
  },
};

export const ArabicPhone: Story = phoneStory({ arabic: true });
