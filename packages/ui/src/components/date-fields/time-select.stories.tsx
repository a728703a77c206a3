import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { TimeSelect, type TimeSelectProps } from './time-select';

/** Holds the value so the story behaves like a real form; `onChange` is still reported. */
function StatefulTimeSelect({ value: initial, onChange, ...props }: TimeSelectProps) {
  const [value, setValue] = useState(initial);
  return (
    <TimeSelect
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/TimeSelect',
  component: TimeSelect,
  args: { label: 'Opening time', value: null, onChange: fn(), className: 'w-56' },
  render: (args) => <StatefulTimeSelect {...args} />,
} satisfies Meta<typeof TimeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: /Opening time/ });
    await expect(trigger).toHaveTextContent('Select time');
    await userEvent.click(trigger);
    const options = await body.findAllByRole('option');
    await expect(options).toHaveLength(48);
    await expect(options[0]).toHaveTextContent('00:00');
    await expect(options[47]).toHaveTextContent('23:30');
    await userEvent.click(body.getByRole('option', { name: '08:30' }));
    await expect(args.onChange).toHaveBeenCalledWith('08:30');
    await expect(trigger).toHaveTextContent('08:30');
  },
};

export const Filled: Story = {
  args: { value: '09:00' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Opening time/ });
    await expect(trigger).toHaveTextContent('09:00');
    // Keyboard: focus, open with Enter, move down one half hour, choose.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).getByRole('option', { name: '09:00' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('09:30');
  },
};

export const EarliestTime: Story = {
  args: { label: 'Closing time', earliest: '17:00' },
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: /Closing time/ }));
    const options = await body.findAllByRole('option');
    await expect(options[0]).toHaveTextContent('17:00');
    await expect(options).toHaveLength(14);
    await expect(body.queryByRole('option', { name: '16:30' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const Disabled: Story = {
  args: { value: '09:00', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Opening time/ })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { error: 'Required', required: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Opening time/ });
    await expect(trigger).toHaveAccessibleDescription('Required');
    await expect(canvas.getByText('Required')).toHaveAttribute('data-slot', 'form-field-error');
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { label: 'وقت الفتح', earliest: '08:00' },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const trigger = canvas.getByRole('button', { name: /وقت الفتح/ });
    await expect(trigger).toHaveTextContent('اختر الوقت');
    await userEvent.click(trigger);
    const options = await within(document.body).findAllByRole('option');
    await expect(options[0]).toHaveTextContent('08:00');
    await userEvent.click(within(document.body).getByRole('option', { name: '08:30' }));
    await expect(args.onChange).toHaveBeenCalledWith('08:30');
  },
};
