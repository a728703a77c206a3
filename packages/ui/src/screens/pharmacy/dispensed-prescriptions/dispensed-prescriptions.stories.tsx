import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { columnHeaders, dataRows, wideTable } from '../../../stories/records-table-stories';
import { DispensedPrescriptions, preloadDispensedPrescriptions } from './dispensed-prescriptions';
import { dispensedRows, storyTimeZone } from './dispensed-prescriptions.fixtures';

const meta = {
  loaders: [
    async () => {
      await preloadDispensedPrescriptions();
    },
  ],
  title: 'Pharmacy/Dispensed Prescriptions',
  component: DispensedPrescriptions,
  args: {
    rows: dispensedRows,
    page: 0,
    pageCount: 1,
    onPageChange: fn(),
    search: '',
    onSearchChange: fn(),
    timeZone: storyTimeZone,
  },
  parameters: { layout: 'padded' },
  decorators: [wideTable],
} satisfies Meta<typeof DispensedPrescriptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'الوصفات المصروفة' })).toBeVisible();
    await expect(columnHeaders(canvas)).toEqual([
      'تاريخ الصرف',
      'اسم المريض',
      'رقم الهوية الإماراتية',
      'الدواء',
      'الطبيب',
      'المستشفى',
    ]);
    await expect(dataRows(canvasElement)).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadErrorThenRetry: Story = {
  args: { rows: [], error: true, onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Problem while getting the dispensed prescriptions');
    // No pager under a list that failed.
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = phoneStory();
