import { toServiceInput } from '@aafiya/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { canvasPicture } from '../../../stories/canvas-picture';
import { userEvent } from '../../../stories/user-event';
import { arabic } from '../../../stories/locale-globals';
import { expectFieldErrors, openDialog } from '../staff-forms/staff-forms.story-helpers';
import { storyServices, storyStaffOptions } from './hospital-services.story-helpers';
import { ServiceFormDialog } from './service-form-dialog';
import { toServiceFormFields } from './service-form.schema';

const [consultation] = storyServices;
if (!consultation) throw new Error('fixtures: no service');

const meta = {
  title: 'Hospital/Services/Service Form Dialog',
  component: ServiceFormDialog,
  args: { mode: 'add', defaultOpen: true, staff: storyStaffOptions, onSubmit: fn(), onOpenChange: fn() },
} satisfies Meta<typeof ServiceFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Within = Awaited<ReturnType<typeof openDialog>>['inDialog'];

/** Chooses an option of a labelled multi-select of the modal by typing part of it. */
async function pick(inDialog: Within, label: string, text: string, option: string) {
  await userEvent.type(inDialog.getByRole('combobox', { name: label }), text);
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await userEvent.tab();
}

export const SubmitEmpty: Story = {
  name: 'Submit empty: Required, and "Price must be greater than 0" for a paid service',
  play: async ({ args }) => {
    const { inDialog } = await openDialog('Add Service');
    await expect(inDialog.getByRole('radio', { name: 'Paid' })).toBeChecked();
    await expect(inDialog.getByRole('radio', { name: 'Not covered' })).toBeChecked();
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await expectFieldErrors(
      [inDialog.getByRole('textbox', { name: /^Name/ }), inDialog.getByRole('textbox', { name: /^Description/ })],
      'Required',
    );
    await expectFieldErrors(
      [inDialog.getByRole('textbox', { name: /^Price \(AED\)/ })],
      'Price must be greater than 0',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PriceZero: Story = {
  name: 'Price 0 or −50: "Price must be greater than 0", and −50 stays as typed',
  play: async () => {
    const { inDialog } = await openDialog('Add Service');
    const price = inDialog.getByRole('textbox', { name: /^Price \(AED\)/ });
    await userEvent.type(price, '0');
    await userEvent.tab();
    await expectFieldErrors([price], 'Price must be greater than 0');
    await userEvent.clear(price);
    await userEvent.type(price, '-50');
    await userEvent.tab();
    await expect(price).toHaveValue('-50');
    await expectFieldErrors([price], 'Price must be greater than 0');
  },
};

export const SubmitPaid: Story = {
  name: 'A paid service with a doctor and a nurse',
  play: async ({ args }) => {
    const { inDialog } = await openDialog('Add Service');
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Name/ }), 'Cardiac Check-up');
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Price \(AED\)/ }), '450');
    await userEvent.click(inDialog.getByRole('radio', { name: 'Covered' }));
    await pick(inDialog, 'Doctors', 'Fati', 'Fatima Al Hashimi');
    await pick(inDialog, 'Nurses', 'Maria', 'Maria Santos');
    await pick(inDialog, 'Technicians', 'Omar', 'Omar Farouk');
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Description/ }), ' ECG and a cardiologist review ');
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      isFree: false,
      coveredByInsurance: true,
      name: 'Cardiac Check-up',
      price: 450,
      description: 'ECG and a cardiologist review',
      doctors: ['doc-fatima-hashimi'],
      nurses: ['nurse-maria-santos'],
      technicians: ['nurse-omar-technician'],
      image: null,
    });
  },
};

export const FreeHidesPrice: Story = {
  name: 'Free hides the price',
  play: async ({ args }) => {
    const { inDialog } = await openDialog('Add Service');
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Price \(AED\)/ }), '99');
    await userEvent.click(inDialog.getByRole('radio', { name: 'Free' }));
    await expect(inDialog.queryByRole('textbox', { name: /^Price/ })).toBeNull();
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Name/ }), 'Flu Vaccination');
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Description/ }), 'Free for everyone.');
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ isFree: true, price: null }));
  },
};

