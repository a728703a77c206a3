import type { ArgTypes } from '@storybook/react-vite';
import { fn, within } from 'storybook/test';
import { Button } from '../button';
import { DataTable, type DataTableProps } from './data-table';
import { DataTableRowMenu } from './data-table-row-menu';
import { appointmentColumnsEn, appointments, type AppointmentRow } from './data-table.fixtures';

/** The stories' args: the table's props plus how to render row actions and their callbacks. */
export type StoryArgs = DataTableProps<AppointmentRow> & {
  /** How the stories render row actions. */
  actions: 'buttons' | 'menu' | 'none';
  onApprove: (row: AppointmentRow) => void;
  onView: (row: AppointmentRow) => void;
  onDelete: (row: AppointmentRow) => void;
};

export const baseArgs: StoryArgs = {
  caption: 'Appointments',
  columns: appointmentColumnsEn,
  data: appointments,
  getRowId: (row: AppointmentRow) => row.id,
  emptyText: 'No appointment found',
  actions: 'none',
  onApprove: fn(),
  onView: fn(),
  onDelete: fn(),
  onRetry: fn(),
};

export const baseArgTypes: Partial<ArgTypes<StoryArgs>> = {
  actions: { control: 'inline-radio', options: ['buttons', 'menu', 'none'] },
  height: { control: 'inline-radio', options: [undefined, 300, 360] },
};

/** Renders the appointments table with the row actions the args ask for. */
export function renderAppointments({ actions, onApprove, onView, onDelete, ...args }: StoryArgs) {
  return (
    <DataTable
      {...args}
      rowActions={
        actions === 'buttons'
          ? (row) => (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Approve ${row.patientName ?? ''}`}
                onClick={() => {
                  onApprove(row);
                }}
              >
                Approve
              </Button>
            )
          : actions === 'menu'
            ? (row) => (
                <DataTableRowMenu
                  label={`Actions for ${row.patientName ?? ''}`}
                  items={[
                    {
                      label: 'View',
                      onSelect: () => {
                        onView(row);
                      },
                    },
                    {
                      label: 'Delete',
                      tone: 'danger',
                      onSelect: () => {
                        onDelete(row);
                      },
                    },
                  ]}
                />
              )
            : undefined
      }
    />
  );
}

/** The data rows of a table (not the header, not the spacers). */
export const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));
