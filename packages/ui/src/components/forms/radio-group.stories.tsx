import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { RadioGroup } from './radio-group';
import { hospitalTypes } from './story-options';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Type', options: hospitalTypes, onChange: fn(), orientation: 'horizontal' },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Type' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Hospital' })).toHaveFocus();
    // Arrow keys move and choose.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Clinic' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('CLINIC');
  },
};

/** Controlled with nothing chosen yet (a form's "" default): Tab still reaches the first radio. */
export const EmptyControlled: Story = {
  args: { value: '' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Hospital' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Hospital' })).not.toBeChecked();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'HOSPITAL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Hospital' })).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'A clinic has no inpatient beds.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Type' })).toHaveAccessibleDescription(
      'A clinic has no inpatient beds.',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Required', required: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: /Type/ });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'CLINIC' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: {
    label: 'النوع',
    options: [
      { id: 'HOSPITAL', label: 'مستشفى' },
      { id: 'CLINIC', label: 'عيادة' },
    ],
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'عيادة' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('CLINIC');
  },
};
