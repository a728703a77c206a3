import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { expectFitsViewport } from '../../stories/fits-viewport';
import { arabic } from '../../stories/locale-globals';
import { userEvent } from '../../stories/user-event';
import { phone } from '../../stories/viewports';
import { DataTable } from './data-table';
import { DataTableRowMenu } from './data-table-row-menu';
import {
  appointmentColumnsAr,
  arabicAppointments,
  isPast,
  manyAppointments,
  type AppointmentRow,
} from './data-table.fixtures';
import { baseArgTypes, baseArgs, bodyRows, renderAppointments, type StoryArgs } from './data-table.story-helpers';

/** Narrow screens: each row a card of "Label: value" lines below 32rem; wider tables that still overflow scroll in a named, focusable region. */
const meta = {
  title: 'Primitives/DataTable/Phone',
  component: DataTable<AppointmentRow>,
  args: baseArgs,
  argTypes: baseArgTypes,
  parameters: { layout: 'padded' },
  render: renderAppointments,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<StoryArgs>;

/** Every value cell lies within the viewport's width. */
async function expectCellsOnScreen(table: HTMLElement): Promise<void> {
  const width = document.documentElement.clientWidth;
  const off = within(table)
    .getAllByRole('cell')
    .filter((cell) => {
      const box = cell.getBoundingClientRect();
      return box.left < 0 || box.right > width;
    })
    .map((cell) => cell.textContent);
  await expect(off).toEqual([]);
}

export const StackedOnPhone: Story = {
  globals: { ...phone },
  args: { actions: 'buttons', isRowMuted: isPast },
  play: async ({ args, canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Appointments' });
    // Still a table for screen readers: its headers and 8 rows of 8 cells.
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(8);
    await expect(bodyRows(table)).toHaveLength(8);
    await expectFitsViewport(canvasElement);
    await expectCellsOnScreen(table);
    // The Status of every row is on screen, and the row's action is reachable.
    await expect(within(table).getAllByText('TAKEN')[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve Mohammed Saeed 2' }));
    await expect(args.onApprove).toHaveBeenCalledWith(expect.objectContaining({ id: 'appointment-2' }));
  },
};

export const ArabicStackedOnPhone: Story = {
  globals: { ...arabic, ...phone },
  args: { caption: 'المواعيد', columns: appointmentColumnsAr, data: arabicAppointments, height: 360 },
  render: ({ onDelete, ...args }) => (
    <DataTable
      {...args}
      rowActions={(row) => (
        <DataTableRowMenu
          label={`إجراءات ${row.patientName ?? ''}`}
          items={[{ label: 'حذف', tone: 'danger', onSelect: () => onDelete(row) }]}
        />
      )}
    />
  ),
  play: async ({ args, canvas, canvasElement }) => {
    // The fixed-height table scrolls up and down only, in its named, focusable region.
    const region = canvas.getByRole('region', { name: 'المواعيد' });
    await expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table');
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(1));
    await expectFitsViewport(canvasElement);
    await expectCellsOnScreen(table);
    await userEvent.click(canvas.getByRole('button', { name: 'إجراءات محمد سعيد' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'حذف' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'appointment-2' }));
  },
};

/** A table wider than its box at tablet size scrolls sideways in a region the keyboard reaches and screen readers name. */
export const ScrollsInNamedRegion: Story = {
  args: { actions: 'buttons', data: manyAppointments.slice(0, 3) },
  decorators: [
    (Story) => (
      <div style={{ width: 560 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    // The region is named once the table has measured that it overflows (a ResizeObserver: later on a busy machine).
    const region = await canvas.findByRole('region', { name: 'Appointments' }, { timeout: 5000 });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};
