import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { NumberField } from './number-field';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { label: 'Points', onChange: fn(), minValue: 0, className: 'w-64' },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Points' });
    await userEvent.type(input, '120');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(120);
    // Arrow keys step the value.
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(121);
    await userEvent.click(canvas.getByRole('button', { name: /Decrease/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(120);
    // Emptied: null, so a schema can say "Required".
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const OutOfRangeStaysAsTyped: Story = {
  name: 'Out of range stays as typed; letters are refused with a note',
  args: { label: 'Off (%)', minValue: 0, maxValue: 100, formatOptions: { maximumFractionDigits: 2 } },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Off (%)' });
    // Neither cleared nor clamped: the form's schema says what is wrong.
    await userEvent.type(input, '-50');
    await userEvent.tab();
    await expect(input).toHaveValue('-50');
    await expect(args.onChange).toHaveBeenLastCalledWith(-50);
    await userEvent.clear(input);
    await userEvent.type(input, '150');
    await userEvent.tab();
    await expect(input).toHaveValue('150');
    await expect(args.onChange).toHaveBeenLastCalledWith(150);
    // Stepping stays within the range: from 150 one step down is 100, and no further up.
    await userEvent.click(canvas.getByRole('button', { name: /Decrease/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(100);
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeDisabled();
    // Letters cannot be typed, and the field says why.
    await userEvent.clear(input);
    await userEvent.type(input, '1a');
    await expect(input).toHaveValue('1');
    await expect(canvas.getByText('Only numbers can be typed here.')).toBeVisible();
    await userEvent.type(input, '2');
    await expect(canvas.queryByText('Only numbers can be typed here.')).toBeNull();
  },
};

export const Filled: Story = {
  args: { defaultValue: 1500, formatOptions: { style: 'currency', currency: 'AED' }, label: 'Price' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Price' });
    // Intl puts a no-break space between the currency and the amount.
    await expect(input instanceof HTMLInputElement && input.value.replace(/\s/g, ' ')).toBe('AED 1,500.00');
  },
};

export const WithDescription: Story = {
  args: { description: 'Points the patient earns.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Points' })).toHaveAccessibleDescription(
      'Points the patient earns.',
    );
  },
};

export const WithError: Story = {
  args: { label: 'Price', error: 'Price must be greater than 0', defaultValue: 0 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Price' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Price must be greater than 0');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 20 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Points' })).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { label: 'النقاط', defaultValue: 20, formatOptions: { maximumFractionDigits: 0 } },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'النقاط' });
    // Latin digits in Arabic too.
    await expect(input).toHaveValue('20');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(21);
    // A whole-number field refuses a decimal point, and says so in Arabic.
    await userEvent.type(input, '.');
    await expect(input).toHaveValue('21');
    await expect(canvas.getByText('يمكن كتابة الأعداد الصحيحة فقط هنا.')).toBeVisible();
  },
};
