import { handlers, scheduling } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, type screen, waitFor, within } from 'storybook/test';
import { toast } from '../../../../components/toaster';
import { phoneStory } from '../../../../stories/fits-viewport';
import { userEvent } from '../../../../stories/user-event';
import { withApi } from '../../../../stories/with-api';
import { withToaster } from '../../../../stories/with-toaster';
import { body, toasts } from '../../../hospital/provider-schedule/provider-schedule.story-helpers';
import { storyTimeZone } from '../../../hospital/provider-schedule/provider-schedule.fixtures';
import { patientStorage, storyPatient } from '../../booking/booking.fixtures';
import { AppointmentsTab } from './appointments.connected';
import { createAppointmentsServer, VALID_CODE } from './appointments-mock-server';

const api = createAppointmentsServer();

const meta = {
  title: 'Public/Profile/Appointments (connected)',
  component: AppointmentsTab,
  args: { patientId: storyPatient._id, timeZone: storyTimeZone, onPointsChange: fn(), saveDownload: fn() },
  decorators: [withToaster, withApi({ storage: patientStorage })],
  parameters: { msw: { handlers: [...api.handlers, ...handlers] } },
  beforeEach: () => {
    toast.clear();
    api.reset();
  },
} satisfies Meta<typeof AppointmentsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const hamadsVisit = /of Saturday, 5 December 2026/;
const cardiologyVisit = /of Thursday, 12 November 2026/;
const missedXray = /of Wednesday, 18 November 2026/;
/** The list under a heading (upcoming or history). */
async function section(canvas: Pick<typeof screen, 'findByRole'>, name: string) {
  const list = (await canvas.findByRole('heading', { level: 2, name })).closest('section');
  if (!list) throw new Error(`No section ${name}`);
  return within(list);
}

/**
 * Upcoming and history from the profile (002 "Patient dashboard"): each with
 * Get Points and its slip; cancel on the upcoming ones; the treated visit
 * links to its report page, the missed one does not; the slip of the reader's
 * language is saved as "Appointment Slip.pdf".
 */
export const Populated: Story = {
  play: async ({ args, canvas }) => {
    const upcoming = await section(canvas, 'Upcoming Appointments');
    await expect(await upcoming.findByText('Dr. Fatima Al Hashimi')).toBeVisible();
    await expect(upcoming.getByText('حمد الكعبي')).toBeVisible();
    await expect(upcoming.getAllByRole('button', { name: /^Get Points for/ })).toHaveLength(2);
    await expect(upcoming.getAllByRole('button', { name: /^Cancel the appointment/ })).toHaveLength(2);
    const history = await section(canvas, 'Appointments History');
    await expect(history.getByText('Al Reem Specialty Clinic')).toBeVisible();
    await expect(history.getAllByRole('button', { name: /^Get Points for/ })).toHaveLength(2);
    await expect(history.getByRole('link', { name: cardiologyVisit })).toHaveAttribute(
      'href',
      `/patient-report/${scheduling.appointmentMariam._id}`,
    );
    await expect(history.queryByRole('link', { name: missedXray })).toBeNull();
    await expect(history.queryByRole('button', { name: /^Cancel the appointment/ })).toBeNull();

    await userEvent.click(
      upcoming.getByRole('button', { name: new RegExp(`^Download the appointment slip ${hamadsVisit.source}`) }),
    );
    await waitFor(() => expect(args.saveDownload).toHaveBeenCalledOnce());
    await expect((args.saveDownload as ReturnType<typeof fn>).mock.calls[0]?.[1]).toBe('Appointment Slip.pdf');
    await expect(api.calls).toEqual([
      { method: 'GET', path: `/slots/appointmentSlip/${scheduling.appointmentHamad._id}?lang=en` },
    ]);
  },
};

/** At a phone's width, in Arabic: both lists stack as cards with their buttons, nothing overflows. */
export const PhoneArabic: Story = {
  ...phoneStory({ arabic: true }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'المواعيد القادمة' })).toBeVisible();
    await canvas.findByText('د. Fatima Al Hashimi');
    await expect(canvas.getAllByRole('button', { name: /^احصل على نقاط موعد/ })).toHaveLength(4);
    await phoneStory({ arabic: true }).play(context);
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [...createAppointmentsServer({ upcoming: () => [], history: () => [] }).handlers, ...handlers],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No upcoming appointments')).toBeVisible();
    await expect(canvas.getByText('No previous appointments')).toBeVisible();
  },
};

