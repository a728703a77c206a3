import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchX, Stethoscope } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { Button } from '../button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { title: 'No doctors Found' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No doctors Found')).toBeVisible();
    // The default icon is decorative.
    await expect(canvasElement.querySelector('[data-slot="empty-state-icon"]')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvasElement.querySelector('[data-slot="empty-state-description"]')).toBeNull();
  },
};

export const WithDescription: Story = {
  args: {
    icon: <SearchX />,
    title: 'Search Not Found',
    description: 'No doctors found against this search',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Search Not Found')).toBeVisible();
    await expect(canvas.getByText('No doctors found against this search')).toBeVisible();
  },
};

const addDoctor = fn();

export const WithAction: Story = {
  args: {
    icon: <Stethoscope />,
    title: 'No doctors Found',
    action: <Button onClick={addDoctor}>ADD DOCTOR</Button>,
  },
  play: async ({ canvas }) => {
    addDoctor.mockClear();
    const button = canvas.getByRole('button', { name: 'ADD DOCTOR' });
    await userEvent.click(button);
    // Keyboard: Tab reaches the action and Enter runs it.
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(addDoctor).toHaveBeenCalledTimes(2);
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: {
    title: 'لم يتم العثور على أطباء',
    description: 'لا يوجد أطباء يطابقون هذا البحث',
    action: <Button>إضافة طبيب</Button>,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText('لم يتم العثور على أطباء')).toBeVisible();
    await expect(canvas.getByText('لا يوجد أطباء يطابقون هذا البحث')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إضافة طبيب' })).toBeEnabled();
  },
};
