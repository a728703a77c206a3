import { type FixtureSchema, handlers, mockError, patients } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, type screen, waitFor, within } from 'storybook/test';
import { toast } from '../../../../components/toaster';
import { phoneStory } from '../../../../stories/fits-viewport';
import { userEvent } from '../../../../stories/user-event';
import { withApi } from '../../../../stories/with-api';
import { withToaster } from '../../../../stories/with-toaster';
import { body, toasts } from '../../../hospital/provider-schedule/provider-schedule.story-helpers';
import { patientStorage, storyPatient } from '../../booking/booking.fixtures';
import { FamilyMembersTab } from './family-members.connected';
import { createFamilyServer } from './family-mock-server';

/** Hamad (Arabic name) and Salem, stored without a phone (the list shows a dash). */
const salemWithoutPhone: FixtureSchema<'FamilyMember'> = {
  _id: patients.familyMemberSalem._id,
  firstName: patients.familyMemberSalem.firstName,
  lastName: patients.familyMemberSalem.lastName,
  relation: patients.familyMemberSalem.relation,
  emiratesId: patients.familyMemberSalem.emiratesId,
  patientId: storyPatient._id,
};
const api = createFamilyServer(() => [patients.familyMemberHamad, salemWithoutPhone]);

const meta = {
  title: 'Public/Profile/Family Members (connected)',
  component: FamilyMembersTab,
  args: { patientId: storyPatient._id },
  decorators: [withToaster, withApi({ storage: patientStorage })],
  parameters: { msw: { handlers: [...api.handlers, ...handlers] } },
  beforeEach: () => {
    toast.clear();
    api.reset();
  },
} satisfies Meta<typeof FamilyMembersTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvas: Pick<typeof screen, 'getByText'>, name: string) => {
  const cell = canvas.getByText(name);
  const tr = cell.closest('tr');
  if (!tr) throw new Error(`No row of ${name}`);
  return within(tr);
};

/** The family from the profile (002 §3): name, relation, Emirates ID, and a dash for a phone not given. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Family Members' })).toBeVisible();
    await expect(await canvas.findByText('حمد الكعبي')).toBeVisible();
    const hamad = row(canvas, 'حمد الكعبي');
    await expect(hamad.getByText('Son')).toBeVisible();
    await expect(hamad.getByText('+971-50 123 4568')).toBeVisible();
    const salem = row(canvas, 'Salem Al Kaabi');
    await expect(salem.getByText('Father')).toBeVisible();
    await expect(salem.getByText('784-1958-1122334-5')).toBeVisible();
    await expect(salem.getByText('—')).toBeVisible();
  },
};

/** At a phone's width, in Arabic: the rows stack as cards and nothing overflows. */
export const PhoneArabic: Story = {
  ...phoneStory({ arabic: true }),
  play: async (context) => {
    await expect(await within(context.canvasElement).findByText('حمد الكعبي')).toBeVisible();
    await expect(within(context.canvasElement).getByText('الابن')).toBeVisible();
    await phoneStory({ arabic: true }).play(context);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [createFamilyServer(() => []).handlers, handlers].flat() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('no family members yet')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [mockError('get', '/patients/profile/{id}', 500), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Could not load your profile.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Try again/ })).toBeVisible();
  },
};

/**
 * Add Family Member (002 §5): every field 'Required', the Emirates ID and
 * phone masks, the seven relations; the spec's toast, the payload and the new
 * member in the list without a reload.
 */
export const AddFamilyMember: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('حمد الكعبي');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Family Member' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Add Family Member' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    for (const name of ['First Name', 'Last Name', 'Emirates ID', 'Phone']) {
      await waitFor(() => expect(dialog.getByRole('textbox', { name })).toHaveAccessibleDescription('Required'));
    }
    await expect(dialog.getByRole('button', { name: /Relation/ })).toHaveAccessibleDescription('Required');

    await userEvent.type(dialog.getByRole('textbox', { name: 'First Name' }), 'Noura');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last Name' }), 'Al Kaabi');
    await userEvent.click(dialog.getByRole('button', { name: /Relation/ }));
    await expect(
      body()
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Father', 'Mother', 'Son', 'Daughter', 'Sister', 'Brother', 'Other']);
    await userEvent.click(body().getByRole('option', { name: 'Daughter' }));
    const emiratesId = dialog.getByRole('textbox', { name: 'Emirates ID' });
    await userEvent.type(emiratesId, 'ID784-2018-7654321-39');
    await expect(emiratesId).toHaveValue('784-2018-7654321-3');
    const phone = dialog.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(phone, 'tel0551234567');
    await expect(phone).toHaveValue('+971-55 123 4567');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));

    await expect(await toasts().findByText('Family Member Added Successfully')).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/familyMembers',
        body: {
          firstName: 'Noura',
          lastName: 'Al Kaabi',
          relation: 'DAUGHTER',
          emiratesId: '784-2018-7654321-3',
          phoneNo: '+971-55 123 4567',
          patientId: storyPatient._id,
        },
      },
    ]);
    await expect(await canvas.findByText('Noura Al Kaabi')).toBeVisible();
    await expect(row(canvas, 'Noura Al Kaabi').getByText('Daughter')).toBeVisible();
  },
};

/** Delete after the spec's confirmation: the toast, the call, and the row gone. */
export const DeleteFamilyMember: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('Salem Al Kaabi');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Salem Al Kaabi' }));
    const confirm = within(
      await body().findByRole('alertdialog', { name: 'Are you sure you want to delete this item?' }),
    );
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await toasts().findByText('Family Member Deleted Successfully')).toBeVisible();
    await expect(api.calls).toEqual([
      { method: 'DELETE', path: '/familyMembers/{id}', id: patients.familyMemberSalem._id },
    ]);
    await waitFor(() => expect(canvas.queryByText('Salem Al Kaabi')).toBeNull());
    await expect(canvas.getByText('حمد الكعبي')).toBeVisible();
  },
};
