import { handlers, mockError, mockOperation, publicPages } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { phoneStory } from '../../../stories/fits-viewport';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import { withNavigation } from '../../../stories/with-navigation';
import { BOOKING_HANDOFF_KEY, readBookingHandoff } from '../booking/booking-handoff';
import { HospitalDetailScreen } from './hospital-detail.connected';
import { preloadHospitalLocationMap } from './hospital-location-map-deferred';

const navigate = fn();
const page = (answer: typeof publicPages.marinaCarePage) => [
  mockOperation('get', '/hospitals/details/{id}', { data: answer }),
  ...handlers,
];

const meta = {
  title: 'Public/Hospital Detail (connected)',
  component: HospitalDetailScreen,
  // 10:00 in Dubai: Marina Care (08:00–22:00) is open.
  args: { hospitalId: 'hsp-marina-care', now: new Date('2026-11-28T10:00:00+04:00') },
  decorators: [withApi(), withNavigation(navigate)],
  parameters: { layout: 'padded', msw: { handlers: page(publicPages.marinaCarePage) } },
  loaders: [() => preloadHospitalLocationMap()],
  beforeEach: () => {
    navigate.mockClear();
    localStorage.removeItem(BOOKING_HANDOFF_KEY);
  },
} satisfies Meta<typeof HospitalDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page: breadcrumb, name, stars, address, 'open now', 3 of 4 pictures, the map's marker, the tabs; a doctor's book button. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Marina Care Hospital' })).toBeVisible();
    const trail = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(within(trail).getByRole('link', { name: 'Hospitals' })).toHaveAttribute('href', '/hospitals');
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    await expect(canvas.getByText('Al Marsa Street, Dubai Marina, Dubai')).toBeVisible();
    await expect(canvas.getByText('open now')).toBeVisible();
    await expect(canvas.getByText('until 22:00')).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Pictures of Marina Care Hospital' })).getAllByRole('img'),
    ).toHaveLength(3);
    await expect(await canvas.findByRole('application', { name: 'Map of Marina Care Hospital' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'About the Hospital' })).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Addons' }));
    await expect(canvas.getByText('Free Parking')).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Doctors' }));
    await expect(canvas.getByRole('link', { name: 'Dr. Salem Al Nuaimi' })).toHaveAttribute(
      'href',
      '/doctor/doc-salem-nuaimi',
    );
    await expect(canvas.getAllByText('+1')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'book appointment with Dr. Salem Al Nuaimi' }));
    await expect(navigate).toHaveBeenCalledWith('/book-appointment');
    await expect(readBookingHandoff()).toEqual({
      kind: 'doctor',
      provider: { id: 'doc-salem-nuaimi', role: 'DOCTOR', name: 'Salem Al Nuaimi' },
      hospitalId: 'hsp-marina-care',
      hospitalName: 'Marina Care Hospital',
      fromHospitalPage: true,
    });
  },
};

/** A hospital without coordinates has no map or directions. */
const withoutLocation = { ...publicPages.marinaCarePage, hospital: { ...publicPages.marinaCarePage.hospital } };
delete withoutLocation.hospital.location;

/**
 * Services: prices, badges, 'No Providers Available'; Book Now's picker stores
 * the hand-off and goes to /book-service-appointment. (This hospital has no
 * coordinates: no map, no directions.)
 */
export const BookAService: Story = {
  args: { defaultTab: 'services' },
  parameters: { msw: { handlers: page(withoutLocation) } },
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByRole('listitem');
    const [checkup, vaccination, , nutrition] = cards.filter((card) =>
      card.querySelector('[data-slot="service-offer-card"]'),
    );
    await expect(checkup).toHaveTextContent('Price: 650 AED');
    await expect(checkup).toHaveTextContent('Covered by Insurance');
    await expect(vaccination).toHaveTextContent('Free Service');
    await expect(nutrition).toHaveTextContent('Contact for pricing');
    await expect(nutrition).not.toHaveTextContent('Covered by Insurance');

    await userEvent.click(within(nutrition as HTMLElement).getByRole('button', { name: /Book Now.*Nutrition Advice/ }));
    await expect(await screen.findByRole('dialog', { name: 'Choose who you would like to see' })).toHaveTextContent(
      'No Providers Available',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(within(checkup as HTMLElement).getByRole('button', { name: /Book Now.*Cardiac Check-up/ }));
    const picker = await screen.findByRole('dialog', { name: 'Choose who you would like to see' });
    const rows = within(picker)
      .getAllByRole('listitem')
      .filter((row) => row.querySelector('button'));
    await expect(rows.map((row) => row.querySelector('[data-slot="badge"]')?.textContent)).toEqual([
      'Doctor',
      'Doctor',
      'Nurse',
      'Technician',
    ]);
    await expect(rows[0]).toHaveTextContent('Cardiology');
    await expect(rows[0]).toHaveTextContent('+1');
    await expect(rows[3]).toHaveTextContent('Radiology technician');
    await userEvent.click(within(picker).getByRole('button', { name: 'Omar Farouk' }));
    await expect(navigate).toHaveBeenCalledWith('/book-service-appointment');
    await expect(readBookingHandoff()).toEqual({
      kind: 'service',
      provider: { id: 'nurse-omar-technician', role: 'TECHNICIAN', name: 'Omar Farouk' },
      hospitalId: 'hsp-marina-care',
      hospitalName: 'Marina Care Hospital',
      serviceId: 'svc-cardiac-checkup',
      serviceName: 'Cardiac Check-up',
      fromHospitalPage: true,
    });
  },
};

/** A clinic with nothing set: no hours, directions or map; the placeholder picture; the empty tabs. */
export const NothingSet: Story = {
  args: { hospitalId: 'hsp-corniche-clinic' },
  parameters: { msw: { handlers: page(publicPages.bareClinicPage) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Corniche Day Clinic' })).toBeVisible();
    await expect(canvas.queryByText('open now')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Get directions' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('application')).not.toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'No picture yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Doctors' }));
    await expect(canvas.getByText('No doctors yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Services' }));
    await expect(canvas.getByText('No services available at this time.')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [mockError('get', '/hospitals/details/{id}', 500, { message: 'down' })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Problem while getting the hospital');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: [mockError('get', '/hospitals/details/{id}', 404, { message: 'Not found' })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This hospital could not be found.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to hospitals' })).toHaveAttribute('href', '/hospitals');
  },
};

const phone = phoneStory({ arabic: true });

/** In Arabic at 390 px: right to left, the texts in Arabic, and nothing overflows once the page has arrived. */
export const ArabicPhone: Story = {
  globals: phone.globals,
  args: { defaultTab: 'doctors' },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Marina Care Hospital' })).toBeVisible();
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText('مفتوح الآن')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'الأطباء', selected: true })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'د. Salem Al Nuaimi' })).toBeVisible();
    await expect(canvas.getAllByText('أمراض القلب').length).toBeGreaterThan(0);
    await phone.play(context);
  },
};
