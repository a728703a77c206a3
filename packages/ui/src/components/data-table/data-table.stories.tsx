import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { DataTable } from './data-table';
import { DataTableRowMenu } from './data-table-row-menu';
import {
  appointmentColumnsAr,
  arabicAppointments,
  hasNoPatient,
  isPast,
  type AppointmentRow,
} from './data-table.fixtures';
import { baseArgTypes, baseArgs, bodyRows, renderAppointments, type StoryArgs } from './data-table.story-helpers';

const meta = {
  title: 'Primitives/DataTable',
  component: DataTable<AppointmentRow>,
  args: baseArgs,
  argTypes: baseArgTypes,
  parameters: { layout: 'padded' },
  render: renderAppointments,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<StoryArgs>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Appointments' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    await expect(headers).toEqual(['Provider', 'PATIENT NAME', 'EMIRATES ID', 'SERVICE', 'DATE', 'TIME', 'STATUS']);
    await expect(bodyRows(table)).toHaveLength(8);
    await expect(within(table).getByText('Aisha Al Mansoori 1')).toBeVisible();
  },
};

export const MutedAndHiddenRows: Story = {
  args: { isRowMuted: isPast, isRowHidden: hasNoPatient },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Appointments' });
    const rows = bodyRows(table);
    // The sixth appointment has no patient: it is left out.
    await expect(rows).toHaveLength(7);
    await expect(within(table).queryByText('Fatima Yousef 6')).toBeNull();
    // The first four have ended: greyed.
    await expect(rows.filter((row) => row.dataset.muted === 'true')).toHaveLength(4);
    await expect(rows[4]).not.toHaveAttribute('data-muted');
  },
};

export const RowActionButtons: Story = {
  args: { actions: 'buttons' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve Mohammed Saeed 2' }));
    await expect(args.onApprove).toHaveBeenCalledOnce();
    await expect(args.onApprove).toHaveBeenCalledWith(expect.objectContaining({ id: 'appointment-2' }));
  },
};

export const RowActionMenu: Story = {
  args: { actions: 'menu' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions for Fatima Yousef 3' });
    // Keyboard: focus the menu button, open it with Enter, move to Delete and choose it.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View', 'Delete']);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'View' })).toHaveFocus());
    // The menu moves focus after the key (in an effect), as a person sees before pressing Enter.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'appointment-3' }));
    await expect(args.onView).not.toHaveBeenCalled();
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    // Pointer: View on another row.
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Aisha Al Mansoori 1' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'View' }));
    await expect(args.onView).toHaveBeenCalledWith(expect.objectContaining({ id: 'appointment-1' }));
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No appointment found')).toBeVisible();
  },
};

export const EmptyDefaultText: Story = {
  args: { data: [], emptyText: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data found')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('Aisha Al Mansoori 1')).toBeNull();
  },
};

export const ErrorState: Story = {
  args: { error: 'Problem while getting appointments' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Problem while getting appointments');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ErrorDefaultText: Story = {
  args: { error: true, onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: {
    caption: 'المواعيد',
    columns: appointmentColumnsAr,
    data: arabicAppointments,
    isRowMuted: isPast,
    isRowHidden: hasNoPatient,
    actions: 'menu',
  },
  render: ({ onView, onDelete, ...args }) => (
    <DataTable
      {...args}
      rowActions={(row) => (
        <DataTableRowMenu
          label={`إجراءات ${row.patientName ?? ''}`}
          items={[
            { label: 'عرض', onSelect: () => onView(row) },
            { label: 'حذف', tone: 'danger', onSelect: () => onDelete(row) },
          ]}
        />
      )}
    />
  ),
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const table = canvas.getByRole('table', { name: 'المواعيد' });
    await expect(canvas.getByRole('columnheader', { name: 'الإجراءات' })).toBeVisible();
    // Right to left: the first column sits to the right of the second.
    const [first, second] = within(table).getAllByRole('columnheader');
    if (!first || !second) throw new Error('no headers');
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(second.getBoundingClientRect().left);
    await expect(bodyRows(table)).toHaveLength(7);
    await userEvent.click(canvas.getByRole('button', { name: 'إجراءات محمد سعيد' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'حذف' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'appointment-2' }));
  },
};

export const ArabicEmpty: Story = {
  globals: arabic,
  args: { caption: 'المواعيد', columns: appointmentColumnsAr, data: [], emptyText: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('لا توجد بيانات')).toBeVisible();
  },
};

export const ArabicLoadingAndError: Story = {
  globals: arabic,
  args: { caption: 'المواعيد', columns: appointmentColumnsAr, error: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('حدث خطأ ما');
    await expect(canvas.getByRole('button', { name: 'حاول مرة أخرى' })).toBeVisible();
  },
};
