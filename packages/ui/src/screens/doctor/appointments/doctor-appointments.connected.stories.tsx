import { mockError } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { toast } from '../../../components/toaster';
import { arabic } from '../../../stories/locale-globals';
import { neverAnswer } from '../../../stories/mock-requests';
import { answering, dataRows, wideTable } from '../../../stories/records-table-stories';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import { toastRegion, withToaster } from '../../../stories/with-toaster';
import { expectToast } from '../../hospital/staff/staff.story-helpers';
import { DoctorAppointmentsScreen } from './doctor-appointments.connected';
import { appointmentsApi, doctorSession, storyTimeZone } from './doctor-appointments.fixtures';

const api = appointmentsApi();
const list = '/appointments/doctorAppointments/{id}';
const table = /Appointments|المواعيد/;
/** Answers go through the envelope and MSW: leave them time on a busy machine. */
const slow = { timeout: 5000 };

const meta = {
  title: 'Doctor/Appointments (connected)',
  component: DoctorAppointmentsScreen,
  args: { onStartTreatment: fn(), timeZone: storyTimeZone },
  decorators: [withToaster, withApi({ storage: doctorSession }), wideTable],
  parameters: { layout: 'padded', msw: answering(...api.handlers) },
  beforeEach: () => {
    api.reset();
    toast.clear();
  },
} satisfies Meta<typeof DoctorAppointmentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Waits for the table's rows and returns the one of `patient` that offers `action`. */
async function rowWith(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = dataRows(canvasElement, table).find((row) => within(row).queryByRole('button', { name }) !== null);
    return expect(found).toBeDefined();
  }, slow);
  return found as HTMLElement;
}

export const Populated: Story = {
  name: 'The doctor’s name and the first page',
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Welcome, Dr. Ahmed Al Mansoori' }, slow),
    ).toBeVisible();
    await waitFor(() => expect(dataRows(canvasElement, table)).toHaveLength(5), slow);
    await expect(api.pages).toEqual([0]);
  },
};

export const EndTreatment: Story = {
  name: 'End Treatment: confirmed, toast, the row reads TAKEN',
  play: async ({ canvasElement }) => {
    const row = await rowWith(canvasElement, 'End Treatment Yousef Al Hammadi');
    await userEvent.click(within(row).getByRole('button', { name: 'End Treatment Yousef Al Hammadi' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Are you sure you want to end the treatment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End Treatment' }));
    await expectToast('Treatment ended successfully!');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(api.sent).toEqual([{ id: 'apt-yousef-1430', body: { status: 'TAKEN' } }]);
    // The list was fetched again: the row now shows TAKEN and no End Treatment.
    await waitFor(() => expect(dataRows(canvasElement, table)[0]).toHaveTextContent('TAKEN'), slow);
    await expect(
      within(dataRows(canvasElement, table)[0] as HTMLElement).queryByRole('button', { name: /Treatment/ }),
    ).toBeNull();
    await expect(api.pages).toEqual([0, 0]);
    // Focus stays in the table, not lost with the button.
    await expect(canvasElement.querySelector('[data-slot="data-table"]')).toHaveFocus();
  },
};

export const EndTreatmentRefused: Story = {
  name: 'End Treatment refused: the failure toast',
  parameters: { msw: answering(...appointmentsApi(undefined, { refuseEnd: true }).handlers) },
  play: async ({ canvasElement }) => {
    const row = await rowWith(canvasElement, 'End Treatment مريم الكعبي');
    await userEvent.click(within(row).getByRole('button', { name: 'End Treatment مريم الكعبي' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Are you sure you want to end the treatment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End Treatment' }));
    await expectToast('Failed to end treatment. Please try again.');
    // The question stays, to try again or cancel.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(await toastRegion().findByText('Failed to end treatment. Please try again.')).toBeVisible();
    await expect(row).toHaveTextContent('End Treatment');
  },
};

export const StartTreatment: Story = {
  name: 'Start Treatment: the app opens the diagnosis',
  play: async ({ args, canvasElement }) => {
    const row = await rowWith(canvasElement, 'Start Treatment Priya Menon');
    await userEvent.click(within(row).getByRole('button', { name: 'Start Treatment Priya Menon' }));
    await expect(args.onStartTreatment).toHaveBeenCalledWith('pat-priya-menon', 'apt-priya-1100');
  },
};

export const Paging: Story = {
  name: 'Next page, then Prev (zero-based pages)',
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(dataRows(canvasElement, table)).toHaveLength(5), slow);
    const pager = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(dataRows(canvasElement, table)).toHaveLength(2), slow);
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(pager.getByRole('button', { name: 'Prev' }));
    await waitFor(() => expect(dataRows(canvasElement, table)).toHaveLength(5), slow);
    // Zero-based: the second page is page=1 (page 0 may be asked again on the way back).
    await expect(api.pages.slice(0, 2)).toEqual([0, 1]);
  },
};

export const Loading: Story = {
  parameters: { msw: answering(neverAnswer('get', list), neverAnswer('get', '/doctors/{id}')) },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Appointments' }, slow);
    await expect(within(region).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const NoAppointmentsYet: Story = {
  parameters: { msw: answering(...appointmentsApi([]).handlers) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No appointments yet', undefined, slow)).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: answering(mockError('get', list, 500, { message: 'Database unavailable' })) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', undefined, slow)).toHaveTextContent(
      "Problem while getting doctor's appointments",
    );
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'مرحبًا، د. Ahmed Al Mansoori' }, slow),
    ).toBeVisible();
    const row = await rowWith(canvasElement, 'إنهاء العلاج Yousef Al Hammadi');
    await userEvent.click(within(row).getByRole('button', { name: 'إنهاء العلاج Yousef Al Hammadi' }));
    const dialog = await body.findByRole('alertdialog', { name: 'هل أنت متأكد أنك تريد إنهاء العلاج؟' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'إنهاء العلاج' }));
    await expectToast('تم إنهاء العلاج بنجاح!');
  },
};
