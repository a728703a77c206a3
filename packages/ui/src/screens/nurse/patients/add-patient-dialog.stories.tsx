import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { AddPatientDialog } from './add-patient-dialog';

const meta = {
  title: 'Nurse/Add Patient',
  component: AddPatientDialog,
  args: { defaultOpen: true, onSubmit: fn() },
} satisfies Meta<typeof AddPatientDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Open: Story = {
  play: async () => {
    const dialog = within(await body.findByRole('dialog', { name: 'Add Patient' }));
    for (const name of ['Email', 'First Name', 'Last Name', 'Emirates ID', 'Mobile', 'Location']) {
      await expect(dialog.getByRole('textbox', { name })).toBeVisible();
    }
    await expect(dialog.getByRole('group', { name: 'Birthday' })).toBeVisible();
    await expect(dialog.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['male', 'female']);
  },
};

export const Saving: Story = {
  args: { pending: true },
  play: async () => {
    const dialog = within(await body.findByRole('dialog', { name: 'Add Patient' }));
    await expect(dialog.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async () => {
    await expect(await body.findByRole('dialog', { name: 'إضافة مريض' })).toBeVisible();
  },
};

export const ArabicPhone: Story = {
  globals: phoneStory({ arabic: true }).globals,
  play: async (context) => {
    await body.findByRole('dialog');
    await phoneStory().play(context);
  },
};
