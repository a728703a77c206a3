import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { ReceptionistHospitalGateView } from './receptionist-hospital-gate';

const meta = {
  title: 'Receptionist/Hospital gate',
  component: ReceptionistHospitalGateView,
  args: {
    status: 'ready',
    hospitalId: 'hsp-marina-care',
    onRetry: fn(),
    children: (hospitalId: string) => <p>Hospital {hospitalId}</p>,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReceptionistHospitalGateView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page, given the hospital's id. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hospital hsp-marina-care')).toBeVisible();
  },
};

export const LoadingArabic: Story = {
  globals: arabic,
  args: { status: 'loading', hospitalId: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'جارٍ تحميل مستشفاك' })).toBeVisible();
  },
};

export const LoadErrorArabic: Story = {
  globals: arabic,
  args: { status: 'error', hospitalId: undefined },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('حدثت مشكلة أثناء جلب مستشفاك');
    await userEvent.click(canvas.getByRole('button', { name: 'حاول مرة أخرى' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
