import { handlers } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { toast } from '../../../components/toaster';
import { expectFitsViewport } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { phone } from '../../../stories/viewports';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import { type Queries, typeDate } from '../../hospital/provider-schedule/provider-schedule.story-helpers';
import { expectToast } from '../../hospital/staff/staff.story-helpers';
import { NursePatientsScreen } from './nurse-patients.connected';
import { newPatient, nursePatientsApi, nurseSession } from './nurse-patients.fixtures';

const api = nursePatientsApi();
const body = within(document.body);
/** Answers go through the envelope and MSW: leave them time on a busy machine. */
const slow = { timeout: 5000 };

const meta = {
  title: 'Nurse/Patients (connected)',
  component: NursePatientsScreen,
  args: { onOpen: fn() },
  decorators: [
    withToaster,
    withApi({ storage: nurseSession }),
    (Story) => (
      <div className="w-[62rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded', msw: { handlers: [...api.handlers, ...handlers] } },
  beforeEach: () => {
    api.reset();
    toast.clear();
  },
} satisfies Meta<typeof NursePatientsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens Add Patient and gives the dialog. */
async function openAddPatient(canvas: Queries, name = 'Add Patient') {
  await userEvent.click(await canvas.findByRole('button', { name }, slow));
  return within(await body.findByRole('dialog', { name }));
}

export const List: Story = {
  name: 'The patient list with Add Patient; a card opens the profile',
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Yousef Al Hammadi/ }, slow));
    await expect(args.onOpen).toHaveBeenCalledWith('pat-yousef-hammadi');
    await expect(canvas.getByRole('button', { name: 'Add Patient' })).toBeVisible();
  },
};

export const EmptySubmit: Story = {
  name: 'Empty submit: every field says Required; the masks hold',
  play: async ({ canvas }) => {
    const dialog = await openAddPatient(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    // email, firstName, lastName, emiratesId, mobile, birthday, gender, location.
    await waitFor(() => expect(dialog.getAllByText('Required')).toHaveLength(8));
    await expect(api.sent).toEqual([]);
    // The masks keep digits only, in their patterns.
    const emiratesId = dialog.getByRole('textbox', { name: 'Emirates ID' });
    await userEvent.type(emiratesId, 'ab784-1990x12345671999');
    await expect(emiratesId).toHaveValue('784-1990-1234567-1');
    const mobile = dialog.getByRole('textbox', { name: 'Mobile' });
    await userEvent.type(mobile, 'x5012345678');
    await expect(mobile).toHaveValue('+971-50 123 4567');
    await waitFor(() => expect(dialog.getAllByText('Required')).toHaveLength(6));
  },
};

export const AddPatient: Story = {
  name: 'Add Patient: sent, "Patient created successfully", the list refreshes',
  play: async ({ canvas }) => {
    const dialog = await openAddPatient(canvas);
    await userEvent.type(dialog.getByRole('textbox', { name: 'First Name' }), newPatient.firstName);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last Name' }), newPatient.lastName);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), newPatient.email);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Mobile' }), '501234567');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Emirates ID' }), '784199012345671');
    await typeDate(dialog, 'Birthday', '02041990');
    await userEvent.click(dialog.getByRole('radio', { name: 'Female' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Location' }), newPatient.location);
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expectToast('Patient created successfully');
    await expect(api.sent).toEqual([newPatient]);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('button', { name: /Sara Al Mazrouei/ }, slow)).toBeVisible();
  },
};

export const AddPatientRefused: Story = {
  name: 'Refused: the server’s message, the modal stays',
  parameters: {
    msw: { handlers: [...nursePatientsApi({ refuse: 'Email already exists' }).handlers, ...handlers] },
  },
  play: async ({ canvas }) => {
    const dialog = await openAddPatient(canvas);
    await userEvent.type(dialog.getByRole('textbox', { name: 'First Name' }), newPatient.firstName);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last Name' }), newPatient.lastName);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), newPatient.email);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Mobile' }), '501234567');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Emirates ID' }), '784199012345671');
    await typeDate(dialog, 'Birthday', '02041990');
    await userEvent.click(dialog.getByRole('radio', { name: 'Male' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Location' }), newPatient.location);
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expectToast('Email already exists');
    await expect(body.getByRole('dialog', { name: 'Add Patient' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    const dialog = await openAddPatient(canvas, 'إضافة مريض');
    await userEvent.click(dialog.getByRole('button', { name: 'إضافة' }));
    await waitFor(() => expect(dialog.getAllByText('مطلوب')).toHaveLength(8));
  },
};

/** At 390 px, the list and the open modal fit. */
export const PhoneWithModal: Story = {
  globals: { ...phone },
  play: async ({ canvas, canvasElement }) => {
    await openAddPatient(canvas);
    await expectFitsViewport(canvasElement);
  },
};
