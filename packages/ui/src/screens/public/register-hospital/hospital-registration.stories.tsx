import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { fakeGeocoder, offlineMapConfig } from '../../../components/maps/map-fixtures';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { withNavigation } from '../../../stories/with-navigation';
import { HospitalRegistrationView } from './hospital-registration';
import type { HospitalRegistrationValues } from './hospital-registration.schema';
import {
  ar,
  byLabel,
  en,
  fillDetails,
  filledDetails,
  insuranceOptions,
  licencePdf,
  pinOnMap,
} from './hospital-registration.story-helpers';

const navigate = fn();

const meta = {
  title: 'Public/Register Hospital',
  component: HospitalRegistrationView,
  args: {
    insuranceOptions: insuranceOptions(),
    onSubmit: fn<(values: HospitalRegistrationValues) => void>(),
    onResend: fn(),
    onConfirmationOpenChange: fn(),
    mapConfig: offlineMapConfig,
    geocode: fakeGeocoder,
  },
  decorators: [withNavigation(navigate)],
  parameters: { layout: 'padded' },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof HospitalRegistrationView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1, nothing entered: type HOSPITAL by default, insurances optional. */
export const StepOne: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: en.hospitalTitle })).toBeVisible();
    const steps = canvas.getByRole('list', { name: en.stepsLabel });
    await expect(within(steps).getByText(en.basicDetails).closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('form', { name: /Basic details/ })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: en.typeHospital })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: en.typeClinic })).not.toBeChecked();
    await expect(canvas.getByRole('combobox', { name: en.insurances })).toHaveAccessibleDescription(
      en.insurancesOptional,
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: en.login }));
    await expect(navigate).toHaveBeenCalledWith('/login');
  },
};

/** Next with nothing entered: every required field says "Required"; the wizard stays on step 1. */
export const StepOneRequired: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: en.next }));
    const name = canvas.getByRole('textbox', { name: en.name });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Required'));
    for (const label of [en.tradeLicenseNo, en.phoneNo, en.email]) {
      await expect(canvas.getByRole('textbox', { name: label })).toHaveAccessibleDescription('Required');
    }
    for (const label of [en.issueDate, en.expiryDate]) {
      await expect(canvas.getByRole('group', { name: label })).toHaveAccessibleDescription('Required');
    }
    await expect(byLabel(canvas, en.password)).toHaveAccessibleDescription('Required');
    await expect(byLabel(canvas, en.confirmPassword)).toHaveAccessibleDescription('Required');
    await expect(byLabel(canvas, en.tradeLicenseFile)).toHaveAccessibleDescription(
      `${en.tradeLicenseFileHint} Trade License File Required`,
    );
    // Insurances are optional.
    await expect(canvas.getByRole('combobox', { name: en.insurances })).not.toHaveAttribute('aria-invalid');
    await expect(name).toHaveFocus();
    await expect(canvas.getByRole('form', { name: /Basic details/ })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The masks: letters do nothing, digits fill +971-## ### #### and the 7-digit licence number. */
export const Masks: Story = {
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('textbox', { name: en.phoneNo });
    await expect(phone).toHaveAttribute('placeholder', '+971-## ### ####');
    await userEvent.type(phone, 'abc');
    await expect(phone).toHaveValue('');
    await userEvent.type(phone, '50x1234567');
    await expect(phone).toHaveValue('+971-50 123 4567');
    // A full number takes no more digits.
    await userEvent.type(phone, '9');
    await expect(phone).toHaveValue('+971-50 123 4567');

    const licence = canvas.getByRole('textbox', { name: en.tradeLicenseNo });
    await userEvent.type(licence, 'TL-123456789');
    await expect(licence).toHaveValue('1234567');
  },
};

/** Only a PDF is taken as the trade licence; an incomplete number and different passwords are refused. */
export const FieldRules: Story = {
  play: async ({ canvas }) => {
    const file = byLabel(canvas, en.tradeLicenseFile);
    await expect(file).toHaveAttribute('accept', 'application/pdf,.pdf');
    await userEvent.setup({ applyAccept: false }).upload(file, new File(['png'], 'licence.png', { type: 'image/png' }));
    await expect(canvas.getByText('Only PDF Files Allowed')).toBeVisible();
    await expect(file).toHaveAttribute('aria-invalid', 'true');
    await userEvent.upload(file, licencePdf());
    await expect(canvas.queryByText('Only PDF Files Allowed')).toBeNull();
    await expect(canvas.getByText('trade-licence.pdf')).toBeVisible();

    await userEvent.type(canvas.getByRole('textbox', { name: en.email }), 'info@marinacare');
    await userEvent.type(canvas.getByRole('textbox', { name: en.tradeLicenseNo }), '12345');
    await userEvent.type(byLabel(canvas, en.password), 'Marina#2026');
    await userEvent.type(byLabel(canvas, en.confirmPassword), 'Marina#2025');
    await userEvent.click(canvas.getByRole('button', { name: en.next }));
    await waitFor(() =>
      expect(byLabel(canvas, en.confirmPassword)).toHaveAccessibleDescription('Both password need to be the same'),
    );
    await expect(canvas.getByRole('textbox', { name: en.email })).toHaveAccessibleDescription('Invalid email address');
    await expect(canvas.getByRole('textbox', { name: en.tradeLicenseNo })).toHaveAccessibleDescription(
      en.tradeLicenseIncomplete,
    );
    await expect(byLabel(canvas, en.tradeLicenseFile)).not.toHaveAttribute('aria-invalid');
  },
};

