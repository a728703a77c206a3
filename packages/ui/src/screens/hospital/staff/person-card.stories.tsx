import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { arabic } from '../../../stories/locale-globals';
import { PersonCard } from './person-card';
import { arabicDelete, confirmDelete, storyDoctors, storyReceptionists } from './staff.story-helpers';

const [ahmed] = storyDoctors;
if (!ahmed) throw new Error('fixtures: no doctor');
const [, hamdan] = storyReceptionists;
if (!hamdan) throw new Error('fixtures: no receptionist');

const meta = {
  title: 'Hospital/Staff/Person Card',
  component: PersonCard,
  args: { person: ahmed, subtitle: 'Cardiology', onOpen: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PersonCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ahmed Al Mansoori' })).toBeVisible();
    await expect(canvas.getByText('Cardiology')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Email Ahmed Al Mansoori/ })).toHaveAttribute(
      'href',
      'mailto:ahmed.almansoori@marinacare.ae',
    );
    await expect(canvas.getByRole('link', { name: /^Call Ahmed Al Mansoori/ })).toHaveAttribute(
      'href',
      'tel:+971503182204',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Ahmed Al Mansoori' }));
    await expect(args.onOpen).toHaveBeenCalledWith('doc-ahmed-mansoori');
  },
};

export const DeleteConfirmed: Story = {
  name: 'Delete through the confirmation',
  play: async ({ args }) => {
    await confirmDelete('Ahmed Al Mansoori');
    await expect(args.onDelete).toHaveBeenCalledWith('doc-ahmed-mansoori');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const DeleteCancelled: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Ahmed Al Mansoori' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** No photo, no phone, no open or delete (a read-only list). */
export const ReadOnlyWithoutPhoto: Story = {
  args: { person: hamdan, subtitle: undefined, onOpen: undefined, onDelete: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Hamdan Al Nuaimi' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: /^Call Hamdan/ })).toHaveAttribute('href', 'tel:+971526607821');
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { subtitle: 'أمراض القلب' },
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await confirmDelete('Ahmed Al Mansoori', arabicDelete);
    await expect(args.onDelete).toHaveBeenCalledWith('doc-ahmed-mansoori');
  },
};
