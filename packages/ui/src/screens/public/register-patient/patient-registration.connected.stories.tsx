import {
  catalogues,
  fixtures,
  handlers,
  mockError,
  mockOperation,
  mockUrl,
  readMockJson,
} from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { toast } from '../../../components/toaster';
import { arabic } from '../../../stories/locale-globals';
import { neverAnswer } from '../../../stories/mock-requests';
import { withApi } from '../../../stories/with-api';
import { withNavigation } from '../../../stories/with-navigation';
import { toastRegion, withToaster } from '../../../stories/with-toaster';
import { ar, en, findToast } from '../register-hospital/hospital-registration.story-helpers';
import { PatientRegistrationScreen } from './patient-registration.connected';
import { fillPatient } from './patient-registration.story-helpers';

const navigate = fn();
/** What the last registration and confirmation sent. */
const sent: { form: FormData | null; verify: unknown } = { form: null, verify: null };

const insurances = mockOperation('get', '/lookups/insurances', { data: catalogues.insuranceLookups });
const registered = http.post(mockUrl('/patients'), async ({ request }) => {
  sent.form = await request.formData();
  return HttpResponse.json({ data: fixtures.Patient }, { status: 201 });
});
/** The mailed code is "5f2c9a"; any other is refused as the server refuses it. */
const verify = http.put(mockUrl('/users/verify-email'), async ({ request }) => {
  sent.verify = await readMockJson(request);
  const { code } = sent.verify as { code?: string };
  return code === '5f2c9a'
    ? HttpResponse.json({ message: 'Email confirmed' })
    : HttpResponse.json({ message: 'This confirmation code is invalid or has expired' }, { status: 400 });
});

const meta = {
  title: 'Public/Register Patient (connected)',
  component: PatientRegistrationScreen,
  args: {},
  decorators: [withToaster, withApi(), withNavigation(navigate)],
  parameters: { layout: 'padded', msw: { handlers: [insurances, registered, verify, ...handlers] } },
  beforeEach: () => {
    toast.clear();
    navigate.mockClear();
    sent.form = null;
    sent.verify = null;
  },
} satisfies Meta<typeof PatientRegistrationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function register(canvas: Canvas) {
  await waitFor(() => expect(canvas.getByRole('combobox', { name: en.insurances })).toBeEnabled());
  await fillPatient(canvas);
  await userEvent.click(canvas.getByRole('button', { name: en.register }));
}

/** Registered (multipart POST /patients), the code dialog: a wrong code is refused, the right one leads to /login. */
export const RegisteredAndConfirmed: Story = {
  play: async ({ canvas }) => {
    await register(canvas);
    await expect(await findToast('Patient registered successfully')).toHaveAttribute('data-kind', 'success');
    const form = sent.form;
    if (!form) throw new Error('POST /patients was not sent');
    await expect(Object.fromEntries([...form.entries()].filter(([name]) => name !== 'insurances'))).toEqual({
      firstName: 'Mariam',
      lastName: 'Al Nuaimi',
      email: 'mariam@example.ae',
      emiratesId: '784-1990-1234567-1',
      birthday: '1990-04-02',
      gender: 'FEMALE',
      location: 'Al Barsha, Dubai',
      phone: '+971-55 987 6543',
      password: 'Mariam#2026',
      confirmPassword: 'Mariam#2026',
    });
    await expect(form.getAll('insurances')).toEqual(['ins-thiqa']);

    const dialog = await screen.findByRole('dialog', { name: en.codeDialogTitle });
    const code = within(dialog).getByRole('textbox', { name: en.code });
    await userEvent.type(code, 'wrong1{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This confirmation code is invalid or has expired',
    );
    await expect(await findToast('This confirmation code is invalid or has expired')).toHaveAttribute(
      'data-kind',
      'error',
    );
    await expect(navigate).not.toHaveBeenCalled();

    await userEvent.clear(code);
    await userEvent.type(code, '5f2c9a{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    await expect(sent.verify).toEqual({ email: 'mariam@example.ae', code: '5f2c9a' });
    await expect(await findToast(en.emailConfirmed)).toHaveAttribute('data-kind', 'success');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Resend in the code dialog: the server's message as a toast. */
export const ResendCode: Story = {
  parameters: {
    msw: {
      handlers: [
        insurances,
        registered,
        mockOperation('get', '/users/resend-verification/{email}', { message: 'Verification email sent' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await register(canvas);
    const dialog = await screen.findByRole('dialog', { name: en.codeDialogTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: en.resend }));
    await expect(await findToast('Verification email sent')).toHaveAttribute('data-kind', 'success');
  },
};

/** Registration refused: the server's message as a toast and above the form, which keeps its values. */
export const ServerRefuses: Story = {
  parameters: {
    msw: {
      handlers: [
        insurances,
        mockError('post', '/patients', 409, { message: 'This Emirates ID is already registered' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await register(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This Emirates ID is already registered');
    await expect(await toastRegion().findByText('This Emirates ID is already registered')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: en.firstName })).toHaveValue('Mariam');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Not shown in the spec: a failure without a message reads "Something went wrong". */
export const FailsWithoutMessage: Story = {
  parameters: { msw: { handlers: [insurances, mockError('post', '/patients', 500), ...handlers] } },
  play: async ({ canvas }) => {
    await register(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en.patientRegistrationFailed);
  },
};

export const InsurancesLoading: Story = {
  parameters: {
    msw: {
      handlers: [neverAnswer('get', '/lookups/insurances'), ...handlers],
    },
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: en.insurances });
    await expect(field).toBeDisabled();
    await expect(field).toHaveAccessibleDescription(en.insurancesLoading);
  },
};

export const InsurancesFail: Story = {
  parameters: { msw: { handlers: [mockError('get', '/lookups/insurances', 500), ...handlers] } },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: en.insurances });
    await waitFor(() => expect(field).toHaveAccessibleDescription('Problem while fetching lookups'));
  },
};

/** Arabic: Arabic insurance names, the translated success toast and dialog. */
export const ArabicRegistered: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('combobox', { name: ar.insurances })).toBeEnabled());
    await fillPatient(canvas, ar, { search: 'ثق', name: 'ثقة' });
    await userEvent.click(canvas.getByRole('button', { name: ar.register }));
    await expect(await findToast(ar.patientRegistered)).toHaveAttribute('data-kind', 'success');
    const dialog = await screen.findByRole('dialog', { name: ar.codeDialogTitle });
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await expect(sent.form?.getAll('insurances')).toEqual(['ins-thiqa']);
  },
};