/** The whole wizard: step 1 by keyboard and pointer, Next, step 2 with a pin on the map, Submit. */
export const CompleteBothSteps: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await fillDetails(canvas);
    await userEvent.click(canvas.getByRole('button', { name: en.next }));
    const heading = await canvas.findByRole('heading', { level: 2, name: /Address and location/ });
    await expect(heading).toHaveFocus();

    await userEvent.type(canvas.getByRole('textbox', { name: en.address }), 'Al Marsa Street, Dubai Marina');
    const state = canvas.getByRole('button', { name: /State/ });
    await expect(state).toHaveTextContent('Dubai');
    await userEvent.click(state);
    await userEvent.click(await screen.findByRole('option', { name: 'Sharjah' }));
    const point = await pinOnMap(canvas, canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: en.submit }));

    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const values = args.onSubmit.mock.calls[0]?.[0];
    await expect(values).toMatchObject({
      name: 'Marina Care Hospital',
      type: 'CLINIC',
      tradeLicenseNo: '1234567',
      issueDate: '2024-01-15',
      expiryDate: '2027-01-14',
      phoneNo: '+971-50 123 4567',
      email: 'info@marinacare.ae',
      password: 'Marina#2026',
      confirmPassword: 'Marina#2026',
      insurances: ['ins-daman'],
      address: 'Al Marsa Street, Dubai Marina',
      state: 'Sharjah',
    });
    await expect(values?.tradeLicenseFile.name).toBe('trade-licence.pdf');
    await expect(values?.location.lat).toBeCloseTo(point.lat, 2);
    await expect(values?.location.lng).toBeCloseTo(point.lng, 2);
  },
};

/** The registration failed: the server's message above the form, which keeps its values. */
export const ServerError: Story = {
  args: {
    error: 'This email is already registered',
    defaultValues: { ...filledDetails, address: 'Al Marsa Street', location: { lat: 25.08, lng: 55.14 } },
    initialStep: 2,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This email is already registered');
    await expect(canvas.getByRole('textbox', { name: en.address })).toHaveValue('Al Marsa Street');
    await userEvent.click(canvas.getByRole('button', { name: en.back }));
    await expect(canvas.getByRole('textbox', { name: en.email })).toHaveValue('info@marinacare.ae');
  },
};

/** Insurances still loading, or failed to load: the field says so and stays optional. */
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

/** Registered: the dialog asks to confirm the e-mail, with Resend and a way to /login. */
export const Registered: Story = {
  args: { confirmationEmail: 'info@marinacare.ae' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: en.confirmEmailTitle });
    await expect(dialog).toHaveAccessibleDescription(
      'Email sent to your account, please open your inbox to get confirmed',
    );
    await expect(within(dialog).getByText(/info@marinacare\.ae/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: en.resend }));
    await expect(args.onResend).toHaveBeenCalledWith('info@marinacare.ae');
    const login = within(dialog).getByRole('link', { name: en.goToLogin });
    await expect(login).toHaveAttribute('href', '/login');
    await userEvent.click(login);
    await expect(navigate).toHaveBeenCalledWith('/login');
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirmationOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Resending: Story = {
  args: { confirmationEmail: 'info@marinacare.ae', resending: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const resend = within(dialog).getByRole('button', { name: en.resend });
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveAttribute('aria-busy', 'true');
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

export const ArabicStepOne: Story = {
  globals: arabic,
  args: { insuranceOptions: insuranceOptions('ar') },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1, name: ar.hospitalTitle })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'مستشفى' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'عيادة' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ar.next }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: ar.name })).toHaveAccessibleDescription('مطلوب'));
    await expect(byLabel(canvas, ar.tradeLicenseFile)).toHaveAccessibleDescription(
      `${ar.tradeLicenseFileHint} ${ar.tradeLicenseFileRequired}`,
    );
    // Digits typed on an Arabic keyboard fill the mask too.
    const phone = canvas.getByRole('textbox', { name: ar.phoneNo });
    await userEvent.type(phone, '٥٠١٢٣٤٥٦٧');
    await expect(phone).toHaveValue('+971-50 123 4567');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ArabicRegistered: Story = {
  globals: arabic,
  args: { confirmationEmail: 'info@marinacare.ae' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: ar.confirmEmailTitle });
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await expect(dialog).toHaveAccessibleDescription(ar.emailSent);
    await expect(within(dialog).getByRole('button', { name: ar.resend })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: ar.goToLogin })).toHaveAttribute('href', '/login');
  },
};

/** Step 1 at a phone's width: every input inside the card. */
export const StepOnePhone: Story = phoneStory();
