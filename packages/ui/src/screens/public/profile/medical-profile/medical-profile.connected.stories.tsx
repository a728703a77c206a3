import { answers, handlers, mockError, scheduling } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { toast } from '../../../../components/toaster';
import { phoneStory } from '../../../../stories/fits-viewport';
import { arabic } from '../../../../stories/locale-globals';
import { neverAnswer } from '../../../../stories/mock-requests';
import { userEvent } from '../../../../stories/user-event';
import { withApi } from '../../../../stories/with-api';
import { withToaster } from '../../../../stories/with-toaster';
import { choose, openDialog, typeInto } from '../../../hospital/staff-forms/staff-forms.story-helpers';
import { toasts } from '../../../hospital/provider-schedule/provider-schedule.story-helpers';
import { patientStorage, storyPatient, storyTimeZone } from '../profile.story-helpers';
import { MedicalProfileTab } from './medical-profile.connected';
import { createMedicalProfileServer } from './medical-profile-mock-server';

const api = createMedicalProfileServer();

const meta = {
  title: 'Public/Patient dashboard/Medical Profile',
  component: MedicalProfileTab,
  args: { patientId: storyPatient._id, timeZone: storyTimeZone },
  decorators: [withToaster, withApi({ storage: patientStorage })],
  parameters: { msw: { handlers: [...api.handlers, ...handlers] } },
  beforeEach: () => {
    toast.clear();
    api.reset();
  },
} satisfies Meta<typeof MedicalProfileTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value of a labelled row of the tab. */
function valueOf(canvasElement: HTMLElement, label: string) {
  const term = within(canvasElement)
    .getAllByText(label)
    .find((element) => element.tagName === 'DT');
  return term?.nextElementSibling;
}

/**
 * Mariam's personal data (002 §3), her vitals with their units, and her
 * previous appointments with the medicines of their doctor reports, each
 * linking to its report page.
 */
export const Populated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('مريم الكعبي')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Photo of مريم الكعبي' })).toBeVisible();
    await expect(valueOf(canvasElement, 'Birthday')).toHaveTextContent('17/04/1990');
    await expect(valueOf(canvasElement, 'Gender')).toHaveTextContent('Female');
    await expect(valueOf(canvasElement, 'Email')).toHaveTextContent('mariam.alkaabi@example.ae');
    await expect(valueOf(canvasElement, 'Phone')).toHaveTextContent('+971-50 123 4567');
    await expect(valueOf(canvasElement, 'Location')).toHaveTextContent('Al Khan, Sharjah');
    await expect(valueOf(canvasElement, 'Insurances')).toHaveTextContent('Sukoon');
    await expect(valueOf(canvasElement, 'Blood Type')).toHaveTextContent('O+');
    await expect(valueOf(canvasElement, 'Allergies')).toHaveTextContent('Penicillin');
    await expect(valueOf(canvasElement, 'Diseases')).toHaveTextContent('Asthma');
    await expect(valueOf(canvasElement, 'Height (cm)')).toHaveTextContent('163 cm');
    await expect(valueOf(canvasElement, 'Weight (kg)')).toHaveTextContent('58 kg');
    await expect(canvas.getByText('Bisoprolol 5 mg, Atorvastatin 20 mg')).toBeVisible();
    await expect(canvas.getByText('Ibuprofen 400 mg')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Doctor report of Thursday, 12 November 2026/ })).toHaveAttribute(
      'href',
      `/patient-report/${scheduling.appointmentMariam._id}`,
    );
    await expect(canvas.getAllByRole('link', { name: /^Doctor report of/ })).toHaveLength(2);
  },
};

/** In Arabic, right to left: the texts, the insurance's Arabic name. */
export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'العلامات الحيوية' })).toBeVisible();
    await expect(valueOf(canvasElement, 'التأمينات')).toHaveTextContent('سكون');
    await expect(valueOf(canvasElement, 'الطول (سم)')).toHaveTextContent('163 cm');
    await expect(canvas.getByRole('heading', { name: 'المواعيد السابقة' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تحديث العلامات الحيوية' })).toBeVisible();
  },
};

/** At a phone's width: the data in one column, the appointments as cards; nothing reaches past the screen. */
export const Phone: Story = {
  ...phoneStory(),
  play: async (context) => {
    await context.canvas.findByText('Ibuprofen 400 mg');
    await phoneStory().play(context);
  },
};

/** Loading: a spinner names what is coming. */
export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswer('get', '/patients/profile/{id}'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAccessibleName('Loading your medical profile…');
  },
};

/** The profile could not be read: the message and Try again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [mockError('get', '/patients/profile/{id}', 500), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load your medical profile.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const noVisits = createMedicalProfileServer(() => ({ ...answers.patientProfile, prevAppointments: [] }));

/** No previous appointments yet. */
export const NoPreviousAppointments: Story = {
  parameters: { msw: { handlers: [...noVisits.handlers, ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No previous appointments yet')).toBeVisible();
  },
};

/**
 * Update Vitals (002 §5): an emptied field says 'Required'; a valid form
 * sends the five fields with allergies and diseases split into lists (the
 * Arabic comma too), "Vitals updated", the modal closes and the tab shows the
 * new values without a reload.
 */
export const UpdateVitals: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Update Vitals' }));
    const { dialog, inDialog } = await openDialog('Update Vitals');
    const diseases = inDialog.getByRole('textbox', { name: /^Diseases/ });
    await expect(diseases).toHaveValue('Asthma');
    await userEvent.clear(diseases);
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(diseases).toHaveAccessibleDescription(/Required/));
    await expect(api.bodies).toEqual([]);

    await typeInto(inDialog, /^Diseases/, 'Asthma، Migraine');
    await typeInto(inDialog, /^Allergies/, ', Peanuts');
    await choose(inDialog, /Blood Type/, 'AB-');
    const height = inDialog.getByRole('textbox', { name: /^Height/ });
    await userEvent.clear(height);
    await userEvent.type(height, '165');
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await expect(await toasts().findByText('Vitals updated')).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(api.bodies).toEqual([
      {
        bloodType: 'AB-',
        allergies: ['Penicillin', 'Peanuts'],
        diseases: ['Asthma', 'Migraine'],
        height: 165,
        weight: 58,
      },
    ]);
    await waitFor(() => expect(valueOf(canvasElement, 'Blood Type')).toHaveTextContent('AB-'));
    await expect(valueOf(canvasElement, 'Diseases')).toHaveTextContent('Asthma, Migraine');
    await expect(valueOf(canvasElement, 'Allergies')).toHaveTextContent('Penicillin, Peanuts');
    await expect(valueOf(canvasElement, 'Height (cm)')).toHaveTextContent('165 cm');
  },
};

/** A refused save: the server's message in the modal, which stays open with what was typed. */
export const UpdateRefused: Story = {
  play: async ({ canvas }) => {
    api.refuseNext('Weight is out of range');
    await userEvent.click(await canvas.findByRole('button', { name: 'Update Vitals' }));
    const { inDialog } = await openDialog('Update Vitals');
    await typeInto(inDialog, /^Allergies/, ', Dust');
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await expect(await inDialog.findByText('Weight is out of range')).toBeVisible();
    await expect(inDialog.getByRole('textbox', { name: /^Allergies/ })).toHaveValue('Penicillin, Dust');
    await expect(api.bodies).toHaveLength(1);
    await expect(toasts().getByText('Weight is out of range')).toBeVisible();
  },
};
