import { handlers, mockError } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { toast } from '../../../components/toaster';
import { arabic } from '../../../stories/locale-globals';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import { expectToast } from '../staff/staff.story-helpers';
import { openDialog } from '../staff-forms/staff-forms.story-helpers';
import { HospitalServicesScreen } from './hospital-services.connected';
import {
  cardListStateStories,
  findCardList,
  hospitalSession,
  serviceStore,
  slow,
} from './hospital-services.story-helpers';

const store = serviceStore();

const meta = {
  title: 'Hospital/Services (connected)',
  component: HospitalServicesScreen,
  decorators: [withToaster, withApi({ storage: hospitalSession })],
  parameters: { layout: 'padded', msw: { handlers: [...store.handlers, ...handlers] } },
  beforeEach: () => {
    store.reset();
    toast.clear();
  },
} satisfies Meta<typeof HospitalServicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const serviceList = (canvas: Parameters<typeof findCardList>[0]) => findCardList(canvas, 'Services');

export const Populated: Story = {
  play: async ({ canvas }) => {
    const list = await serviceList(canvas);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText('AED 350')).toBeVisible();
  },
};

export const AddPaidService: Story = {
  name: '+ ADD SERVICE: a paid service with a doctor and a nurse',
  play: async ({ canvas }) => {
    await serviceList(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '+ ADD SERVICE' }));
    const { dialog, inDialog } = await openDialog('Add Service');
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Name/ }), 'Cardiac Check-up');
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Price \(AED\)/ }), '450');
    // The hospital's staff arrive from GET /doctors and GET /nurse.
    await userEvent.type(inDialog.getByRole('combobox', { name: 'Doctors' }), 'Ahmed');
    await userEvent.click(await screen.findByRole('option', { name: 'Ahmed Al Mansoori' }, slow));
    await userEvent.tab();
    await userEvent.type(inDialog.getByRole('combobox', { name: 'Nurses' }), 'Maria');
    await userEvent.click(await screen.findByRole('option', { name: 'Maria Santos' }, slow));
    await userEvent.tab();
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Description/ }), 'ECG and a cardiologist review.');
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await expectToast('Service created successfully');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const [sent] = store.sent;
    await expect(sent?.get('isFree')).toBe('false');
    await expect(sent?.get('price')).toBe('450');
    await expect(sent?.getAll('doctors')).toEqual(['doc-ahmed-mansoori']);
    await expect(sent?.getAll('nurses')).toEqual(['nurse-maria-santos']);
    const list = await serviceList(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4), slow);
    await expect(within(list).getByRole('heading', { name: 'Cardiac Check-up' })).toBeVisible();
  },
};

export const UpdateToFree: Story = {
  name: 'Update: a paid service becomes free',
  play: async ({ canvas }) => {
    await serviceList(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Update Home Nursing Visit' }));
    const { dialog, inDialog } = await openDialog('Update Service');
    await expect(inDialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Home Nursing Visit');
    await userEvent.click(inDialog.getByRole('radio', { name: 'Free' }));
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await expectToast('Service updated successfully');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const [sent] = store.sent;
    await expect(sent?.get('isFree')).toBe('true');
    await expect(sent?.has('price')).toBe(false);
    // No doctor: the empty list travels as one empty part.
    await expect(sent?.getAll('doctors')).toEqual(['']);
    const card = (await canvas.findByRole('heading', { name: 'Home Nursing Visit' })).closest(
      '[data-slot="service-card"]',
    );
    await waitFor(() => expect(card).toHaveTextContent('Free'), slow);
  },
};

export const DeleteService: Story = {
  play: async ({ canvas }) => {
    const list = await serviceList(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Specialist Consultation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this service?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('Service deleted successfully');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2), slow);
  },
};

export const DeleteRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('delete', '/hospitalServices/{id}', 409, {
          message: 'This service has upcoming appointments and cannot be deleted',
        }),
        ...store.handlers,
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await serviceList(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Specialist Consultation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this service?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('This service has upcoming appointments and cannot be deleted');
    await expect(dialog).toBeInTheDocument();
  },
};

export const CreateRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('post', '/hospitalServices', 400, { message: 'image must be at most 7,500,000 bytes' }),
        ...store.handlers,
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await serviceList(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '+ ADD SERVICE' }));
    const { dialog, inDialog } = await openDialog('Add Service');
    await userEvent.click(inDialog.getByRole('radio', { name: 'Free' }));
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Name/ }), 'Walk-in');
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Description/ }), 'No booking needed.');
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await expect(await inDialog.findByRole('alert', {}, slow)).toHaveTextContent(
      'image must be at most 7,500,000 bytes',
    );
    await expectToast('image must be at most 7,500,000 bytes');
    await expect(dialog).toBeInTheDocument();
  },
};

export const StaffFailed: Story = {
  name: 'The staff lists fail: "Error fetching doctors and nurses"',
  parameters: {
    msw: { handlers: [mockError('get', '/doctors', 500), ...store.handlers, ...handlers] },
  },
  play: async ({ canvas }) => {
    await serviceList(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '+ ADD SERVICE' }));
    const { inDialog } = await openDialog('Add Service');
    await expect(await inDialog.findByRole('alert', {}, slow)).toHaveTextContent('Error fetching doctors and nurses');
  },
};

const states = cardListStateStories('/hospitalServices/hospital/{hospitalId}', {
  add: '+ ADD SERVICE',
  empty: 'No Services Yet.',
  failed: 'Problem while getting services',
  arabicFailed: 'حدثت مشكلة أثناء جلب الخدمات',
});

export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const LoadError: Story = states.LoadError;

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    const list = await findCardList(canvas, 'الخدمات');
    await userEvent.click(within(list).getByRole('button', { name: 'حذف Seasonal Flu Vaccination' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'هل أنت متأكد أنك تريد حذف هذه الخدمة؟' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    await expectToast('تم حذف الخدمة بنجاح');
  },
};

export const ArabicLoadError: Story = states.ArabicLoadError;
