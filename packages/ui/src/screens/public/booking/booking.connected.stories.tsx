import { handlers, mockError, patients, staff } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { toast } from '../../../components/toaster';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { neverAnswer } from '../../../stories/mock-requests';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import {
  body,
  calendarReady,
  choose,
  dayCell,
  expectLoadError,
  expectLoadingSlots,
  toasts,
} from '../../hospital/provider-schedule/provider-schedule.story-helpers';
import { preloadBookingCalendar } from './booking';
import { BookingScreen } from './booking.connected';
import {
  bookingSlots,
  doctorHandoff,
  patientStorage,
  serviceHandoff,
  storyNow,
  storyPatient,
  storyTimeZone,
} from './booking.fixtures';
import { createBookingServer } from './booking-mock-server';

const api = createBookingServer(bookingSlots, { patientId: storyPatient._id });

const meta = {
  title: 'Public/Booking (connected)',
  component: BookingScreen,
  // The calendar's code, loaded before the story renders (the site shows a skeleton meanwhile).
  loaders: [
    async () => {
      await preloadBookingCalendar();
    },
  ],
  args: {
    handoff: doctorHandoff,
    now: storyNow,
    timeZone: storyTimeZone,
    siteOrigin: 'https://aafiya.example',
    saveCalendarFile: fn(),
    onPointsChange: fn(),
  },
  decorators: [withToaster, withApi({ storage: patientStorage })],
  parameters: { layout: 'fullscreen', msw: { handlers: [...api.handlers, ...handlers] } },
  beforeEach: () => {
    toast.clear();
    api.reset();
  },
} satisfies Meta<typeof BookingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const monday = (canvasElement: HTMLElement) => dayCell(canvasElement, '2026-11-23');

/**
 * Dr Ahmed's November as Mariam sees it (002 "Booking pages", §4): free slots
 * and her own bookings only (Yousef's Monday 10:00 is not shown); a free slot
 * still to come and her approved booking still to come are buttons; her ended
 * booking (red), her treated one (TAKEN, blue) and a past free slot are not.
 */
export const Populated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Book an appointment with Dr. Ahmed Al Mansoori',
    );
    await expect(canvas.getByText('At Marina Care Hospital')).toBeVisible();
    await calendarReady(canvasElement);
    await expect(canvas.getByRole('grid', { name: /^Appointments of Dr\. Ahmed Al Mansoori/ })).toBeVisible();
    await expect(monday(canvasElement).getByRole('button', { name: /^11:00 AM.*Free/ })).toBeVisible();
    await expect(monday(canvasElement).queryByText(/10:00 AM/)).toBeNull();
    await expect(
      dayCell(canvasElement, '2026-11-24').getByRole('button', { name: /^09:00 AM.*Booked/ }),
    ).toHaveAttribute('data-tone', 'green');
    const ended = dayCell(canvasElement, '2026-11-18').getByText(/^10:00 AM.*Ended/);
    await expect(ended.closest('[data-slot="slot-chip"]')).toHaveAttribute('data-tone', 'red');
    await expect(dayCell(canvasElement, '2026-11-18').queryByRole('button', { name: /10:00 AM/ })).toBeNull();
    const treated = dayCell(canvasElement, '2026-11-19').getByText(/^10:00 AM.*Taken/);
    await expect(treated.closest('[data-slot="slot-chip"]')).toHaveAttribute('data-tone', 'blue');
    await expect(dayCell(canvasElement, '2026-11-17').queryByRole('button', { name: /12:00 PM/ })).toBeNull();
  },
};

export const PopulatedArabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('احجز موعدًا مع د. Ahmed Al Mansoori');
    await calendarReady(canvasElement);
    // The day itself and its two free slots (Yousef's booking is not shown).
    await expect(monday(canvasElement).getAllByRole('button')).toHaveLength(3);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswer('post', '/slots/all/doctor/{id}'), ...api.handlers, ...handlers] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expectLoadingSlots(canvas);
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('post', '/slots/all/doctor/{id}', 500), ...api.handlers, ...handlers] },
  },
  play: async ({ canvas }) => {
    await expectLoadError(canvas);
  },
};

/** Nothing chosen (no hand-off stored): the page says so and links to the doctor search. */
export const NoChoice: Story = {
  args: { handoff: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('No doctor chosen yet');
    await expect(canvas.getByRole('link', { name: 'Find a doctor' })).toHaveAttribute('href', '/doctor');
  },
};

/**
 * Booking a free slot for a family member with a description (002 §3): the
 * payload, the spec's toast, the slot turning into her booking in place (no
 * reload), and "Add to calendar" offering the .ics.
 */
