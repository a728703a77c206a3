import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { MultiSelect } from './multi-select';
import { specialities, specialitiesArabic } from './story-options';

const meta = {
  title: 'Forms/MultiSelect',
  component: MultiSelect,
  args: { label: 'Speciality', options: specialities, onChange: fn(), className: 'w-96' },
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Waits until the list's popover shows the element: react-aria keeps a popover
 * transparent until it has placed it, which can take a frame after it opens.
 */
const shown = (element: () => HTMLElement) => waitFor(() => expect(element()).toBeVisible());

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Speciality' });
    // Search, choose with the keyboard.
    await userEvent.type(input, 'card');
    await shown(() => screen.getByRole('option', { name: 'Cardiology' }));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['spec-1']);
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'derm');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['spec-1', 'spec-2']);
    // The chips, removable with the keyboard: Tab to them, Backspace removes the focused one.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('grid', { name: 'Speciality' })).toHaveTextContent('CardiologyDermatology');
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'Cardiology' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['spec-2']);
    // Or with the chip's button.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Dermatology' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

/** A click anywhere on the field opens the list, and so do ArrowDown, Enter, and Space in an empty search box. */
export const OpensFromTheField: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Speciality' });
    const listbox = () => screen.getByRole('listbox');
    const closed = () => waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.click(input);
    await shown(listbox);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await closed();
    // A second click on the focused field opens it again.
    await userEvent.click(input);
    await shown(listbox);
    await userEvent.keyboard('{Escape}');
    await closed();
    await userEvent.keyboard('{Enter}');
    await shown(listbox);
    await userEvent.keyboard('{Escape}');
    await closed();
    await userEvent.keyboard(' ');
    await shown(listbox);
    await expect(input).toHaveValue('');
    // Once there is a search, Space types a space.
    await userEvent.keyboard('General Pr');
    await expect(input).toHaveValue('General Pr');
    await shown(() => screen.getByRole('option', { name: 'General Practice' }));
    await userEvent.keyboard('{Escape}');
  },
};

export const NoMatches: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Speciality' }), 'zzz');
    await shown(() => screen.getByText('No matches'));
    await userEvent.keyboard('{Escape}');
  },
};

export const MaxVisible: Story = {
  args: { maxVisible: 5 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Speciality' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox.querySelectorAll('[role="option"]')).toHaveLength(5));
    await shown(() => screen.getByText('10 more, keep typing to narrow down'));
    // Narrowing the search brings the rest within reach (10 names end in "ology").
    await userEvent.type(input, 'ology');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Cardiology',
        'Dermatology',
        'Endocrinology',
        'Gastroenterology',
        'Neurology',
      ]),
    );
    await shown(() => screen.getByText('5 more, keep typing to narrow down'));
    await userEvent.keyboard('{Escape}');
  },
};

export const Filled: Story = {
  args: { defaultValue: ['spec-1', 'spec-12'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: 'Cardiology' })).toBeInTheDocument();
    await expect(canvas.getByRole('row', { name: 'Paediatrics' })).toBeInTheDocument();
    // Chosen options are not offered again.
    const input = canvas.getByRole('combobox', { name: 'Speciality' });
    await userEvent.type(input, 'Cardio');
    await shown(() => screen.getByText('No matches'));
    await userEvent.keyboard('{Escape}');
  },
};

export const WithDescription: Story = {
  args: { description: 'Choose one or more.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Speciality' })).toHaveAccessibleDescription(
      'Choose one or more.',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Speciality is required', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: /Speciality/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Speciality is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ['spec-1'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Speciality' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Remove Cardiology' })).not.toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { label: 'التخصص', options: specialitiesArabic, defaultValue: ['spec-3'] },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'التخصص' });
    await userEvent.type(input, 'القلب');
    await userEvent.click(await screen.findByRole('option', { name: 'أمراض القلب' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['spec-3', 'spec-1']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'إزالة طب الأسنان' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['spec-1']);
  },
};
