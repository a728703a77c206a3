import { hospitals } from '@aafiya/api-client/mocks';
import { toHospitalApprovalRow } from '@aafiya/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { dataRows, expectRecordsTable, wideTable } from '../../../stories/records-table-stories';
import { HospitalApprovals } from './hospital-approvals';

const rows = hospitals.hospitalApprovals.map(toHospitalApprovalRow);

const meta = {
  title: 'Admin/Hospital Approvals',
  component: HospitalApprovals,
  args: { rows, onApprove: fn(), onOpenTradeLicense: fn(), onRetry: fn() },
  decorators: [wideTable],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HospitalApprovals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The columns of 002; the licence's and Approve's buttons name their hospital. */
export const Populated: Story = {
  play: async ({ args, canvasElement }) => {
    const [first] = await expectRecordsTable(canvasElement, {
      heading: 'Hospital Approvals',
      headers: ['Hospital Name', 'Email', 'Status', 'Trade License File', 'Actions'],
      rows: 2,
    });
    if (!first) throw new Error('no row');
    await expect(first).toHaveTextContent('Al Khan Family Hospitalinfo@alkhanfamily.aePending');
    const row = within(first);
    await userEvent.click(row.getByRole('button', { name: 'View File of Al Khan Family Hospital' }));
    await expect(args.onOpenTradeLicense).toHaveBeenCalledWith(rows[0]);
    await userEvent.click(row.getByRole('button', { name: 'Approve Al Khan Family Hospital' }));
    await expect(args.onApprove).toHaveBeenCalledWith(rows[0]);
  },
};

/** While a hospital is approved, its button shows a spinner and cannot be pressed again. */
export const Approving: Story = {
  args: { approvingIds: new Set([rows[0]?.id ?? '']) },
  play: async ({ canvasElement }) => {
    const [first, second] = dataRows(canvasElement).map((row) => within(row));
    const button = first?.getByRole('button', { name: /^Approve Al Khan/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(first?.getByRole('status', { name: 'Approving' })).toBeVisible();
    await expect(second?.getByRole('button', { name: /^Approve Jumeirah/ })).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No pending hospital approvals')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1, name: 'اعتماد المستشفيات' })).toBeVisible();
    await expect(dataRows(canvasElement)[0]).toHaveTextContent('قيد الانتظار');
    await expect(canvas.getByRole('button', { name: 'اعتماد Al Khan Family Hospital' })).toBeVisible();
  },
};

/** A phone (390 px) in Arabic: the rows stack and nothing is cut. */
export const ArabicPhone: Story = phoneStory({ arabic: true });
