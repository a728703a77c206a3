import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { ScanPrescription } from './scan-prescription';
import { dispensedView, notDispensedView, storyTimeZone } from './scan-prescription.fixtures';

const meta = {
  title: 'Pharmacy/Scan QR Prescription',
  component: ScanPrescription,
  args: {
    result: { status: 'found', prescription: notDispensedView },
    onReference: fn(),
    onDispense: fn(),
    timeZone: storyTimeZone,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ScanPrescription>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotDispensed: Story = {
  name: 'Not dispensed: Dispense; the camera refused',
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
    const refuse = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: refuse } });
    return () => {
      if (original) Object.defineProperty(navigator, 'mediaDevices', original);
      else Reflect.deleteProperty(navigator, 'mediaDevices');
    };
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Scan QR prescription' })).toBeVisible();
    const card = canvas.getByRole('region', { name: 'Prescription' });
    await expect(within(card).getByText('Not dispensed yet')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Dispense' }));
    await expect(args.onDispense).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Start camera' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Camera access was refused.'));
  },
};

export const ArabicDispensed: Story = {
  globals: arabic,
  args: { result: { status: 'found', prescription: dispensedView } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'الوصفة' });
    await expect(card).toHaveTextContent('صُرفت في 20/11/2026 لدى Shifa Pharmacy – Al Barsha 1');
    await expect(within(card).queryByRole('button', { name: 'صرف' })).toBeNull();
  },
};

export const ArabicPhone: Story = {
  ...phoneStory({ arabic: true }),
  args: { result: { status: 'found', prescription: dispensedView } },
};
