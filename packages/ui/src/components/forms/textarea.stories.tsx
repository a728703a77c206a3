import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { Textarea } from './textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { label: 'About', className: 'w-96' },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'About' });
    await userEvent.type(textarea, 'A family clinic.{Enter}Open every day.');
    await expect(textarea).toHaveValue('A family clinic.\nOpen every day.');
  },
};

export const Filled: Story = { args: { defaultValue: 'A family clinic in Dubai Marina.' } };

export const WithDescription: Story = {
  args: { description: 'Shown on the public hospital page.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'About' })).toHaveAccessibleDescription(
      'Shown on the public hospital page.',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Required', required: true },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: /About/ });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'A family clinic in Dubai Marina.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'About' })).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { label: 'نبذة', defaultValue: 'عيادة عائلية في دبي مارينا.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'نبذة' })).toHaveValue('عيادة عائلية في دبي مارينا.');
  },
};
