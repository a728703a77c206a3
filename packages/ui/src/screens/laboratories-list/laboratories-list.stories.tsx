import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { confirmDelete, storyLaboratories } from '../staff/staff.story-helpers';
import { LaboratoriesListView } from './laboratories-list';

const meta = {
  title: 'Screens/Hospital/Laboratories List',
  component: LaboratoriesListView,
  args: {
    status: 'ready',
    laboratories: storyLaboratories,
    page: 0,
    pageCount: 1,
    onPageChange: fn(),
    onOpen: fn(),
    onDelete: fn(),
    onAdd: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LaboratoriesListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Laboratory List' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ADD Laboratory' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Reem Diagnostics Lab' }));
    await expect(args.onOpen).toHaveBeenCalledWith('lab-reem-diagnostics');
    await confirmDelete('Marina Central Laboratory');
    await expect(args.onDelete).toHaveBeenCalledWith('lab-marina-central');
  },
};

export const Loading: Story = {
  args: { status: 'loading', laboratories: [], pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', laboratories: [], pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Problem while getting Laboratories');
  },
};

export const Empty: Story = {
  args: { laboratories: [], pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No laboratory found');
  },
};

export const EmptySearch: Story = {
  args: { laboratories: [], pageCount: 0, search: 'Pathology' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No labs found against this search');
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1, name: 'قائمة المختبرات' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إضافة مختبر' })).toBeVisible();
  },
};

export const ArabicEmpty: Story = {
  ...Empty,
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('لا توجد مختبرات');
  },
};

export const ArabicEmptySearch: Story = {
  ...EmptySearch,
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('لا توجد مختبرات تطابق هذا البحث');
  },
};

export const ArabicLoadError: Story = {
  ...LoadError,
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('حدثت مشكلة أثناء جلب المختبرات');
  },
};
