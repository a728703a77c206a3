import { handlers, hospitals, mockUrl, staff } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { toast } from '../../../components/toaster';
import { dataRows, waitForRows } from '../../../stories/records-table-stories';
import { arabic } from '../../../stories/locale-globals';
import { neverAnswer, requestLog } from '../../../stories/mock-requests';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import { HospitalAppointmentsScreen } from '../../hospital/appointments/hospital-appointments.connected';
import { appointmentsApi, storyNow, storyTimeZone } from '../../hospital/appointments/hospital-appointments.fixtures';
import { NurseDetailScreen } from '../../hospital/nurse-info/nurse-detail.connected';
import { nurseReportsApi } from '../../hospital/nurse-info/nurse-detail.fixtures';
import { HospitalOffersScreen } from '../../hospital/offers/hospital-offers.connected';
import { offerStore } from '../../hospital/offers/hospital-offers.story-helpers';
import { nurseSlots } from '../../hospital/provider-schedule/provider-schedule.fixtures';
import { body, calendarReady, dayCell } from '../../hospital/provider-schedule/provider-schedule.story-helpers';
import { createSlotsServer } from '../../hospital/provider-schedule/slots-mock-server';
import { findCardList } from '../../hospital/services/hospital-services.story-helpers';
import { staffSession } from '../../shared/staff-account/staff-account.fixtures';
import { preloadHospitalAppointments } from '../../hospital/appointments/hospital-appointments';
import { ReceptionistHospitalGate } from './receptionist-hospital-gate.connected';

const hospitalId = hospitals.marinaCare._id;
const offers = offerStore();
const offersLog = requestLog('get', '/packages/hospital/{hospitalId}');
const appointments = appointmentsApi();
const appointmentsLog = requestLog('post', '/appointments/hospitalAppointments/{id}');
const slots = createSlotsServer(nurseSlots);
const reports = nurseReportsApi();

/** The receptionist's read-only offers (001 §2 /receptionist/offers), composed through the gate. */
const readOnlyOffers = (id: string) => <HospitalOffersScreen hospitalId={id} readOnly />;

const meta = {
  // The filters' and table's code, loaded before the story renders (the site shows a skeleton meanwhile).
  loaders: [
    async () => {
      await preloadHospitalAppointments();
    },
  ],
  title: 'Receptionist/Hospital gate (connected)',
  component: ReceptionistHospitalGate,
  args: { children: readOnlyOffers },
  decorators: [withToaster, withApi({ storage: staffSession('receptionist') })],
  parameters: {
    layout: 'padded',
    msw: {
      handlers: [
        offersLog.handler,
        ...offers.handlers,
        appointmentsLog.handler,
        appointments.handler,
        reports.handler,
        ...slots.handlers,
        ...handlers,
      ],
    },
  },
  beforeEach: () => {
    toast.clear();
    offers.reset();
    offersLog.clear();
    appointments.clear();
    appointmentsLog.clear();
    slots.reset();
    reports.clear();
  },
} satisfies Meta<typeof ReceptionistHospitalGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No ADD or Delete anywhere on the page (the end-to-end test looks for them, 001 §6). */
async function expectNoChanges(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await expect(page.queryByRole('button', { name: /ADD|Delete|EDIT|Update|Actions for/i })).toBeNull();
}

/**
 * /receptionist/offers: the offers of his hospital (`GET /packages/hospital/{id}`
 * with the record's `hospitalId._id`, not his own id), without + ADD OFFER,
 * Update or Delete.
 */
export const ReadOnlyOffers: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = await findCardList(canvas, 'Offers');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(offersLog.urls.map((url) => url.pathname)).toEqual([`/api/packages/hospital/${hospitalId}`]);
    await expectNoChanges(canvasElement);
  },
};

/**
 * /receptionist: the hospital's appointments of the day (`POST
 * /appointments/hospitalAppointments/{hospitalId}`), past rows greyed.
 */
export const Appointments: Story = {
  args: {
    children: (id: string) => <HospitalAppointmentsScreen hospitalId={id} now={storyNow} timeZone={storyTimeZone} />,
  },
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement, 4, 'Appointments');
    await expect(appointmentsLog.urls.map((url) => url.pathname)).toEqual([
      `/api/appointments/hospitalAppointments/${hospitalId}`,
    ]);
    await expect(dataRows(canvasElement, 'Appointments')[0]).toHaveAttribute('data-muted', 'true');
  },
};

/**
 * /receptionist/nurse-info/{id}: the nurse's profile without EDIT, and her
 * schedule read-only (a click on a free day opens no Create Slots).
 */
export const ReadOnlyNurseInfo: Story = {
  args: {
    children: (id: string) => (
      <NurseDetailScreen
        nurseId={staff.nurseAisha._id}
        hospitalId={id}
        readOnly
        now={storyNow}
        timeZone={storyTimeZone}
      />
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Aisha Al Kaabi' });
    await expectNoChanges(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Schedule' }));
    await calendarReady(canvasElement);
    await expect(dayCell(canvasElement, '2026-11-23').queryByRole('button', { name: /Available/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^Saturday, 21 November 2026/ }));
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswer('get', '/receptionists/{id}'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading your hospital' })).toBeVisible();
  },
};

/** His record fails to load; Try again reads it, and the page appears. */
let failedOnce = false;
export const LoadErrorThenRetry: Story = {
  beforeEach: () => {
    failedOnce = false;
  },
  parameters: {
    msw: {
      handlers: [
        http.get(mockUrl('/receptionists/{id}'), () => {
          if (failedOnce) return undefined;
          failedOnce = true;
          return HttpResponse.json({ message: 'Server error' }, { status: 500 });
        }),
        ...offers.handlers,
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Problem while getting your hospital');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await findCardList(canvas, 'Offers');
  },
};

/** Nobody signed in as a receptionist (no referenceId): nothing to load, no Try again. */
export const NoReceptionist: Story = {
  decorators: [withApi({ storage: {} })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Problem while getting your hospital');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

export const ArabicReadOnlyOffers: Story = {
  globals: arabic,
  play: async ({ canvasElement }) => {
    const list = await findCardList(within(canvasElement), 'العروض');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(canvasElement).queryByRole('button', { name: /إضافة|حذف|تحديث/ })).toBeNull();
  },
};
