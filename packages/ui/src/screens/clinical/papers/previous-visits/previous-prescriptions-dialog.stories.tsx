import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { phoneStory } from '../../../../stories/fits-viewport';
import { arabic } from '../../../../stories/locale-globals';
import { userEvent } from '../../../../stories/user-event';
import { longHistory, previousVisits, storyTimeZone } from '../papers.fixtures';
import { openPaper } from '../papers.story-helpers';
import { PreviousPrescriptionsDialogView } from './previous-prescriptions-dialog';

/** The Previous Prescriptions modal's view: populated, long (paged), empty, loading, failed; English and Arabic. */
const meta = {
  title: 'Clinical/Papers/Previous Prescriptions Dialog',
  component: PreviousPrescriptionsDialogView,
  args: {
    open: true,
    onOpenChange: fn(),
    status: 'ready',
    visits: previousVisits,
    timeZone: storyTimeZone,
    onRetry: fn(),
  },
} satisfies Meta<typeof PreviousPrescriptionsDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Previous Prescriptions';

/** The part of a visit under the heading `name` (Doctor Report, Nurse Report). */
function sectionOf(visit: HTMLElement, name: string): HTMLElement {
  const section = within(visit).getByRole('heading', { level: 4, name }).closest('section');
  if (!section) throw new Error(`No ${name} in the visit`);
  return section;
}

export const Populated: Story = {
  name: 'Each earlier appointment: date, doctor report, nurse report',
  play: async () => {
    const { inDialog } = await openPaper(title);
    const [priya, mariam] = inDialog.getAllByRole('article');
    if (!priya || !mariam) throw new Error('Two appointments expected');
    // Latest first: 18/11 at Reem Clinic, then 12/11 at Marina Care.
    await expect(within(priya).getByRole('heading', { level: 3 })).toHaveTextContent('18/11/2026, 4:00');
    await expect(priya).toHaveTextContent('With Rajesh Nair');
    await expect(within(priya).getByText('Required, on 15/12/2026')).toBeVisible();
    await expect(within(priya).getByText('No nurse report for this appointment')).toBeVisible();
    await expect(within(mariam).getByRole('heading', { level: 3 })).toHaveTextContent('12/11/2026, 10:00');
    const doctor = sectionOf(mariam, 'Doctor Report');
    await expect(doctor).toHaveTextContent('Medication');
    await expect(doctor).toHaveTextContent('Bisoprolol 5 mg · 1 a day for 30 days');
    await expect(doctor).toHaveTextContent('Not required');
    const nurse = sectionOf(mariam, 'Nurse Report');
    await expect(nurse).toHaveTextContent('1.63 m');
    await expect(nurse).toHaveTextContent('118/76 mmHg');
    await expect(nurse).toHaveTextContent('36.7 °C');
    await expect(nurse).toHaveTextContent('96 bpm');
    await expect(nurse).toHaveTextContent('92 mg/dl');
    // Two appointments fit on one page: no pager.
    await expect(inDialog.queryByRole('navigation')).toBeNull();
  },
};

export const LongHistory: Story = {
  name: 'A long history: five to a page',
  args: { visits: longHistory },
  play: async () => {
    const { inDialog } = await openPaper(title);
    await expect(inDialog.getAllByRole('article')).toHaveLength(5);
    const pager = inDialog.getByRole('navigation');
    await userEvent.click(within(pager).getByRole('button', { name: /3/ }));
    await waitFor(() => expect(inDialog.getAllByRole('article')).toHaveLength(2));
    await expect(within(pager).getByRole('button', { name: /3/ })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pager).getByRole('button', { name: /Prev/ }));
    await waitFor(() => expect(inDialog.getAllByRole('article')).toHaveLength(5));
  },
};

export const Empty: Story = {
  args: { visits: [] },
  play: async () => {
    const { inDialog } = await openPaper(title);
    await expect(inDialog.getByText('No previous prescriptions found')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async () => {
    const { inDialog } = await openPaper(title);
    await expect(inDialog.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ args }) => {
    const { inDialog } = await openPaper(title);
    await expect(inDialog.getByRole('alert')).toHaveTextContent('Problem while getting previous appointments');
    await userEvent.click(inDialog.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const CloseByKeyboard: Story = {
  play: async ({ args }) => {
    await openPaper(title);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async () => {
    const { dialog, inDialog } = await openPaper('الوصفات السابقة');
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await expect(inDialog.getAllByRole('heading', { level: 4, name: 'تقرير الطبيب' })).toHaveLength(2);
    await expect(inDialog.getByText('لا يوجد تقرير تمريض لهذا الموعد')).toBeVisible();
    await expect(inDialog.getByText('118/76 ملم زئبق')).toBeVisible();
  },
};

export const ArabicEmpty: Story = {
  globals: arabic,
  args: { visits: [] },
  play: async () => {
    const { inDialog } = await openPaper('الوصفات السابقة');
    await expect(inDialog.getByText('لم يتم العثور على وصفات سابقة')).toBeVisible();
  },
};

export const Phone: Story = phoneStory();

export const PhoneArabic: Story = phoneStory({ arabic: true });
