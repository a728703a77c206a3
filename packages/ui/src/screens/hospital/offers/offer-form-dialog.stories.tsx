import { toOfferInput } from '@aafiya/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { arabic } from '../../../stories/locale-globals';
import { choose, expectFieldErrors, openDialog } from '../staff-forms/staff-forms.story-helpers';
import { picture, storyCategories, storyOffers } from './hospital-offers.story-helpers';
import { OfferFormDialog } from './offer-form-dialog';
import { toOfferFormFields } from './offer-form.schema';

const physio = storyOffers[1];
if (!physio) throw new Error('fixtures: no buy-some-get-some offer');

const meta = {
  title: 'Hospital/Offers/Offer Form Dialog',
  component: OfferFormDialog,
  args: { mode: 'add', defaultOpen: true, categories: storyCategories, onSubmit: fn(), onOpenChange: fn() },
} satisfies Meta<typeof OfferFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Within = Awaited<ReturnType<typeof openDialog>>['inDialog'];

/** The first argument of the last onSubmit call. */
function lastSubmitted(onSubmit: ReturnType<typeof fn>): Record<string, unknown> {
  const input: unknown = onSubmit.mock.lastCall?.[0];
  if (typeof input !== 'object' || input === null) throw new Error('onSubmit was not called');
  return input as Record<string, unknown>;
}

/** The submitted image is the crop: a square JPEG of at most 300 × 300. */
async function expectCroppedImage(image: unknown) {
  if (!(image instanceof File)) throw new Error('No cropped image');
  await expect(image.type).toBe('image/jpeg');
  const bitmap = await createImageBitmap(image);
  await expect(bitmap.width).toBe(bitmap.height);
  await expect(bitmap.width).toBeLessThanOrEqual(300);
}

async function fillCommon(inDialog: Within) {
  await userEvent.type(inDialog.getByRole('textbox', { name: /^Title/ }), 'Eye Test');
  await choose(inDialog, /Category/, 'Health Check-ups');
  await userEvent.type(inDialog.getByRole('textbox', { name: /^Points/ }), '150');
}

export const SubmitEmpty: Story = {
  name: 'Submit empty: Required, and "Please select offer image"',
  play: async ({ args }) => {
    const { inDialog } = await openDialog('Add Offer');
    await expect(inDialog.queryByRole('textbox', { name: /^Off/ })).toBeNull();
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await expectFieldErrors(
      [
        inDialog.getByRole('textbox', { name: /^Title/ }),
        inDialog.getByRole('radiogroup', { name: /^Type/ }),
        inDialog.getByRole('button', { name: /Category/ }),
        inDialog.getByRole('textbox', { name: /^Points/ }),
      ],
      'Required',
    );
    await expectFieldErrors([inDialog.getByLabelText(/^Offer Image/)], 'Please select offer image');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TypeSwitchesFields: Story = {
  name: 'The type switches off ⇄ buy and get quantities ("Field is required")',
  play: async () => {
    const { inDialog } = await openDialog('Add Offer');
    await userEvent.click(inDialog.getByRole('radio', { name: 'On Percentage' }));
    await expect(inDialog.getByRole('textbox', { name: /^Off \(%\)/ })).toBeVisible();
    await expect(inDialog.queryByRole('textbox', { name: /^Buy Quantity/ })).toBeNull();
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await expectFieldErrors([inDialog.getByRole('textbox', { name: /^Off \(%\)/ })], 'Field is required');
    await userEvent.click(inDialog.getByRole('radio', { name: 'Buy Some, Get Some' }));
    await expect(inDialog.queryByRole('textbox', { name: /^Off/ })).toBeNull();
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await expectFieldErrors(
      [
        inDialog.getByRole('textbox', { name: /^Buy Quantity/ }),
        inDialog.getByRole('textbox', { name: /^Get Quantity/ }),
      ],
      'Field is required',
    );
  },
};

export const NumbersOutOfRange: Story = {
  name: 'Off (%) 150 and points −5 stay as typed and say what is wrong',
  play: async ({ args }) => {
    const { inDialog } = await openDialog('Add Offer');
    await userEvent.click(inDialog.getByRole('radio', { name: 'On Percentage' }));
    const off = inDialog.getByRole('textbox', { name: /^Off \(%\)/ });
    await userEvent.type(off, '150');
    await userEvent.tab();
    await expect(off).toHaveValue('150');
    await expectFieldErrors([off], 'Off (%) must be more than 0 and at most 100');
    const points = inDialog.getByRole('textbox', { name: /^Points/ });
    await userEvent.type(points, '-5');
    await userEvent.tab();
    await expect(points).toHaveValue('-5');
    await expectFieldErrors([points], 'Points cannot be negative');
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitPercentageWithCroppedImage: Story = {
  name: 'A percentage offer with its image cropped to 300 × 300',
  play: async ({ args }) => {
    const { inDialog } = await openDialog('Add Offer');
    await fillCommon(inDialog);
    await userEvent.click(inDialog.getByRole('radio', { name: 'On Percentage' }));
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Off \(%\)/ }), '25');
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Terms and Conditions' }), 'Weekdays only.');
    await userEvent.upload(inDialog.getByLabelText(/^Offer Image/), await picture('offer.png'));
    const zoom = await inDialog.findByRole('slider', { name: 'Zoom' });
    await expect(zoom).toHaveAttribute('min', '1');
    await expect(zoom).toHaveAttribute('max', '2');
    await expect(zoom).toHaveAttribute('step', '0.1');
    zoom.focus();
    await userEvent.keyboard('{ArrowRight}');
    // Add right after zooming: the form waits for the new crop.
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const input = lastSubmitted(args.onSubmit);
    await expect(input).toMatchObject({
      title: 'Eye Test',
      type: 'ON_PERCENTAGE',
      categoryId: storyCategories[0]?.id,
      points: 150,
      off: 25,
      buyQuantity: null,
      getQuantity: null,
      termsAndConditions: 'Weekdays only.',
      about: '',
    });
    await expectCroppedImage(input.image);
  },
};

export const AddRightAfterChoosing: Story = {
  name: 'Add pressed right after choosing the image: one press goes through',
  play: async ({ args }) => {
    const { inDialog } = await openDialog('Add Offer');
    await fillCommon(inDialog);
    await userEvent.click(inDialog.getByRole('radio', { name: 'Buy Some, Get Some' }));
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Buy Quantity/ }), '2');
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Get Quantity/ }), '1');
    await userEvent.upload(inDialog.getByLabelText(/^Offer Image/), await picture('offer.png'));
    // No wait for the crop: the press comes while the picture is still being framed.
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(inDialog.queryByText('Please select offer image')).toBeNull();
    const input = lastSubmitted(args.onSubmit);
    await expect(input).toMatchObject({ type: 'BUY_SOME_GET_SOME', buyQuantity: 2, getQuantity: 1 });
    await expectCroppedImage(input.image);
  },
};

