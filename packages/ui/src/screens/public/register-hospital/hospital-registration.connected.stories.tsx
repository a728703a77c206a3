import { catalogues, fixtures, handlers, mockError, mockOperation, mockUrl } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { fakeGeocoder, offlineMapConfig } from '../../../components/maps/map-fixtures';
import { toast } from '../../../components/toaster';
import { arabic } from '../../../stories/locale-globals';
import { neverAnswer } from '../../../stories/mock-requests';
import { withApi } from '../../../stories/with-api';
import { withNavigation } from '../../../stories/with-navigation';
import { toastRegion, withToaster } from '../../../stories/with-toaster';
import { HospitalRegistrationScreen } from './hospital-registration.connected';
import { ar, en, fillDetails, findToast, pinOnMap, type Texts } from './hospital-registration.story-helpers';

const navigate = fn();
/** The multipart body the last registration sent. */
const sent: { form: FormData | null } = { form: null };

const insurances = mockOperation('get', '/lookups/insurances', { data: catalogues.insuranceLookups });
const registered = http.post(mockUrl('/hospitals'), async ({ request }) => {
  sent.form = await request.formData();
  return HttpResponse.json({ data: fixtures.Hospital }, { status: 201 });
});

const meta = {
  title: 'Public/Register Hospital (connected)',
  component: HospitalRegistrationScreen,
  args: { mapConfig: offlineMapConfig, geocode: fakeGeocoder },
  decorators: [withToaster, withApi(), withNavigation(navigate)],
  parameters: { layout: 'padded', msw: { handlers: [insurances, registered, ...handlers] } },
  beforeEach: () => {
    toast.clear();
    navigate.mockClear();
    sent.form = null;
  },
} satisfies Meta<typeof HospitalRegistrationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Both steps, as a person fills them, then Submit. */
async function register(canvas: Canvas, canvasElement: HTMLElement, texts: Texts = en, mapName?: string) {
  // The insurances come from GET /lookups/insurances.
  await userEvent.click(canvas.getByRole('combobox', { name: texts.insurances }));
  await waitFor(() => expect(canvas.getByRole('combobox', { name: texts.insurances })).toBeEnabled());
  await fillDetails(canvas, texts);
  await userEvent.click(canvas.getByRole('button', { name: texts.next }));
  await userEvent.type(await canvas.findByRole('textbox', { name: texts.address }), 'Al Marsa Street, Dubai Marina');
  await pinOnMap(canvas, canvasElement, mapName);
  await userEvent.click(canvas.getByRole('button', { name: texts.submit }));
}

/** Success: the multipart POST /hospitals, the toast, then the confirm-your-email dialog with Resend. */
export const Registered: Story = {
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
  play: async ({ canvas, canvasElement }) => {
    await register(canvas, canvasElement);
    await expect(await findToast('Hospital Registered Successfully')).toHaveAttribute('data-kind', 'success');
    const dialog = await screen.findByRole('dialog', { name: en.confirmEmailTitle });
    await expect(dialog).toHaveAccessibleDescription(
      'Email sent to your account, please open your inbox to get confirmed',
    );

    const form = sent.form;
    if (!form) throw new Error('POST /hospitals was not sent');
    await expect(form.get('name')).toBe('Marina Care Hospital');
    await expect(form.get('type')).toBe('CLINIC');
    await expect(form.get('tradeLicenseNo')).toBe('1234567');
    await expect(form.get('issueDate')).toBe('2024-01-15');
    await expect(form.get('expiryDate')).toBe('2027-01-14');
    await expect(form.get('phoneNo')).toBe('+971-50 123 4567');
    await expect(form.get('state')).toBe('Dubai');
    await expect(form.getAll('insurances')).toEqual(['ins-daman']);
    const [lat, lng] = JSON.parse(form.get('location') as string) as [number, number];
    await expect(lat).toBeGreaterThan(22);
    await expect(lng).toBeGreaterThan(53);
    const file = form.get('tradeLicenseFile');
    await expect(file instanceof File && file.name).toBe('trade-licence.pdf');

    await userEvent.click(within(dialog).getByRole('button', { name: en.resend }));
    await expect(await findToast('Verification email sent')).toHaveAttribute('data-kind', 'success');
    await userEvent.click(within(dialog).getByRole('link', { name: en.goToLogin }));
    await expect(navigate).toHaveBeenCalledWith('/login');
  },
};

/** The server refuses (e.g. a taken e-mail): its message as a toast and above the form, which keeps its values. */
export const ServerRefuses: Story = {
  parameters: {
    msw: {
      handlers: [
        insurances,
        mockError('post', '/hospitals', 409, { message: 'This email is already registered' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await register(canvas, canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This email is already registered');
    await expect(await toastRegion().findByText('This email is already registered')).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: en.address })).toHaveValue('Al Marsa Street, Dubai Marina');
    await userEvent.click(canvas.getByRole('button', { name: en.back }));
    await expect(canvas.getByRole('textbox', { name: en.email })).toHaveValue('info@marinacare.ae');
  },
};

/** A failure without a message: "Problem while registeration of hospital". */
export const FailsWithoutMessage: Story = {
  parameters: { msw: { handlers: [insurances, mockError('post', '/hospitals', 500), ...handlers] } },
  play: async ({ canvas, canvasElement }) => {
    await register(canvas, canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Problem while registeration of hospital');
    await expect(await toastRegion().findByText('Problem while registeration of hospital')).toBeVisible();
  },
};

/** Resend refused (already confirmed): the server's message as an error toast. */
export const ResendRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        insurances,
        registered,
        mockError('get', '/users/resend-verification/{email}', 409, { message: 'This email is already confirmed' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await register(canvas, canvasElement);
    const dialog = await screen.findByRole('dialog', { name: en.confirmEmailTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: en.resend }));
    await expect(await findToast('This email is already confirmed')).toHaveAttribute('data-kind', 'error');
  },
};

/** While the insurances load the field waits; the rest of the form can be filled. */
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
    await expect(canvas.getByRole('textbox', { name: en.name })).toBeEnabled();
  },
};

export const InsurancesFail: Story = {
  parameters: { msw: { handlers: [mockError('get', '/lookups/insurances', 500), ...handlers] } },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: en.insurances });
    await waitFor(() => expect(field).toHaveAccessibleDescription('Problem while fetching lookups'));
    await expect(field).toBeEnabled();
  },
};

/** Arabic: the insurances' Arabic names; a failure without a message in Arabic. */
export const ArabicFails: Story = {
  globals: arabic,
  parameters: { msw: { handlers: [insurances, mockError('post', '/hospitals', 500), ...handlers] } },
  play: async ({ canvas, canvasElement }) => {
    const field = canvas.getByRole('combobox', { name: ar.insurances });
    await waitFor(() => expect(field).toBeEnabled());
    // Picks the insurance by its Arabic name.
    await fillDetails(canvas, ar, { search: 'ضم', name: 'ضمان' });
    await userEvent.click(canvas.getByRole('button', { name: ar.next }));
    await userEvent.type(await canvas.findByRole('textbox', { name: ar.address }), 'شارع المرسى');
    await pinOnMap(canvas, canvasElement, 'الخريطة: اختر موقعًا');
    await userEvent.click(canvas.getByRole('button', { name: ar.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ar.hospitalRegistrationFailed);
  },
};
