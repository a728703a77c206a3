import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { VitalsDialog } from './vitals-dialog';
import { vitalsFieldsOf } from './vitals.schema';

const meta = {
  title: 'Nurse/Vitals Form',
  component: VitalsDialog,
  args: { defaultOpen: true, defaultValues: vitalsFieldsOf(undefined), onSubmit: fn() },
} satisfies Meta<typeof VitalsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const NothingRecorded: Story = {
  name: 'Nothing recorded yet: an empty submit says Required seven times',
  play: async ({ args }) => {
    const dialog = within(await body.findByRole('dialog', { name: 'Update Vitals' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(dialog.getAllByText('Required')).toHaveLength(7));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async () => {
    const dialog = within(await body.findByRole('dialog', { name: 'تحديث العلامات الحيوية' }));
    await userEvent.click(dialog.getByRole('button', { name: 'تحديث' }));
    await waitFor(() => expect(dialog.getAllByText('مطلوب')).toHaveLength(7));
  },
};

export const Phone: Story = {
  globals: phoneStory().globals,
  play: async (context) => {
    await body.findByRole('dialog');
    await phoneStory().play(context);
  },
};
