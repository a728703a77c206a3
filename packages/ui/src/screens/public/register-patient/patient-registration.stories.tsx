import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { withNavigation } from '../../../stories/with-navigation';
import { ar, byLabel, en, insuranceOptions } from '../register-hospital/hospital-registration.story-helpers';
import { PatientRegistrationView } from './patient-registration';
import { filledPatient, fillPatient } from './patient-registration.story-helpers';

const navigate = fn();

const meta = {
  title: 'Public/Register Patient',
  component: PatientRegistrationView,
  args: {
    insuranceOptions: insuranceOptions(),
    onSubmit: fn(),
    onVerify: fn(),
    onResend: fn(),
    onConfirmationOpenChange: fn(),
  },
  decorators: [withNavigation(navigate)],
  parameters: { layout: 'padded' },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof PatientRegistrationView>;

export default meta;
type Story = StoryObj<typeof meta>;

const textboxes = [en.firstName, en.lastName, en.email, en.emiratesId, en.patientLocation, en.phone];

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: en.patientTitle })).toBeVisible();
    await expect(canvas.getByRole('form', { name: en.patientTitle })).toBeVisible();
    for (const label of textboxes) await expect(canvas.getByRole('textbox', { name: label })).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: en.male })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: en.female })).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: en.emiratesId })).toHaveAttribute(
      'placeholder',
      '###-####-#######-#',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: en.login }));
    await expect(navigate).toHaveBeenCalledWith('/login');
  },
};

/** Register with nothing entered: every field says "Required". */
export const AllRequired: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: en.register }));
    const first = canvas.getByRole('textbox', { name: en.firstName });
    await waitFor(() => expect(first).toHaveAccessibleDescription('Required'));
    for (const label of textboxes) {
      await expect(canvas.getByRole('textbox', { name: label })).toHaveAccessibleDescription('Required');
    }
    await expect(canvas.getByRole('group', { name: en.birthday })).toHaveAccessibleDescription('Required');
    await expect(canvas.getByRole('radiogroup', { name: en.gender })).toHaveAccessibleDescription('Required');
    await expect(byLabel(canvas, en.password)).toHaveAccessibleDescription('Required');
    await expect(byLabel(canvas, en.confirmPassword)).toHaveAccessibleDescription('Required');
    await expect(canvas.getByRole('combobox', { name: en.insurances })).toHaveAccessibleDescription('Required');
    await expect(first).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The masks, the e-mail checked as required only, and "Both password need to be the same". */
export const FieldRules: Story = {
  play: async ({ args, canvas }) => {
    const emiratesId = canvas.getByRole('textbox', { name: en.emiratesId });
    await userEvent.type(emiratesId, 'ID784-1990-1234567-19');
    await expect(emiratesId).toHaveValue('784-1990-1234567-1');
    const phone = canvas.getByRole('textbox', { name: en.phone });
    await userEvent.type(phone, 'phone0559876543');
    await expect(phone).toHaveValue('+971-55 987 6543');

    await userEvent.type(canvas.getByRole('textbox', { name: en.email }), 'mariam');
    await userEvent.type(byLabel(canvas, en.password), 'Mariam#2026');
    await userEvent.type(byLabel(canvas, en.confirmPassword), 'Mariam#2025');
    await userEvent.click(canvas.getByRole('button', { name: en.register }));
    await waitFor(() =>
      expect(byLabel(canvas, en.confirmPassword)).toHaveAccessibleDescription('Both password need to be the same'),
    );
    await expect(canvas.getByRole('textbox', { name: en.email })).not.toHaveAttribute('aria-invalid');
    await expect(emiratesId).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Complete: Story = {
  play: async ({ args, canvas }) => {
    await fillPatient(canvas);
    await userEvent.click(canvas.getByRole('button', { name: en.register }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit.mock.calls[0]?.[0]).toEqual(filledPatient);
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: en.registering });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused: its message above the form, which keeps its values. */
export const ServerError: Story = {
  args: { error: 'This Emirates ID is already registered', defaultValues: { firstName: 'Mariam' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This Emirates ID is already registered');
    await expect(canvas.getByRole('textbox', { name: en.firstName })).toHaveValue('Mariam');
  },
};

export const InsurancesLoading: Story = {
  args: { insuranceOptions: [], insurancesLoading: true },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: en.insurances });
    await expect(field).toBeDisabled();
    await expect(field).toHaveAccessibleDescription(en.insurancesLoading);
  },
};

export const InsurancesError: Story = {
  args: { insuranceOptions: [], insurancesError: en.lookupsFailed },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: en.insurances })).toHaveAccessibleDescription(
      'Problem while fetching lookups',
    );
  },
};

