import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { confirmDelete, storyReceptionists } from '../staff/staff.story-helpers';
import { ReceptionistsListView } from './receptionists-list';

const meta = {
  title: 'Screens/Hospital/Receptionists List',
  component: ReceptionistsListView,
  args: {
    status: 'ready',
    receptionists: storyReceptionists,
    page: 0,
    pageCount: 1,
    onPageChange: fn(),
    onOpen: fn(),
    onDelete: fn(),
    onAdd: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReceptionistsListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Receptionists List' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '+ ADD RECEPTIONIST' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Sara Ali' }));
    await expect(args.onOpen).toHaveBeenCalledWith('rcp-sara-ali');
    await confirmDelete('Hamdan Al Nuaimi');
    await expect(args.onDelete).toHaveBeenCalledWith('rcp-hamdan-nuaimi');
  },
};

export const Loading: Story = {
  args: { status: 'loading', receptionists: [], pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', receptionists: [], pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Problem while getting receptionists');
  },
};

export const Empty: Story = {
  args: { receptionists: [], pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No receptionist found');
  },
};

export const EmptySearch: Story = {
  args: { receptionists: [], pageCount: 0, search: 'Mona' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No receptionists found against this search');
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1, name: 'قائمة موظفي الاستقبال' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '+ إضافة موظف استقبال' })).toBeVisible();
  },
};

export const ArabicEmpty: Story = {
  ...Empty,
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('لا يوجد موظفو استقبال');
  },
};

export const ArabicEmptySearch: Story = {
  ...EmptySearch,
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('لا يوجد موظفو استقبال يطابقون هذا البحث');
  },
};

export const ArabicLoadError: Story = {
  ...LoadError,
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('حدثت مشكلة أثناء جلب موظفي الاستقبال');
  },
};