/**
 * Cancelling an upcoming one (002 §4): the confirmation, the booking page's
 * call, the spec's toast, the points dropping by 20 (the answer's newPatient
 * is set: 120 → 100) and the row gone without a reload.
 */
export const CancelUpcoming: Story = {
  play: async ({ args, canvas }) => {
    api.takePoints();
    const upcoming = await section(canvas, 'Upcoming Appointments');
    await upcoming.findByText('Dr. Fatima Al Hashimi');
    await userEvent.click(
      upcoming.getByRole('button', { name: new RegExp(`^Cancel the appointment ${hamadsVisit.source}`) }),
    );
    const confirm = within(
      await body().findByRole('alertdialog', { name: 'Are you sure you want to cancel this appointment?' }),
    );
    await userEvent.click(confirm.getByRole('button', { name: 'Yes, cancel it' }));
    await expect(await toasts().findByText('Your appointment cancelled successfully')).toBeVisible();
    await expect(api.calls).toEqual([
      { method: 'DELETE', path: `/appointments/cancel/${scheduling.appointmentHamad._id}` },
    ]);
    await expect(args.onPointsChange).toHaveBeenCalledWith(100);
    await waitFor(() => expect(upcoming.queryByText('Dr. Fatima Al Hashimi')).toBeNull());
  },
};

/** Deleting a past one: the spec's confirmation, `DELETE /appointments/{id}/{patientId}`, the toast, the row gone. */
export const DeletePast: Story = {
  play: async ({ canvas }) => {
    const history = await section(canvas, 'Appointments History');
    await history.findByText('Al Reem Specialty Clinic');
    await userEvent.click(
      history.getByRole('button', { name: new RegExp(`^Delete the appointment ${missedXray.source}`) }),
    );
    const confirm = within(
      await body().findByRole('alertdialog', { name: 'Are you sure you want to delete this item?' }),
    );
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await toasts().findByText('Appointment deleted successfully')).toBeVisible();
    await expect(api.calls).toEqual([
      { method: 'DELETE', path: `/appointments/${scheduling.appointmentPriya._id}/${storyPatient._id}` },
    ]);
    await waitFor(() => expect(history.queryByText('Al Reem Specialty Clinic')).toBeNull());
  },
};

/** Get Points (002 §4, §8): the code is required; a valid one gives 20 points (120 → 140) and the spec's toast. */
export const GetPoints: Story = {
  play: async ({ args, canvas }) => {
    const history = await section(canvas, 'Appointments History');
    await history.findByText('Al Reem Specialty Clinic');
    await userEvent.click(
      history.getByRole('button', { name: new RegExp(`^Get Points for the appointment ${cardiologyVisit.source}`) }),
    );
    const dialog = within(await body().findByRole('dialog', { name: 'Get Points' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription('Required'));
    await expect(api.calls).toEqual([]);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Code' }), VALID_CODE);
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    await expect(await toasts().findByText('You have recieved 20 points')).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/hospitalCodes/verifyCode',
        body: { slotId: scheduling.appointmentMariam.slotId, code: VALID_CODE, patientId: storyPatient._id },
      },
    ]);
    await expect(args.onPointsChange).toHaveBeenCalledWith(140);
  },
};

/** A refused code: "Your code is Invalid OR Expired", the form stays open with the code, the points do not change. */
export const GetPointsRefused: Story = {
  play: async ({ args, canvas }) => {
    const upcoming = await section(canvas, 'Upcoming Appointments');
    await upcoming.findByText('Dr. Fatima Al Hashimi');
    await userEvent.click(
      upcoming.getByRole('button', { name: new RegExp(`^Get Points for the appointment ${hamadsVisit.source}`) }),
    );
    const dialog = within(await body().findByRole('dialog', { name: 'Get Points' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Code' }), 'USED-1234');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    await expect(await toasts().findByText('Your code is Invalid OR Expired')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Code' })).toHaveValue('USED-1234');
    await expect(args.onPointsChange).not.toHaveBeenCalled();
  },
};
