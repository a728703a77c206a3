import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { CheckboxGroup } from './checkbox-group';
import { insurances } from './story-options';

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: 'Insurances', options: insurances, onChange: fn() },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Insurances' });
    await expect(group).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Daman' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['ins-1']);
    // Keyboard: Tab to the next box, Space checks it.
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['ins-1', 'ins-2']);
    await expect(canvas.getByRole('checkbox', { name: 'AXA' })).toBeChecked();
  },
};

export const Filled: Story = {
  args: { defaultValue: ['ins-1', 'ins-3'], orientation: 'horizontal' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Oman Insurance' })).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'Plans the hospital accepts.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Insurances' })).toHaveAccessibleDescription(
      'Plans the hospital accepts.',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Required' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Insurances' });
    await expect(group).toHaveAccessibleDescription('Required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ['ins-2'] },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: {
    label: 'التأمين',
    options: [
      { id: 'ins-1', label: 'ضمان' },
      { id: 'ins-2', label: 'أكسا' },
    ],
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'أكسا' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['ins-2']);
  },
};
