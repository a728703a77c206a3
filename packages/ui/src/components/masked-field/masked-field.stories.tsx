import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { MaskedField } from './masked-field';

const meta = {
  title: 'Forms/MaskedField',
  component: MaskedField,
  args: { label: 'Phone', mask: 'phone', onChange: fn(), className: 'w-80' },
  argTypes: { mask: { control: 'inline-radio', options: ['phone', 'emiratesId', 'tradeLicence'] } },
} satisfies Meta<typeof MaskedField>;

export default meta;
type Story = StoryObj<typeof meta>;

function caretOf(input: HTMLElement): number | null {
  return input instanceof HTMLInputElement ? input.selectionStart : null;
}

export const PhoneEmpty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', '+971-## ### ####');
    await userEvent.type(input, '5');
    await expect(input).toHaveValue('+971-5');
    await expect(caretOf(input)).toBe(6);
    await userEvent.type(input, '01');
    // The space is added with the digit after it, and the caret skips it.
    await expect(input).toHaveValue('+971-50 1');
    await expect(caretOf(input)).toBe(9);
    await userEvent.type(input, '234567');
    await expect(input).toHaveValue('+971-50 123 4567');
    await expect(caretOf(input)).toBe(16);
    await expect(args.onChange).toHaveBeenLastCalledWith('+971-50 123 4567');
    // Full: one more digit is refused.
    await userEvent.type(input, '8');
    await expect(input).toHaveValue('+971-50 123 4567');
  },
};

export const PhoneLeadingZero: Story = {
  name: 'Phone: typing 0 or 971 first',
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '0501234567');
    await expect(input).toHaveValue('+971-50 123 4567');
    await userEvent.clear(input);
    await userEvent.type(input, '+971501234567');
    await expect(input).toHaveValue('+971-50 123 4567');
    await expect(args.onChange).toHaveBeenLastCalledWith('+971-50 123 4567');
  },
};

export const PhonePaste: Story = {
  name: 'Phone: paste',
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await userEvent.click(input);
    await userEvent.paste('0501234567');
    await expect(input).toHaveValue('+971-50 123 4567');
    await expect(caretOf(input)).toBe(16);
    await expect(args.onChange).toHaveBeenLastCalledWith('+971-50 123 4567');
    // Select all and paste the international form.
    await userEvent.tripleClick(input);
    await userEvent.paste('+971559876543');
    await expect(input).toHaveValue('+971-55 987 6543');
    await expect(caretOf(input)).toBe(16);
  },
};

export const PhoneEditInTheMiddle: Story = {
  name: 'Phone: edit in the middle',
  args: { defaultValue: '+971-50 123 4567' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    if (!(input instanceof HTMLInputElement)) throw new Error('not an input');
    await userEvent.click(input);
    // Caret after "1" of "123": Backspace deletes it and the rest moves up.
    input.setSelectionRange(9, 9);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('+971-50 234 567');
    await expect(input.selectionStart).toBe(8);
    // Type it back: the caret stays after the digit typed.
    await userEvent.keyboard('1');
    await expect(input).toHaveValue('+971-50 123 4567');
    await expect(input.selectionStart).toBe(9);
    // Backspace right after the space deletes the digit before the space.
    input.setSelectionRange(8, 8);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('+971-51 234 567');
    await expect(input.selectionStart).toBe(6);
  },
};

export const EmiratesId: Story = {
  args: { label: 'Emirates ID', mask: 'emiratesId' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Emirates ID' });
    await userEvent.click(input);
    await userEvent.paste('784198712345671');
    await expect(input).toHaveValue('784-1987-1234567-1');
    await expect(caretOf(input)).toBe(18);
    await expect(args.onChange).toHaveBeenLastCalledWith('784-1987-1234567-1');
    await userEvent.clear(input);
    await userEvent.type(input, '7841');
    await expect(input).toHaveValue('784-1');
    await expect(caretOf(input)).toBe(5);
  },
};

export const TradeLicence: Story = {
  args: { label: 'Trade License Number', mask: 'tradeLicence' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Trade License Number' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '12a34567890');
    await expect(input).toHaveValue('1234567');
    await expect(args.onChange).toHaveBeenLastCalledWith('1234567');
  },
};

export const Filled: Story = {
  args: { value: '+971501234567' },
  play: async ({ canvas }) => {
    // A value in another form is shown in the mask's format.
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveValue('+971-50 123 4567');
  },
};

export const WithDescription: Story = {
  args: { description: 'UAE mobile number' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('UAE mobile number');
  },
};

export const WithError: Story = {
  args: { error: 'Required', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Phone/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '+971-50 123 4567' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '9', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { label: 'رقم الهاتف', description: 'رقم الجوال في الإمارات' },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const input = canvas.getByRole('textbox', { name: 'رقم الهاتف' });
    // The number itself reads left to right.
    await expect(input).toHaveAttribute('dir', 'ltr');
    // Arabic-Indic digits from an Arabic keyboard are taken as digits.
    await userEvent.type(input, '٠٥٠١٢٣٤٥٦٧');
    await expect(input).toHaveValue('+971-50 123 4567');
    await expect(args.onChange).toHaveBeenLastCalledWith('+971-50 123 4567');
  },
};