export const BookForFamilyMember: Story = {
  play: async ({ args, canvasElement }) => {
    await calendarReady(canvasElement);
    await userEvent.click(monday(canvasElement).getByRole('button', { name: /^11:00 AM/ }));
    const dialog = within(await body().findByRole('dialog', { name: 'Book this appointment' }));
    await expect(dialog.getByText('Monday, 23 November 2026, 11:00 – 11:30 AM')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: /Family member/ })).toBeNull();
    await userEvent.type(dialog.getByRole('textbox', { name: /Description/ }), 'Chest pain.');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'For someone else' }));
    await choose(dialog, /Family member/, 'Salem Al Kaabi');
    await userEvent.click(dialog.getByRole('button', { name: 'Book' }));
    await expect(
      await toasts().findByText("Your appointment is created successfully, Don't Forget to claim your points"),
    ).toBeVisible();
    await expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/appointments',
        body: {
          patientId: storyPatient._id,
          slotId: 'bk-free-1',
          familyMemberId: patients.familyMemberSalem._id,
          description: 'Chest pain.',
        },
      },
    ]);
    // Add to calendar: an .ics of the appointment, in UTC, with the doctor and the hospital.
    const booked = within(await body().findByRole('dialog', { name: 'Appointment booked' }));
    await userEvent.click(booked.getByRole('button', { name: 'Add to calendar' }));
    const [file, filename] = (args.saveCalendarFile as ReturnType<typeof fn>).mock.calls[0] as [Blob, string];
    await expect(filename).toBe('appointment-2026-11-23.ics');
    const ics = (await file.text()).replace(/\r\n /g, '');
    await expect(ics).toContain('DTSTART:20261123T070000Z\r\nDTEND:20261123T073000Z');
    await expect(ics).toContain('SUMMARY:Appointment with Dr. Ahmed Al Mansoori');
    await expect(ics).toContain('LOCATION:Marina Care Hospital\\, Al Marsa Street\\, Dubai Marina\\, Dubai');
    await expect(ics).toContain('URL:https://aafiya.example/profile?tab=appointments');
    // Closed, the calendar shows the slot as her booking (fetched again, no page reload).
    const [close] = booked.getAllByRole('button', { name: 'Close' }); // the footer's, then the corner's ×
    if (!close) throw new Error('No Close button');
    await userEvent.click(close);
    await waitFor(() => expect(monday(canvasElement).getByRole('button', { name: /^11:00 AM.*Booked/ })).toBeVisible());
  },
};

/** Someone else booked the slot a moment earlier (the server's 409): our message, and the slot leaves the calendar. */
export const SlotTakenMeanwhile: Story = {
  play: async ({ canvasElement }) => {
    api.takeFirst('bk-free-2');
    await calendarReady(canvasElement);
    await userEvent.click(monday(canvasElement).getByRole('button', { name: /^12:00 PM/ }));
    const dialog = within(await body().findByRole('dialog', { name: 'Book this appointment' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Book' }));
    await expect(
      await toasts().findByText('Sorry, someone else has just booked this slot. Please choose another one.'),
    ).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(monday(canvasElement).queryByText(/12:00 PM/)).toBeNull());
    await expect(monday(canvasElement).getByRole('button', { name: /^11:00 AM.*Free/ })).toBeVisible();
  },
};

export const BookingFails: Story = {
  parameters: { msw: { handlers: [mockError('post', '/appointments', 500), ...api.handlers, ...handlers] } },
  play: async ({ canvasElement }) => {
    await calendarReady(canvasElement);
    await userEvent.click(monday(canvasElement).getByRole('button', { name: /^11:00 AM/ }));
    const dialog = within(await body().findByRole('dialog', { name: 'Book this appointment' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Book' }));
    await expect(await toasts().findByText('Problem while creating appointment')).toBeVisible();
    // The form stays for another try.
    await expect(dialog.getByRole('button', { name: 'Book' })).toBeEnabled();
  },
};

/**
 * Cancelling her approved appointment (002 §4): it asks first, calls
 * `DELETE /appointments/cancel/{id}`, says so, the slot is free again, and the
 * 20 points the cancel took back leave the stored balance (120 → 100).
 */
export const CancelOwnAppointment: Story = {
  play: async ({ args, canvasElement }) => {
    api.takePoints();
    await calendarReady(canvasElement);
    const tuesday = dayCell(canvasElement, '2026-11-24');
    await userEvent.click(tuesday.getByRole('button', { name: /^09:00 AM.*Booked/ }));
    const dialog = within(await body().findByRole('dialog', { name: 'Your appointment' }));
    await expect(dialog.getByText('For حمد الكعبي')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel appointment' }));
    const confirm = within(await body().findByRole('alertdialog', { name: 'Cancel this appointment?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Yes, cancel it' }));
    await expect(await toasts().findByText('Your appointment cancelled successfully')).toBeVisible();
    await expect(api.calls).toEqual([{ method: 'DELETE', path: '/appointments/cancel/{id}', id: 'bk-own-future' }]);
    await waitFor(() => expect(tuesday.getByRole('button', { name: /^09:00 AM.*Free/ })).toBeVisible());
    await expect(args.onPointsChange).toHaveBeenCalledWith(100);
  },
};

/** A hospital's service with a nurse (/book-service-appointment): the heading names both; the payload has serviceId and nurseId. */
export const ServiceBooking: Story = {
  args: { handoff: serviceHandoff },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Book Home Nursing Visit with Aisha Al Kaabi',
    );
    await calendarReady(canvasElement);
    await userEvent.click(dayCell(canvasElement, '2026-11-26').getByRole('button', { name: /^04:00 PM/ }));
    const dialog = within(await body().findByRole('dialog', { name: 'Book this appointment' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Book' }));
    await expect(
      await toasts().findByText("Your appointment is created successfully, Don't Forget to claim your points"),
    ).toBeVisible();
    await expect(api.calls[0]?.body).toEqual({
      patientId: storyPatient._id,
      slotId: 'bk-nurse-free',
      serviceId: serviceHandoff.kind === 'service' ? serviceHandoff.serviceId : '',
      nurseId: staff.nurseAisha._id,
    });
  },
};

/** 390 px, right to left, once the month has loaded: nothing reaches past the screen. */
export const ArabicPhone: Story = {
  ...phoneStory({ arabic: true }),
  play: async (context) => {
    await calendarReady(context.canvasElement);
    await phoneStory({ arabic: true }).play(context);
  },
};
