import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { DateTimeRangeField, type DateTimeRangeFieldProps } from './date-time-range-field';

/** Holds the range so choosing From visibly sets To; `onChange` is still reported. */
function StatefulRange({ value: initial, onChange, ...props }: DateTimeRangeFieldProps) {
  const [value, setValue] = useState(initial);
  return (
    <DateTimeRangeField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

// A fixed "now" keeps the stories deterministic: 15 January 2030, 10:10.
const now = '2030-01-15T10:10';

const meta = {
  title: 'Forms/DateTimeRangeField',
  component: DateTimeRangeField,
  args: {
    label: 'Create Slots',
    day: '2030-01-15',
    now,
    value: { from: null, to: null },
    onChange: fn(),
    className: 'w-96',
  },
  render: (args) => <StatefulRange {...args} />,
} satisfies Meta<typeof DateTimeRangeField>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choose(name: RegExp, option: string, canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Create Slots' })).toBeInTheDocument();
    await expect(canvas.getByText('15/01/2030')).toBeInTheDocument();
    // From: only half hours later than now (10:10), so 10:30 first, and never 23:30.
    await userEvent.click(canvas.getByRole('button', { name: /From/ }));
    const options = await within(document.body).findAllByRole('option');
    await expect(options[0]).toHaveTextContent('10:30');
    await expect(options.at(-1)).toHaveTextContent('23:00');
    await expect(options.every((option) => /:(00|30)$/.test(option.textContent))).toBe(true);
    await userEvent.keyboard('{Escape}');
  },
};

export const ChoosingFromSetsTo: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await choose(/From/, '11:00', canvasElement);
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2030-01-15T11:00', to: '2030-01-15T11:30' });
    await expect(canvas.getByRole('button', { name: /To/ })).toHaveTextContent('11:30');
    // To offers only times after From.
    await userEvent.click(canvas.getByRole('button', { name: /To/ }));
    const options = await within(document.body).findAllByRole('option');
    await expect(options[0]).toHaveTextContent('11:30');
    await userEvent.click(within(document.body).getByRole('option', { name: '13:00' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2030-01-15T11:00', to: '2030-01-15T13:00' });
  },
};

export const Filled: Story = {
  args: { value: { from: '2030-01-15T14:00', to: '2030-01-15T14:30' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /From/ })).toHaveTextContent('14:00');
    await expect(canvas.getByRole('button', { name: /To/ })).toHaveTextContent('14:30');
    await expect(canvas.queryByText(/must/)).not.toBeInTheDocument();
  },
};

export const FromInThePast: Story = {
  args: { value: { from: '2030-01-15T10:00', to: '2030-01-15T10:30' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('From must be in the future')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /From/ })).toHaveAccessibleDescription(
      'From must be in the future',
    );
  },
};

export const ToBeforeFrom: Story = {
  args: { value: { from: '2030-01-15T12:00', to: '2030-01-15T11:30' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /To/ })).toHaveAccessibleDescription('To must be after From');
  },
};

export const Required: Story = {
  args: { showRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /From/ })).toHaveAccessibleDescription('Required');
  },
};

export const PastDay: Story = {
  args: { day: '2030-01-14' },
  play: async ({ canvas }) => {
    // No From can be later than now on a past day.
    await expect(canvas.getByRole('button', { name: /From/ })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: { from: '2030-01-15T14:00', to: '2030-01-15T14:30' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /From/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /To/ })).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { label: 'إنشاء المواعيد' },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText('15/01/2030')).toBeInTheDocument();
    await choose(/من/, '10:30', canvasElement);
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2030-01-15T10:30', to: '2030-01-15T11:00' });
    await expect(canvas.getByRole('button', { name: /إلى/ })).toHaveTextContent('11:00');
  },
};
