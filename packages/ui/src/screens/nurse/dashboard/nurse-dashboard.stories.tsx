import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectFitsViewport, phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { columnHeaders, dataRows, wideTable } from '../../../stories/records-table-stories';
import { userEvent } from '../../../stories/user-event';
import { NurseDashboard, preloadNurseDashboard } from './nurse-dashboard';
import { arabicRows, storyTimeZone, todaysRows } from './nurse-dashboard.fixtures';

const meta = {
  // The filters' and table's code, loaded before the story renders (the site shows a skeleton meanwhile).
  loaders: [
    async () => {
      await preloadNurseDashboard();
    },
  ],
  title: 'Nurse/Dashboard',
  component: NurseDashboard,
  args: {
    date: '2026-11-20',
    onDateChange: fn(),
    emiratesId: '',
    onEmiratesIdChange: fn(),
    rows: todaysRows,
    onStartTreatment: fn(),
    onEndTreatment: fn(),
    timeZone: storyTimeZone,
  },
  parameters: { layout: 'padded' },
  decorators: [wideTable],
} satisfies Meta<typeof NurseDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = /Appointments|المواعيد/;

export const Populated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Date' })).getAllByRole('spinbutton')).toHaveLength(3);
    await expect(canvas.getByRole('searchbox', { name: 'Emirates ID' })).toBeVisible();
    // 300 px high (001 §9): a named, focusable scroll region.
    const region = canvas.getByRole('region', { name: 'Appointments' });
    await expect(region).toHaveStyle({ height: '300px' });
    await expect(columnHeaders(within(region))).toEqual([
      'Patient Name',
      'Emirates ID Number',
      'Date',
      'Time',
      'Service',
      'Action',
    ]);
    // BOOKED and APPROVED only, in start order.
    await waitFor(() => expect(dataRows(canvasElement, table)).toHaveLength(3));
    const [own, colleague, doctor] = dataRows(canvasElement, table);
    await expect(own).toHaveTextContent('10:00 AM – 10:30 AM');
    await expect(
      within(own as HTMLElement).getByRole('button', { name: 'End Treatment Yousef Al Hammadi' }),
    ).toBeVisible();
    await expect(within(colleague as HTMLElement).getByRole('button', { name: /^Start Treatment/ })).toBeVisible();
    await expect(
      within(doctor as HTMLElement).getByRole('button', { name: 'Start Treatment Priya Menon' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('region', { name: 'Appointments' })).getByRole('status')).toHaveTextContent(
      'Loading',
    );
  },
};

export const Empty: Story = {
  name: 'Empty: No appointment found',
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No appointment found')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { rows: arabicRows },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'بدء العلاج بريا مينون' }));
    await expect(args.onStartTreatment).toHaveBeenCalledWith('pat-priya-menon', 'apt-priya-ahmed');
  },
};

export const ArabicEmpty: Story = {
  globals: arabic,
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('لم يتم العثور على مواعيد')).toBeVisible();
  },
};

export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(dataRows(canvasElement, table).length).toBeGreaterThan(1));
    await expectFitsViewport(canvasElement);
  },
};

export const ArabicPhone: Story = { ...phoneStory({ arabic: true }), args: { rows: arabicRows } };