/** Registered: the confirmation-code dialog. The code is required; Confirm sends it with the e-mail; Resend. */
export const ConfirmationCode: Story = {
  args: { confirmationEmail: 'mariam@example.ae' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: en.codeDialogTitle });
    await expect(dialog).toHaveAccessibleDescription(
      'We sent a confirmation code to mariam@example.ae. Enter it below to confirm your email.',
    );
    const code = within(dialog).getByRole('textbox', { name: en.code });
    await userEvent.click(within(dialog).getByRole('button', { name: en.confirm }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Required'));
    await expect(args.onVerify).not.toHaveBeenCalled();
    await userEvent.type(code, ' 5f2c9a {Enter}');
    await expect(args.onVerify).toHaveBeenCalledWith({ email: 'mariam@example.ae', code: '5f2c9a' });
    await userEvent.click(within(dialog).getByRole('button', { name: en.resend }));
    await expect(args.onResend).toHaveBeenCalledWith('mariam@example.ae');
  },
};

export const CodeRefused: Story = {
  args: { confirmationEmail: 'mariam@example.ae', verifyError: 'This confirmation code is invalid or has expired' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: en.codeDialogTitle });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This confirmation code is invalid or has expired',
    );
  },
};

export const Verifying: Story = {
  args: { confirmationEmail: 'mariam@example.ae', verifying: true, resending: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: en.codeDialogTitle });
    await expect(within(dialog).getByRole('button', { name: en.confirming })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: en.resend })).toBeDisabled();
  },
};

/** Arabic: the translated "required", except the Emirates ID's literal "Required" (spec 002 §5). */
export const ArabicRequired: Story = {
  globals: arabic,
  args: { insuranceOptions: insuranceOptions('ar') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1, name: ar.patientTitle })).toBeVisible();
    await userEvent.type(byLabel(canvas, ar.password), 'Mariam#2026');
    await userEvent.type(byLabel(canvas, ar.confirmPassword), 'Mariam');
    await userEvent.click(canvas.getByRole('button', { name: ar.register }));
    const first = canvas.getByRole('textbox', { name: ar.firstName });
    await waitFor(() => expect(first).toHaveAccessibleDescription('مطلوب'));
    await expect(canvas.getByRole('textbox', { name: ar.emiratesId })).toHaveAccessibleDescription('Required');
    await expect(canvas.getByRole('radiogroup', { name: ar.gender })).toHaveAccessibleDescription('مطلوب');
    await expect(byLabel(canvas, ar.confirmPassword)).toHaveAccessibleDescription(ar.passwordsMismatch);
  },
};

export const ArabicConfirmationCode: Story = {
  globals: arabic,
  args: { confirmationEmail: 'mariam@example.ae' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: ar.codeDialogTitle });
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await userEvent.click(within(dialog).getByRole('button', { name: ar.confirm }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: ar.code })).toHaveAccessibleDescription('مطلوب'),
    );
  },
};

export const ArabicPhone: Story = {
  ...phoneStory({ arabic: true }),
  args: { insuranceOptions: insuranceOptions('ar') },
};
