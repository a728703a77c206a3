import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { DataTable } from './data-table';
import { appointmentColumnsAr, isPast, manyAppointments, type AppointmentRow } from './data-table.fixtures';
import { baseArgTypes, baseArgs, bodyRows, renderAppointments, type StoryArgs } from './data-table.story-helpers';

/** Fixed heights (the specification's 360 and 300 px) with a sticky header, and 10,000 virtualised rows. */
const meta = {
  title: 'Primitives/DataTable/Scrolling',
  component: DataTable<AppointmentRow>,
  args: baseArgs,
  argTypes: baseArgTypes,
  parameters: { layout: 'padded' },
  render: renderAppointments,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<StoryArgs>;

export const FixedHeight360: Story = {
  args: { height: 360, data: manyAppointments.slice(0, 30), isRowMuted: isPast },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Appointments' });
    await expect(region.getBoundingClientRect().height).toBe(360);
    const header = canvas.getAllByRole('columnheader')[0];
    if (!header) throw new Error('no header');
    const top = header.getBoundingClientRect().top;
    region.scrollTop = 400;
    // The header stays at the top of the scroll area while the rows scroll.
    await waitFor(() =>
      expect(header.getBoundingClientRect().top).toBeCloseTo(region.getBoundingClientRect().top + 1, 0),
    );
    await expect(top).toBeGreaterThan(region.getBoundingClientRect().top);
  },
};

export const FixedHeight300: Story = {
  args: { height: 300, data: manyAppointments.slice(0, 30) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Appointments' }).getBoundingClientRect().height).toBe(300);
  },
};

export const TenThousandRows: Story = {
  args: { height: 360, data: manyAppointments, actions: 'buttons', caption: 'Appointments (10,000)' },
  play: async ({ args, canvas }) => {
    const region = canvas.getByRole('region', { name: 'Appointments (10,000)' });
    const table = within(region).getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    // Only the rows in view (and a few either side) are in the DOM.
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(5));
    await expect(bodyRows(table).length).toBeLessThan(40);
    await expect(bodyRows(table)[0]).toHaveAttribute('aria-rowindex', '2');
    // Scrolling far down brings later rows in, and the DOM stays small.
    region.scrollTop = 49 * 5000;
    await waitFor(() => expect(within(table).getByText('Mohammed Saeed 5002')).toBeInTheDocument());
    await expect(bodyRows(table).length).toBeLessThan(40);
    await expect(within(table).queryByText('Aisha Al Mansoori 1')).toBeNull();
    region.scrollTop = region.scrollHeight;
    const lastRow = await within(table).findByText('Hamdan Obaid 9999');
    await expect(lastRow.closest('tr')).toHaveAttribute('aria-rowindex', '10000');
    await userEvent.click(within(table).getByRole('button', { name: 'Approve Mariam Khalfan 10000' }));
    await expect(args.onApprove).toHaveBeenCalledWith(expect.objectContaining({ id: 'appointment-10000' }));
  },
};

export const ArabicTenThousandRows: Story = {
  globals: arabic,
  args: { height: 300, data: manyAppointments, caption: 'المواعيد', columns: appointmentColumnsAr, isRowMuted: isPast },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const region = canvas.getByRole('region', { name: 'المواعيد' });
    const table = within(region).getByRole('table');
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(3));
    await expect(bodyRows(table).length).toBeLessThan(40);
    region.scrollTop = 49 * 2000;
    await waitFor(() => expect(within(table).getByText('Fatima Yousef 2003')).toBeInTheDocument());
    await expect(bodyRows(table).length).toBeLessThan(40);
  },
};
