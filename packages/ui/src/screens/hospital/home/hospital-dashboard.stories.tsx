import { hospitals, staff } from '@aafiya/api-client/mocks';
import { toHospitalSummary } from '@aafiya/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { expectFitsViewport, phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { HospitalDashboard, preloadDashboardSections } from './hospital-dashboard';
import { dayFromToday, doctorCards, labCards, nurseCards, todaysAppointments } from './hospital-dashboard.fixtures';
import { bodyRows, countBox, expectBadgeColours, typeDate } from './hospital-dashboard.story-helpers';

const meta = {
  title: 'Hospital/Home',
  component: HospitalDashboard,
  // The split sections' code, loaded before the story renders (the app shows a spinner meanwhile).
  loaders: [
    async () => {
      await preloadDashboardSections();
    },
  ],
  args: {
    hospital: toHospitalSummary(hospitals.marinaCare),
    appointments: todaysAppointments(),
    onRefreshAppointments: fn(),
    staff: { doctors: { cards: doctorCards }, nurses: { cards: nurseCards }, labs: { cards: labCards } },
    onStaffTabChange: fn(),
    onOpenDoctor: fn(),
    onOpenNurse: fn(),
    onOpenLab: fn(),
    onCountPeriodChange: fn(),
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="w-[62rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HospitalDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, Marina Care Hospital' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Photo of Marina Care Hospital' })).toBeInTheDocument();
    const table = canvas.getByRole('table', { name: "Today's Appointments" });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    await expect(headers).toEqual(['Provider', 'Patient', 'Time', 'Status']);
    // Sorted by start; the slot without a patient is not listed.
    const rows = bodyRows(table);
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent(/Ahmed Al Mansoori.*مريم الكعبي.*08:00 AM – 08:30 AM/);
    await expect(rows[3]).toHaveTextContent(/Aisha Al Kaabi/);
    await expectBadgeColours(table, { booked: 'BOOKED', approved: 'APPROVED', taken: 'TAKEN', other: 'AVAILABLE' });
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefreshAppointments).toHaveBeenCalledOnce();
  },
};

export const StaffTabsAndCards: Story = {
  name: 'Staff tabs: switch and open a card',
  play: async ({ args, canvas }) => {
    const tabs = within(canvas.getByRole('tablist', { name: 'Hospital staff' }));
    await expect(tabs.getByRole('tab', { name: 'My Doctors' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /Layla Haddad/ }));
    await expect(args.onOpenDoctor).toHaveBeenCalledWith(staff.drLayla._id);

    await userEvent.click(tabs.getByRole('tab', { name: 'My Nurses/Technicians' }));
    await expect(args.onStaffTabChange).toHaveBeenLastCalledWith('nurses');
    const panel = canvas.getByRole('tabpanel', { name: 'My Nurses/Technicians' });
    await expect(
      within(panel).getByRole('button', { name: /Omar Farouk Technician · Radiology technician/ }),
    ).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: /Maria Santos/ }));
    await expect(args.onOpenNurse).toHaveBeenCalledWith(staff.nurseMaria._id);

    // Keyboard: from the active tab, the arrow key moves to My Labs.
    await userEvent.click(tabs.getByRole('tab', { name: 'My Nurses/Technicians' }));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(tabs.getByRole('tab', { name: 'My Labs' })).toHaveAttribute('aria-selected', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: /Reem Diagnostics Lab/ }));
    await expect(args.onOpenLab).toHaveBeenCalledWith(staff.labReem._id);
    await expect(args.onOpenDoctor).toHaveBeenCalledOnce();
  },
};

export const CountPeriod: Story = {
  name: 'From/To: the total once both dates are set',
  args: { count: 18 },
  play: async ({ args, canvas, canvasElement }) => {
    const box = countBox(canvasElement);
    await expect(within(box).getByText('Choose both dates to see the total.')).toBeVisible();
    const from = dayFromToday(0);
    const to = dayFromToday(7);
    await typeDate(canvas, 'From', from.typed);
    await expect(args.onCountPeriodChange).toHaveBeenLastCalledWith({ from: from.iso, to: null });
    // Only From: still no total.
    await expect(within(box).queryByText('18')).toBeNull();
    await typeDate(canvas, 'To', to.typed);
    await expect(args.onCountPeriodChange).toHaveBeenLastCalledWith({ from: from.iso, to: to.iso });
    await expect(within(box).getByText('18')).toBeVisible();
    // At desktop width, in the narrow column: the filled From and To fields stay apart and inside the card.
    await expectFitsViewport(canvasElement);
  },
};

export const CountError: Story = {
  name: 'From/To: the lookup failed',
  args: { countError: true },
  play: async ({ canvas, canvasElement }) => {
    await typeDate(canvas, 'From', dayFromToday(-30).typed);
    await typeDate(canvas, 'To', dayFromToday(0).typed);
    await expect(within(countBox(canvasElement)).getByRole('alert')).toHaveTextContent('Error fetching data');
  },
};

export const Loading: Story = {
  args: {
    hospital: undefined,
    hospitalLoading: true,
    appointments: [],
    appointmentsLoading: true,
    staff: { doctors: { cards: [], loading: true }, nurses: { cards: [] }, labs: { cards: [] } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status').length).toBeGreaterThanOrEqual(3);
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    appointments: [],
    staff: { doctors: { cards: [] }, nurses: { cards: [] }, labs: { cards: [] } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No appointment found')).toBeVisible();
    await expect(canvas.getByText('No doctors found')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'My Nurses/Technicians' }));
    await expect(canvas.getByText('No nurse found')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'My Labs' }));
    await expect(canvas.getByText('No laboratory found')).toBeVisible();
  },
};

export const Errors: Story = {
  args: {
    hospital: undefined,
    hospitalError: true,
    appointments: [],
    appointmentsError: true,
    staff: {
      doctors: { cards: [], error: true },
      nurses: { cards: [], error: true },
      labs: { cards: [], error: true },
    },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Unable to load hospital information.')).toBeVisible();
    await expect(canvas.getByText('Problem while getting appointments')).toBeVisible();
    await expect(canvas.getByText('Problem while getting doctors')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'My Nurses/Technicians' }));
    await expect(canvas.getByText('Problem while getting nurses')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'My Labs' }));
    await expect(canvas.getByText('Problem while getting Laboratories')).toBeVisible();
    // The failed list offers a retry, which loads it again.
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRefreshAppointments).toHaveBeenCalledOnce();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { count: 7 },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="hospital-dashboard"]')?.closest('[dir]')).toHaveAttribute(
      'dir',
      'rtl',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'مرحبًا، Marina Care Hospital' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'مواعيد اليوم' });
    await expectBadgeColours(table, { booked: 'محجوز', approved: 'معتمد', taken: 'منتهٍ', other: 'متاح' });
    await userEvent.click(canvas.getByRole('button', { name: 'تحديث' }));
    await expect(args.onRefreshAppointments).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('tab', { name: 'مختبراتي' }));
    await userEvent.click(canvas.getByRole('button', { name: /Marina Central Laboratory/ }));
    await expect(args.onOpenLab).toHaveBeenCalledWith(staff.labMarina._id);
    await typeDate(canvas, 'من', dayFromToday(0).typed);
    await typeDate(canvas, 'إلى', dayFromToday(1).typed);
    await expect(within(countBox(canvasElement)).getByText('7')).toBeVisible();
    await expectFitsViewport(canvasElement);
  },
};

export const ArabicPhone: Story = { ...phoneStory({ arabic: true }), args: { count: 7 } };
