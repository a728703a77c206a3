import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { expectFitsViewport, phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { phone } from '../../../stories/viewports';
import { expectFieldErrors } from '../../hospital/staff-forms/staff-forms.story-helpers';
import { DoctorProfileView } from './doctor-profile';
import { storyArabicDoctor, storyBareDoctor, storyDoctor, storySpecialityOptions } from './doctor-profile.fixtures';

const meta = {
  title: 'Doctor/Profile',
  component: DoctorProfileView,
  args: {
    status: 'ready',
    doctor: storyDoctor,
    onRetry: fn(),
    profile: { specialityOptions: storySpecialityOptions(), onUpdate: fn() },
    account: { onSave: fn(() => Promise.resolve(true)), picture: { onUpload: fn(), onRemove: fn() } },
  },
  parameters: { layout: 'padded' },
  tags: ['autodocs'],
} satisfies Meta<typeof DoctorProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The facts of a definition list, as "label: value" lines. */
function facts(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ''}`);
}

/** Opens the Update modal. */
async function openUpdate(button = 'Update', title = 'Update Profile') {
  await userEvent.click(screen.getByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: title }));
}

/** Two tabs, Doctor Profile first: photo, name, hospital, specialities, experience and about. */
export const DoctorProfileTab: Story = {
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Doctor Profile', 'Account']);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ahmed Al Mansoori' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Photo of Dr. Ahmed Al Mansoori' })).toBeVisible();
    await expect(canvas.getByText('Marina Care Hospital')).toBeVisible();
    await expect(facts(canvas.getByRole('region', { name: 'Profile details' }))).toEqual([
      'Specialities: Cardiology',
      'Experience: 14 years',
      `About: ${storyDoctor.about}`,
    ]);
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeVisible();
  },
};

/** What the record lacks reads "Not given"; a single year reads "1 year". */
export const NotGiven: Story = {
  args: { doctor: { ...storyBareDoctor, experience: '1' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not given', { selector: 'bdi' })).toBeVisible();
    await expect(facts(canvas.getByRole('region', { name: 'Profile details' }))).toEqual([
      'Specialities: Not given',
      'Experience: 1 year',
      'About: Not given',
    ]);
  },
};

/** The modal is filled with his specialities, experience and about, and sends the change. */
export const UpdateProfile: Story = {
  play: async ({ args }) => {
    const inDialog = await openUpdate();
    await expect(inDialog.getByRole('row', { name: 'Cardiology' })).toBeVisible();
    const experience = inDialog.getByRole('textbox', { name: /^Experience/ });
    await expect(experience).toHaveValue('14');
    await expect(inDialog.getByRole('textbox', { name: /^About/ })).toHaveValue(storyDoctor.about);
    await userEvent.type(inDialog.getByRole('combobox', { name: 'Speciality' }), 'paed');
    await userEvent.click(await screen.findByRole('option', { name: 'Paediatrics' }));
    await userEvent.tab();
    await userEvent.clear(experience);
    await userEvent.type(experience, ' 15 ');
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(args.profile?.onUpdate).toHaveBeenCalledWith({
        specialityIds: ['spec-cardiology', 'spec-paediatrics'],
        experience: '15',
        about: storyDoctor.about,
      }),
    );
  },
};

/** Experience and about required, at least one speciality ("Speciality is required"); nothing is sent. */
export const UpdateValidation: Story = {
  play: async ({ args }) => {
    const inDialog = await openUpdate();
    await userEvent.click(inDialog.getByRole('button', { name: 'Remove Cardiology' }));
    const experience = inDialog.getByRole('textbox', { name: /^Experience/ });
    const about = inDialog.getByRole('textbox', { name: /^About/ });
    await userEvent.clear(experience);
    await userEvent.clear(about);
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await expectFieldErrors([inDialog.getByRole('combobox', { name: 'Speciality' })], 'Speciality is required');
    await expectFieldErrors([experience, about], 'Required');
    await userEvent.type(experience, '2.5');
    await expectFieldErrors([experience], 'Experience must be a whole number of years from 0 to 70');
    await expect(args.profile?.onUpdate).not.toHaveBeenCalled();
  },
};

/** While saving the button says so and ignores presses; a refusal stays in the open modal. */
export const UpdatePendingAndRefused: Story = {
  args: {
    profile: {
      specialityOptions: storySpecialityOptions(),
      onUpdate: fn(),
      updateOpen: true,
      updating: true,
      updateError: 'Speciality not found',
    },
  },
  play: async ({ args }) => {
    const inDialog = within(await screen.findByRole('dialog', { name: 'Update Profile' }));
    await expect(inDialog.getByRole('alert')).toHaveTextContent('Speciality not found');
    const saving = inDialog.getByRole('button', { name: 'Saving…' });
    await expect(saving).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(saving);
    await expect(args.profile?.onUpdate).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', doctor: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { status: 'error', doctor: undefined },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Problem while getting your profile');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: {
    doctor: storyArabicDoctor,
    profile: { specialityOptions: storySpecialityOptions('ar'), onUpdate: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'ملف الطبيب' })).toHaveAttribute('aria-selected', 'true');
    await expect(facts(canvas.getByRole('region', { name: 'تفاصيل الملف الشخصي' }))).toEqual([
      'التخصصات: أمراض القلب',
      'الخبرة: 14 سنة',
      `نبذة: ${storyDoctor.about}`,
    ]);
    const inDialog = await openUpdate('تحديث', 'تحديث الملف الشخصي');
    await userEvent.click(inDialog.getByRole('button', { name: /أمراض القلب/ }));
    await userEvent.click(inDialog.getByRole('button', { name: 'تحديث' }));
    await expectFieldErrors([inDialog.getByRole('combobox', { name: 'التخصص' })], 'التخصص مطلوب');
  },
};

export const ArabicLoadError: Story = {
  globals: arabic,
  args: { status: 'error', doctor: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('حدثت مشكلة أثناء جلب ملفك الشخصي');
  },
};

export const Phone: Story = phoneStory();

/** At 390 px the modal fits too. */
export const PhoneUpdateModal: Story = {
  globals: { ...arabic, ...phone },
  args: {
    doctor: storyArabicDoctor,
    profile: { specialityOptions: storySpecialityOptions('ar'), onUpdate: fn(), updateOpen: true },
  },
  play: async ({ canvasElement }) => {
    await screen.findByRole('dialog', { name: 'تحديث الملف الشخصي' });
    await expectFitsViewport(canvasElement);
  },
};

export const ArabicPhone: Story = { ...phoneStory({ arabic: true }), args: { doctor: storyArabicDoctor } };
