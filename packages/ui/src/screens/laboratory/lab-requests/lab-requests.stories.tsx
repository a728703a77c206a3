import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { noTestsCard, pendingCards, storyTimeZone } from '../laboratory.fixtures';
import { LabRequests, preloadLabRequests } from './lab-requests';

const meta = {
  // The cards' and forms' code, loaded before the story renders (the site shows a spinner meanwhile).
  loaders: [
    async () => {
      await preloadLabRequests();
    },
  ],
  title: 'Laboratory/Lab Requests',
  component: LabRequests,
  args: {
    requests: pendingCards,
    page: 0,
    pageCount: 2,
    onPageChange: fn(),
    onRetry: fn(),
    onSubmit: fn(() => Promise.resolve(true)),
    timeZone: storyTimeZone,
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="w-[72rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LabRequests>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each card: the patient's name and picture, date, doctor, and per test a Result, a Reference Range and a PDF. */
export const Populated: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pending Lab Requests' })).toBeVisible();
    const [yousef] = within(canvas.getByRole('list', { name: 'Pending Lab Requests' })).getAllByRole('listitem');
    const card = within(yousef as HTMLElement);
    await expect(card.getByRole('heading', { name: 'Patient: Yousef Al Hammadi' })).toBeVisible();
    await expect(yousef).toHaveTextContent('20/11/2026');
    await expect(yousef).toHaveTextContent('Ahmed Al Mansoori');
    const lipids = within(card.getByRole('group', { name: 'Lipid Profile' }));
    await expect(lipids.getByRole('textbox', { name: 'Result' })).toBeVisible();
    await expect(lipids.getByRole('textbox', { name: 'Reference Range' })).toBeVisible();
    await expect(lipids.getByLabelText('Report (PDF)')).toHaveAttribute('accept', 'application/pdf,.pdf');
    await expect(card.getByRole('group', { name: 'Fasting Blood Glucose' })).toBeVisible();
    // Zero-based pager: the second page is page 1.
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

/** 001 §4: a request without tests cannot be sent. */
export const NoTests: Story = {
  args: { requests: [noTestsCard], pageCount: 1 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Send Result/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Test results not completed');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LoadingArabic: Story = {
  globals: arabic,
  args: { requests: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'طلبات المختبر المعلّقة' })).toBeVisible();
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { requests: [], error: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Problem while getting requests');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const EmptyArabic: Story = {
  globals: arabic,
  args: { requests: [], pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('لم يتم العثور على طلبات مختبر')).toBeVisible();
  },
};

/** Right to left, the first card's results going out: its fields locked, the upload's percentage shown. */
export const ArabicSending: Story = {
  globals: arabic,
  args: { pageCount: 1, progress: { [pendingCards[0]?.id ?? '']: 40 } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'طلبات المختبر المعلّقة' });
    const [first, second] = within(list).getAllByRole('listitem');
    const sending = within(first as HTMLElement);
    await expect(sending.getByRole('progressbar', { name: 'تقدّم الرفع' })).toHaveAttribute('aria-valuenow', '40');
    const lipids = within(sending.getByRole('group', { name: 'Lipid Profile' }));
    await expect(lipids.getByRole('textbox', { name: 'النتيجة' })).toBeDisabled();
    await expect(sending.getByRole('button', { name: /^إرسال النتيجة/ })).toBeDisabled();
    // The other card stays open for work.
    await expect(within(second as HTMLElement).getByRole('button', { name: /^إرسال النتيجة/ })).toBeEnabled();
  },
};

export const Phone: Story = phoneStory();
