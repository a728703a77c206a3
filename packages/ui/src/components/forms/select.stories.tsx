import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { Select } from './select';
import { states, statesArabic } from './story-options';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'State', options: states, onChange: fn(), className: 'w-72' },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /State/ });
    await expect(trigger).toHaveTextContent('Select…');
    // Keyboard: focus, open with Enter, move down, choose with Enter.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    // The popover is placed (and shown) a frame after it mounts.
    await waitFor(() => expect(listbox).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('Abu Dhabi');
    await expect(trigger).toHaveTextContent('Abu Dhabi');
    await expect(trigger).toHaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Dubai' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /State/ });
    await expect(trigger).toHaveTextContent('Dubai');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Sharjah' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('Sharjah');
  },
};

export const WithDescription: Story = {
  args: { description: 'The emirate the hospital is in.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /State/ })).toHaveAccessibleDescription(
      'The emirate the hospital is in.',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Required', required: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /State/ });
    await expect(trigger).toHaveAccessibleDescription('Required');
    await expect(canvas.getByText('Required')).toHaveAttribute('data-slot', 'form-field-error');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Dubai' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /State/ })).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { label: 'الإمارة', options: statesArabic },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /الإمارة/ });
    await expect(trigger).toHaveTextContent('اختر…');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'الشارقة' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('Sharjah');
  },
};
