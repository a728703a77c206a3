import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { confirmDelete, storyNurses } from '../staff/staff.story-helpers';
import { NursesListView } from './nurses-list';

const meta = {
  title: 'Screens/Hospital/Nurses List',
  component: NursesListView,
  args: {
    status: 'ready',
    nurses: storyNurses,
    page: 0,
    pageCount: 1,
    onPageChange: fn(),
    onOpen: fn(),
    onDelete: fn(),
    onAdd: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NursesListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nurse/Technician List' })).toBeVisible();
    await expect(canvas.getByText('Technician · Radiology technician')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '+ ADD NURSE/TECHNICIAN' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Maria Santos' }));
    await expect(args.onOpen).toHaveBeenCalledWith('nurse-maria-santos');
    await confirmDelete('Aisha Al Kaabi');
    await expect(args.onDelete).toHaveBeenCalledWith('nurse-aisha-kaabi');
  },
};

export const Paged: Story = {
  args: { page: 0, pageCount: 4 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Page 4' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Loading: Story = {
  args: { status: 'loading', nurses: [], pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', nurses: [], pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Problem while getting nurses');
  },
};

export const Empty: Story = {
  args: { nurses: [], pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No nurse found');
  },
};

export const EmptySearch: Story = {
  args: { nurses: [], pageCount: 0, search: 'Zainab' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No nurses found against this search');
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1, name: 'قائمة الممرضين/الفنيين' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '+ إضافة ممرض/فني' })).toBeVisible();
    await expect(canvas.getByText('فني · Radiology technician')).toBeVisible();
  },
};

export const ArabicEmpty: Story = {
  ...Empty,
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('لا يوجد ممرضون');
  },
};

export const ArabicEmptySearch: Story = {
  ...EmptySearch,
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('لا يوجد ممرضون يطابقون هذا البحث');
  },
};

export const ArabicLoadError: Story = {
  ...LoadError,
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('حدثت مشكلة أثناء جلب الممرضين');
  },
};
