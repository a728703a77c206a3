import { toSpeciality, toVendor } from '@aafiya/api-client';
import { catalogues, vendors } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { phoneStory } from '../../../stories/fits-viewport';
import { userEvent } from '../../../stories/user-event';
import { CatalogueFormDialog } from './catalogue-form-dialog';
import { SpecialitiesView } from './specialities';
import { VendorsView } from './vendors';

// The states every catalogue screen shares through CatalogueSection (loading, failed, empty), told once here on
// the specialities' view; each catalogue's connected stories cover its populated list, modal and Arabic.
const meta = {
  title: 'Admin/Catalogues/Catalogue section',
  component: SpecialitiesView,
  args: {
    status: 'ready',
    items: catalogues.specialities.map(toSpeciality),
    page: 0,
    pageCount: 1,
    onPageChange: fn(),
    onAdd: fn(),
    onUpdate: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SpecialitiesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { items: [], pageCount: 0 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('No specialities yet.')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '+ Add Speciality' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const LoadError: Story = {
  name: 'Failed load: "Problem while getting specialities" and Try again',
  args: { status: 'error', items: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Problem while getting specialities');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The widest cards (a vendor's contact lines) on a 390 px phone. */
export const PhoneGrid: Story = {
  ...phoneStory(),
  render: (args) => <VendorsView {...args} items={vendors.vendors.map(toVendor)} onUpdate={fn()} onDelete={fn()} />,
};

/** The speciality modal (every field and the image) on a 390 px phone, in Arabic, with its messages shown. */
export const PhoneModal: Story = {
  globals: phoneStory({ arabic: true }).globals,
  render: () => <CatalogueFormDialog kind="speciality" mode="add" open onOpenChange={fn()} onSubmit={fn()} />,
  play: async (context) => {
    const dialog = await screen.findByRole('dialog', { name: 'إضافة تخصص' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'إضافة تخصص' }));
    await within(dialog).findByText('يرجى اختيار صورة');
    await phoneStory().play(context);
  },
};
