import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { FormControl, FormField } from './form-field';
import { Input } from './input';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: { label: 'First name', children: null },
  render: (args) => (
    <FormField {...args} className="w-80">
      <FormControl>
        <Input />
      </FormControl>
    </FormField>
  ),
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
    // Clicking the label focuses the control.
    await userEvent.click(canvas.getByText('First name'));
    await expect(input).toHaveFocus();
  },
};

export const WithDescription: Story = {
  args: { description: 'As written on the Emirates ID' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toHaveAccessibleDescription('As written on the Emirates ID');
  },
};

export const WithError: Story = {
  args: { description: 'As written on the Emirates ID', error: 'Required', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /First name/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('As written on the Emirates ID Required');
    await expect(canvas.getByText('Required')).toHaveAttribute('data-slot', 'form-field-error');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toBeDisabled();
  },
};

/** The render-prop form, for controls that take the wiring as props (e.g. react-aria components). */
export const RenderProp: Story = {
  args: {
    label: 'About',
    error: 'Required',
    children: (control) => <textarea {...control} className="rounded-md border border-border p-2" />,
  },
  render: (args) => <FormField {...args} className="w-80" />,
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'About' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Required');
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { label: 'الاسم الأول', description: 'كما هو مكتوب في الهوية الإماراتية', error: 'مطلوب' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const input = canvas.getByRole('textbox', { name: 'الاسم الأول' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('كما هو مكتوب في الهوية الإماراتية مطلوب');
  },
};
