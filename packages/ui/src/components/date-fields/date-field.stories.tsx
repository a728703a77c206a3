import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { DateField } from './date-field';

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { label: 'Issue date', onChange: fn(), className: 'w-72' },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The segments in reading order, by react-aria's `data-type` (day, month, year). */
function segmentsOf(canvasElement: HTMLElement) {
  const [day, month, year, ...rest] = within(canvasElement).getAllByRole('spinbutton');
  if (!day || !month || !year || rest.length > 0) throw new Error('A date field has three segments.');
  return [day, month, year] as const;
}

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole('group', { name: 'Issue date' });
    await expect(group).toBeInTheDocument();
    // DD/MM/YYYY: day, then month, then year.
    await expect(segmentsOf(canvasElement).map((segment) => segment.dataset.type)).toEqual(['day', 'month', 'year']);
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toBeEnabled();
  },
};

export const Filled: Story = {
  args: { defaultValue: '2030-01-05' },
  play: async ({ canvasElement }) => {
    await expect(segmentsOf(canvasElement).map((segment) => segment.textContent)).toEqual(['05', '01', '2030']);
  },
};

export const InForm: Story = {
  args: { defaultValue: '2030-01-05', name: 'issueDate' },
  play: async ({ canvasElement }) => {
    // The hidden input carries the ISO value for plain form posts.
    await expect(canvasElement.querySelector('input[name="issueDate"]')).toHaveValue('2030-01-05');
  },
};

export const PickWithKeyboard: Story = {
  args: { defaultValue: '2030-01-15' },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(document.body);
    const [day] = segmentsOf(canvasElement);
    await userEvent.click(day);
    // Tab from the last segment to the calendar button, open it with Enter.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const grid = await body.findByRole('grid');
    await waitFor(() => expect(within(grid).getByRole('button', { name: /15/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2030-01-23');
    await waitFor(() => expect(body.queryByRole('grid')).not.toBeInTheDocument());
    await expect(segmentsOf(canvasElement).map((segment) => segment.textContent)).toEqual(['23', '01', '2030']);
  },
};

export const TypeDate: Story = {
  play: async ({ args, canvasElement }) => {
    const [day] = segmentsOf(canvasElement);
    await userEvent.click(day);
    await userEvent.keyboard('05012030');
    await expect(args.onChange).toHaveBeenLastCalledWith('2030-01-05');
  },
};

export const MinDate: Story = {
  args: { label: 'Slot day', minDate: '2030-01-15', defaultValue: '2030-01-15' },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const grid = await body.findByRole('grid');
    // Earlier days are unavailable in the calendar and cannot be picked.
    const earlier = within(grid).getByRole('button', { name: /14/ });
    await expect(earlier).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(earlier, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('grid')).not.toBeInTheDocument());
    // A typed earlier day is refused with a message.
    const [day] = segmentsOf(canvasElement);
    await userEvent.click(day);
    await userEvent.keyboard('10');
    await expect(args.onChange).toHaveBeenLastCalledWith('2030-01-10');
    await expect(canvas.getByText('Choose 15/01/2030 or a later day')).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Slot day' })).toHaveAccessibleDescription(
      /Choose 15\/01\/2030 or a later day/,
    );
  },
};

export const Disabled: Story = {
  args: { defaultValue: '2030-01-05', disabled: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toBeDisabled();
    for (const segment of segmentsOf(canvasElement)) await expect(segment).toHaveAttribute('aria-disabled', 'true');
  },
};

export const WithError: Story = {
  args: { error: 'Required', required: true, description: 'As on the trade licence' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Required')).toHaveAttribute('data-slot', 'form-field-error');
    await expect(canvas.getByRole('group', { name: /Issue date/ })).toHaveAccessibleDescription(
      'As on the trade licence Required',
    );
    for (const segment of segmentsOf(canvasElement)) await expect(segment).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { label: 'تاريخ الإصدار', defaultValue: '2030-01-05', minDate: '2030-01-10' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const segments = segmentsOf(canvasElement);
    // Still DD/MM/YYYY with Latin digits; right to left the day is read first (on the right).
    await expect(segments.map((segment) => segment.dataset.type)).toEqual(['day', 'month', 'year']);
    await expect(segments.map((segment) => segment.textContent)).toEqual(['05', '01', '2030']);
    await expect(segments[0].getBoundingClientRect().left).toBeGreaterThan(segments[2].getBoundingClientRect().left);
    await expect(canvas.getByText('اختر 10/01/2030 أو يومًا لاحقًا')).toBeInTheDocument();
  },
};
