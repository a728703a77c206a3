import { handlers } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { toast } from '../../../components/toaster';
import { expectFitsViewport } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { phone } from '../../../stories/viewports';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import type { Queries } from '../../hospital/provider-schedule/provider-schedule.story-helpers';
import { expectToast } from '../../hospital/staff/staff.story-helpers';
import { NursePatientInfoScreen } from './nurse-patient-info.connected';
import { nurseSession, storyPatient, vitalsApi } from './nurse-patient-info.fixtures';

const api = vitalsApi();
const body = within(document.body);
/** Answers go through the envelope and MSW: leave them time on a busy machine. */
const slow = { timeout: 5000 };

const meta = {
  title: 'Nurse/Patient Info (connected)',
  component: NursePatientInfoScreen,
  args: { patientId: storyPatient._id },
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
} satisfies Meta<typeof NursePatientInfoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the vitals form and gives the dialog. */
async function openVitals(canvas: Queries, name = 'Update Vitals') {
  await userEvent.click(await canvas.findByRole('button', { name }, slow));
  return within(await body.findByRole('dialog', { name }));
}

const numberFields = ['Height (cm)', 'Weight (kg)', 'Heart Rate (bpm)', 'Body Temperature (°C)', 'Glucose (mg/dl)'];

export const RequiredMessages: Story = {
  name: 'Vitals form: prefilled; cleared fields say Required',
  play: async ({ canvas }) => {
    const dialog = await openVitals(canvas);
    // Prefilled with his record: blood type A+, height 178.
    await expect(dialog.getByRole('button', { name: /Blood Type/ })).toHaveTextContent('A+');
    await expect(dialog.getByRole('textbox', { name: 'Height (cm)' })).toHaveValue('178');
    for (const name of numberFields) await userEvent.clear(dialog.getByRole('textbox', { name }));
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    // Allergies is empty for him; the blood type stays chosen (no empty choice in the list).
    await waitFor(() => expect(dialog.getAllByText('Required')).toHaveLength(6));
    await expect(api.sent).toEqual([]);
  },
};

export const Saved: Story = {
  name: 'Vitals saved: allergies split, toast, the profile refreshed in place',
  play: async ({ canvas }) => {
    const dialog = await openVitals(canvas);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Allergies' }), 'Penicillin, Peanuts');
    const heartRate = dialog.getByRole('textbox', { name: 'Heart Rate (bpm)' });
    await userEvent.clear(heartRate);
    await userEvent.type(heartRate, '72');
    const readsBefore = api.reads();
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expectToast('Vitals updated');
    await expect(api.sent).toEqual([
      {
        bloodType: 'A+',
        allergies: ['Penicillin', 'Peanuts'],
        height: 178,
        weight: 86,
        heartRate: 72,
        temprature: 37,
        glucose: 110,
      },
    ]);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // No reload: the profile is read again and shows the new values.
    await waitFor(() => expect(api.reads()).toBeGreaterThan(readsBefore), slow);
    const vitals = within(canvas.getByRole('region', { name: 'Vitals' }));
    await expect(await vitals.findByText('72 bpm', undefined, slow)).toBeVisible();
    await expect(await canvas.findByText(/Penicillin/, undefined, slow)).toBeVisible();
  },
};

export const Refused: Story = {
  name: 'Vitals refused: the server’s message, the form stays',
  parameters: { msw: { handlers: [...vitalsApi({ refuse: 'Height is out of range' }).handlers, ...handlers] } },
  play: async ({ canvas }) => {
    const dialog = await openVitals(canvas);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Allergies' }), 'Dust');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expectToast('Height is out of range');
    await expect(body.getByRole('dialog', { name: 'Update Vitals' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    const dialog = await openVitals(canvas, 'تحديث العلامات الحيوية');
    await userEvent.click(dialog.getByRole('button', { name: 'تحديث' }));
    await waitFor(() => expect(dialog.getAllByText('مطلوب')).toHaveLength(1));
  },
};

/** At 390 px, the profile and the open form fit. */
export const PhoneWithForm: Story = {
  globals: { ...phone },
  play: async ({ canvas, canvasElement }) => {
    await openVitals(canvas);
    await expectFitsViewport(canvasElement);
  },
};
