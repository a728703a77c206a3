import { handlers, mockError, mockOperation, publicPages } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import { withNavigation } from '../../../stories/with-navigation';
import { BOOKING_HANDOFF_KEY, readBookingHandoff } from '../booking/booking-handoff';
import { PublicDoctorDetailView } from './doctor-detail';
import { PublicDoctorDetailScreen } from './doctor-detail.connected';

const navigate = fn();
const noura = [mockOperation('get', '/doctors/{id}', { data: publicPages.drNoura }), ...handlers];

const meta = {
  title: 'Public/Doctor Detail (connected)',
  component: PublicDoctorDetailScreen,
  args: { doctorId: 'doc-ahmed-mansoori' },
  decorators: [withApi(), withNavigation(navigate)],
  parameters: { layout: 'padded', msw: { handlers } },
  beforeEach: () => {
    navigate.mockClear();
    localStorage.removeItem(BOOKING_HANDOFF_KEY);
  },
} satisfies Meta<typeof PublicDoctorDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page, and book appointment: the hand-off (not from a hospital page) and /book-appointment. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dr. Ahmed Al Mansoori' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Doctors' })).toHaveAttribute('href', '/doctor');
    await expect(canvas.getByRole('img', { name: 'Photo of Dr. Ahmed Al Mansoori' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Specialities' })).toHaveTextContent('Cardiology');
    await expect(canvas.getByRole('img', { name: 'Rated 4.9 out of 5' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Marina Care Hospital' })).toHaveAttribute(
      'href',
      '/hospitals/hsp-marina-care',
    );
    await expect(canvas.getByText('14 years')).toBeVisible();
    await expect(canvas.getByText(/Consultant cardiologist/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'book appointment' }));
    await expect(navigate).toHaveBeenCalledWith('/book-appointment');
    await expect(readBookingHandoff()).toEqual({
      kind: 'doctor',
      provider: { id: 'doc-ahmed-mansoori', role: 'DOCTOR', name: 'Ahmed Al Mansoori' },
      hospitalId: 'hsp-marina-care',
      hospitalName: 'Marina Care Hospital',
      fromHospitalPage: false,
    });
  },
};

/** In Arabic, a doctor with no photo or rating: the default image, the speciality in Arabic, empty stars. */
export const ArabicNoPhoto: Story = {
  globals: arabic,
  args: { doctorId: publicPages.drNoura._id },
  parameters: { msw: { handlers: noura } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'د. Noura Al Shamsi' })).toBeVisible();
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('img', { name: 'صورة د. Noura Al Shamsi' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'التخصصات' })).toHaveTextContent('الأمراض الجلدية');
    await expect(canvas.getByRole('img', { name: 'التقييم 0 من 5' })).toBeVisible();
    await expect(canvas.getByText('4 سنوات')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'احجز موعدًا' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [mockError('get', '/doctors/{id}', 500, { message: 'down' })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Problem while getting doctors');
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: [mockError('get', '/doctors/{id}', 404, { message: 'Not found' })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This doctor could not be found.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to doctors' })).toHaveAttribute('href', '/doctor');
  },
};

const phone = phoneStory({ arabic: true });

export const ArabicPhone: Story = {
  globals: phone.globals,
  play: async (context) => {
    await context.canvas.findByRole('heading', { level: 1 });
    await phone.play(context);
  },
};

/** The view while the doctor loads. */
export const Loading: StoryObj<typeof PublicDoctorDetailView> = {
  render: () => <PublicDoctorDetailView state={{ status: 'loading' }} onBook={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the doctor' })).toBeVisible();
  },
};