export const ImageTooLarge: Story = {
  play: async () => {
    const { inDialog } = await openDialog('Add Offer');
    const big = new File([new Uint8Array(7_500_001)], 'big.png', { type: 'image/png' });
    await userEvent.upload(inDialog.getByLabelText(/^Offer Image/), big);
    await expect(inDialog.getByText('Size should be less than or equal to 500 KB')).toBeVisible();
    await expect(inDialog.queryByRole('slider')).toBeNull();
  },
};

export const ImageWrongType: Story = {
  play: async () => {
    const { inDialog } = await openDialog('Add Offer');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(inDialog.getByLabelText(/^Offer Image/), await picture('offer.webp', 'image/webp'));
    await expect(inDialog.getByText('Only JPG, JPEG or PNG images are allowed')).toBeVisible();
  },
};

export const Update: Story = {
  name: 'Update: the offer’s values; the image may stay',
  args: { mode: 'edit', defaultValues: toOfferFormFields(toOfferInput(physio)) },
  play: async ({ args }) => {
    const { inDialog } = await openDialog('Update Offer');
    await expect(inDialog.getByRole('radio', { name: 'Buy Some, Get Some' })).toBeChecked();
    await expect(inDialog.getByRole('textbox', { name: /^Buy Quantity/ })).toHaveValue('4');
    await expect(inDialog.getByText('Leave empty to keep the current image.')).toBeVisible();
    await userEvent.click(inDialog.getByRole('radio', { name: 'On Percentage' }));
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Off \(%\)/ }), '10');
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(lastSubmitted(args.onSubmit)).toMatchObject({
      type: 'ON_PERCENTAGE',
      off: 10,
      buyQuantity: null,
      getQuantity: null,
      image: null,
    });
  },
};

export const CategoriesFailed: Story = {
  args: { categories: [], categoriesError: true },
  play: async () => {
    const { inDialog } = await openDialog('Add Offer');
    await expect(inDialog.getByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

export const ServerRefused: Story = {
  args: { error: 'category_id is not a package category' },
  play: async () => {
    const { inDialog } = await openDialog('Add Offer');
    await expect(inDialog.getByRole('alert')).toHaveTextContent('category_id is not a package category');
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ args }) => {
    const { inDialog } = await openDialog('إضافة عرض');
    await userEvent.click(inDialog.getByRole('radio', { name: 'اشترِ واحصل على المزيد' }));
    await userEvent.click(inDialog.getByRole('button', { name: 'إضافة' }));
    await expectFieldErrors([inDialog.getByRole('textbox', { name: /^العنوان/ })], 'مطلوب');
    await expectFieldErrors([inDialog.getByRole('textbox', { name: /^كمية الشراء/ })], 'هذا الحقل مطلوب');
    await expectFieldErrors([inDialog.getByLabelText(/^صورة العرض/)], 'يرجى اختيار صورة العرض');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ArabicUpdate: Story = {
  ...Update,
  globals: arabic,
  play: async () => {
    const { inDialog } = await openDialog('تحديث العرض');
    await expect(inDialog.getByRole('radio', { name: 'اشترِ واحصل على المزيد' })).toBeChecked();
  },
};