/** The image of the last onSubmit call. */
function imageSent(onSubmit: ReturnType<typeof fn>): File {
  const input: unknown = onSubmit.mock.lastCall?.[0];
  const image: unknown = typeof input === 'object' && input !== null && 'image' in input ? input.image : null;
  if (!(image instanceof File)) throw new Error('No image sent');
  return image;
}

export const WithImage: Story = {
  name: 'An image: the picture shows, framed 16:9 as on the card, and that frame is sent',
  play: async ({ args }) => {
    const { inDialog } = await openDialog('Add Service');
    await userEvent.upload(inDialog.getByLabelText('Image'), await canvasPicture('service.png', 'image/png', 640, 480));
    await expect(inDialog.getByText('service.png')).toBeVisible();
    // The picture itself, not only its file name.
    const frame = await inDialog.findByRole('group', { name: 'Crop area' });
    const shown = frame.parentElement?.querySelector('img');
    await waitFor(() => expect(shown?.naturalWidth).toBe(640));
    await expect(shown).toBeVisible();
    await userEvent.click(inDialog.getByRole('radio', { name: 'Free' }));
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Name/ }), 'Walk-in');
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Description/ }), 'No booking needed.');
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const image = imageSent(args.onSubmit);
    const bitmap = await createImageBitmap(image);
    await expect(bitmap.width / bitmap.height).toBeCloseTo(16 / 9, 1);
  },
};

export const Update: Story = {
  name: 'Update: the service’s values, switched to free',
  args: { mode: 'edit', defaultValues: toServiceFormFields(toServiceInput(consultation)) },
  play: async ({ args }) => {
    const { inDialog } = await openDialog('Update Service');
    await expect(inDialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Specialist Consultation');
    await expect(inDialog.getByRole('textbox', { name: /^Price \(AED\)/ })).toHaveValue('350');
    await expect(inDialog.getByRole('row', { name: 'Ahmed Al Mansoori' })).toBeVisible();
    await expect(inDialog.getByRole('row', { name: 'Fatima Al Hashimi' })).toBeVisible();
    await expect(inDialog.getByText('Leave empty to keep the current image.')).toBeVisible();
    await userEvent.click(inDialog.getByRole('radio', { name: 'Free' }));
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ isFree: true, price: null, doctors: ['doc-ahmed-mansoori', 'doc-fatima-hashimi'] }),
    );
  },
};

export const ServerRefused: Story = {
  args: { error: 'doctors: doc-x is not a doctor of this hospital' },
  play: async () => {
    const { inDialog } = await openDialog('Add Service');
    await expect(inDialog.getByRole('alert')).toHaveTextContent('doctors: doc-x is not a doctor of this hospital');
  },
};

export const StaffFailed: Story = {
  args: { staffError: true, staff: { doctors: [], nurses: [], technicians: [] } },
  play: async () => {
    const { inDialog } = await openDialog('Add Service');
    await expect(inDialog.getByRole('alert')).toHaveTextContent('Error fetching doctors and nurses');
  },
};

export const Saving: Story = {
  args: { pending: true },
  play: async ({ args }) => {
    const { inDialog } = await openDialog('Add Service');
    await expect(inDialog.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ args }) => {
    const { inDialog } = await openDialog('إضافة خدمة');
    await expect(inDialog.getByRole('radio', { name: 'مدفوعة' })).toBeChecked();
    await userEvent.click(inDialog.getByRole('button', { name: 'إضافة' }));
    await expectFieldErrors([inDialog.getByRole('textbox', { name: /^الاسم/ })], 'مطلوب');
    await expectFieldErrors([inDialog.getByRole('textbox', { name: /^السعر/ })], 'يجب أن يكون السعر أكبر من 0');
    await userEvent.click(inDialog.getByRole('radio', { name: 'مجانية' }));
    await expect(inDialog.queryByRole('textbox', { name: /^السعر/ })).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ArabicUpdate: Story = {
  ...Update,
  globals: arabic,
  play: async () => {
    const { inDialog } = await openDialog('تحديث الخدمة');
    await expect(inDialog.getByRole('textbox', { name: /^الاسم/ })).toHaveValue('Specialist Consultation');
    await expect(inDialog.getByRole('button', { name: 'تحديث' })).toBeVisible();
  },
};
