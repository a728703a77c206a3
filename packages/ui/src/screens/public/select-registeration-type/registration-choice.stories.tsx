import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { arabic } from '../../../stories/locale-globals';
import { withNavigation } from '../../../stories/with-navigation';
import { RegistrationChoiceView } from './registration-choice';

const navigate = fn();

const meta = {
  title: 'Public/Select Registeration Type',
  component: RegistrationChoiceView,
  args: { onBack: fn() },
  decorators: [withNavigation(navigate)],
  parameters: { layout: 'centered' },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof RegistrationChoiceView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    const patient = canvas.getByRole('link', { name: 'Patient' });
    await expect(patient).toHaveAttribute('href', '/register-patient');
    await expect(patient).toHaveAccessibleDescription('Find doctors, book appointments and earn points.');
    await expect(canvas.getByRole('link', { name: 'Clinic/Hospital' })).toHaveAttribute('href', '/register-hospital');
  },
};

export const ChoosePatient: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Patient' }));
    await expect(navigate).toHaveBeenCalledWith('/register-patient');
  },
};

export const ChooseClinicOrHospital: Story = {
  play: async ({ canvas }) => {
    // Keyboard: the choices are links in reading order after the back arrow.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Back' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Clinic/Hospital' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/register-hospital');
  },
};

export const Back: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('link', { name: 'مريض' })).toHaveAttribute('href', '/register-patient');
    await userEvent.click(canvas.getByRole('link', { name: 'عيادة/مستشفى' }));
    await expect(navigate).toHaveBeenCalledWith('/register-hospital');
    await userEvent.click(canvas.getByRole('button', { name: 'رجوع' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
