import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { HospitalServicesView } from './hospital-services';
import { storyServices } from './hospital-services.story-helpers';

const meta = {
  title: 'Hospital/Services',
  component: HospitalServicesView,
  args: { status: 'ready', services: storyServices, onAdd: fn(), onUpdate: fn(), onDelete: fn(), onRetry: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HospitalServicesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card of the service with this name. */
function cardOf(list: HTMLElement, name: string): HTMLElement {
  const card = within(list).getByRole('heading', { name }).closest<HTMLElement>('[data-slot="service-card"]');
  if (!card) throw new Error(`No card for ${name}`);
  return card;
}

export const Populated: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Services' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const consultation = within(cardOf(list, 'Specialist Consultation'));
    await expect(consultation.getByText('AED 350')).toBeVisible();
    await expect(consultation.getByText('Covered by insurance: Yes')).toBeVisible();
    const homeCare = within(cardOf(list, 'Home Nursing Visit'));
    await expect(homeCare.getByText('Covered by insurance: No')).toBeVisible();
    await expect(within(cardOf(list, 'Seasonal Flu Vaccination')).getByText('Free')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '+ ADD SERVICE' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Update Home Nursing Visit' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(expect.objectContaining({ id: 'svc-home-care' }));
  },
};

export const DeleteAfterConfirmation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Specialist Consultation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this service?' });
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith('svc-consultation');
  },
};

export const DeleteCancelled: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Seasonal Flu Vaccination' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this service?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', services: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', services: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Problem while getting services');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { services: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No Services Yet.');
    await expect(canvas.getByRole('button', { name: '+ ADD SERVICE' })).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { onAdd: undefined, onUpdate: undefined, onDelete: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '+ ADD SERVICE' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1, name: 'الخدمات' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '+ إضافة خدمة' })).toBeVisible();
    await expect(canvas.getByText('350 درهم')).toBeVisible();
    await expect(canvas.getByText('مجانية')).toBeVisible();
    await expect(canvas.getAllByText('يغطيها التأمين: نعم')).toHaveLength(2);
  },
};

export const ArabicDelete: Story = {
  globals: arabic,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'حذف Specialist Consultation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'هل أنت متأكد أنك تريد حذف هذه الخدمة؟' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    await expect(args.onDelete).toHaveBeenCalledWith('svc-consultation');
  },
};

export const ArabicLoading: Story = { ...Loading, globals: arabic, play: undefined };

export const ArabicEmpty: Story = {
  ...Empty,
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('لا توجد خدمات بعد.');
  },
};

export const ArabicLoadError: Story = {
  ...LoadError,
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('حدثت مشكلة أثناء جلب الخدمات');
  },
};

export const ArabicPhone: Story = phoneStory({ arabic: true });
