import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectFitsViewport, phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { desktop } from '../../../stories/viewports';
import { columnHeaders, tableRows } from '../../../stories/records-table-stories';
import { userEvent } from '../../../stories/user-event';
import { DoctorLabResults } from './doctor-lab-results';
import { completedCards, inArabic, pendingCards, storyTimeZone } from './doctor-lab-results.fixtures';

const meta = {
  title: 'Doctor/Lab Results',
  component: DoctorLabResults,
  args: {
    tab: 'pending',
    onTabChange: fn(),
    pending: { requests: pendingCards, page: 0, pageCount: 1 },
    completed: { requests: completedCards, page: 0, pageCount: 2 },
    onPageChange: fn(),
    onRetry: fn(),
    onDownloadReport: fn(),
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
} satisfies Meta<typeof DoctorLabResults>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** The cards of the list titled `title` (its own items, not the tests listed inside them). */
function cardsOf(canvas: { getByRole: typeof body.getByRole }, title: string): HTMLElement[] {
  const list = canvas.getByRole('list', { name: title });
  return [...list.querySelectorAll<HTMLElement>(':scope [role="listitem"]')].filter(
    (item) => item.parentElement?.closest('[role="list"]') === list,
  );
}

export const PendingRequests: Story = {
  name: 'Pending Request',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lab Results Records' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Pending Request', selected: true })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Pending Lab Requests' })).toBeVisible();
    const [yousef] = cardsOf(canvas, 'Pending Lab Requests');
    // Date, tests, patient name and image.
    await expect(yousef).toHaveTextContent('20/11/2026');
    await expect(
      within(yousef as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lipid Profile', 'Fasting Blood Glucose']);
    await expect(
      within(yousef as HTMLElement).getByRole('heading', { name: 'Patient: Yousef Al Hammadi' }),
    ).toBeVisible();
    await expect(yousef?.querySelector('[data-slot="avatar"]')).not.toBeNull();
    // Pending: nothing to view yet.
    await expect(canvas.queryByRole('button', { name: /View Results/ })).toBeNull();
  },
};

export const SwitchTab: Story = {
  name: 'The Test Results tab, by mouse and by keyboard',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Test Results' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('completed');
    // By keyboard: Tab reaches the selected tab, the arrow moves to the next and shows it.
    args.onTabChange.mockClear();
    canvas.getByRole('tab', { name: 'Pending Request' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Test Results' })).toHaveFocus();
    await expect(args.onTabChange).toHaveBeenCalledWith('completed');
  },
};

export const TestResults: Story = {
  name: 'Test Results: View Results opens the results',
  args: { tab: 'completed' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Lab Test Results' })).toBeVisible();
    await expect(cardsOf(canvas, 'Lab Test Results')).toHaveLength(3);
    const trigger = canvas.getByRole('button', { name: 'View Results مريم الكعبي' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Results of مريم الكعبي' });
    const results = within(dialog).getByRole('table');
    await expect(columnHeaders(within(results))).toEqual(['Test', 'Result', 'Reference Range', 'Report']);
    const [cbc, hba1c] = tableRows(results);
    await expect(cbc).toHaveTextContent('Complete Blood CountNormal4.5-11.0 x10^9/L');
    await expect(hba1c).toHaveTextContent('HbA1c5.4%4.0-5.6%Not Available');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download the report of Complete Blood Count' }));
    await expect(args.onDownloadReport).toHaveBeenCalledWith(
      { requestId: 'lab-mariam-cbc', fileId: '0f3c9a1e5b7d4c2a8e6f1b3d5a7c9e1f.pdf' },
      'Complete Blood Count',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Paging: Story = {
  name: 'Each tab pages on its own',
  args: { tab: 'completed' },
  play: async ({ args, canvas }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith('completed', 1);
    await userEvent.click(pager.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith('completed', 1);
  },
};

export const Loading: Story = {
  args: { pending: { requests: [], page: 0, pageCount: 0, loading: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const PendingEmpty: Story = {
  name: 'Pending Request empty: "No doctors Found", as the spec writes it',
  args: { pending: { requests: [], page: 0, pageCount: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No doctors Found')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const TestResultsEmpty: Story = {
  args: { tab: 'completed', completed: { requests: [], page: 0, pageCount: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Test Results Found')).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { pending: { requests: [], page: 0, pageCount: 0, error: true } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Problem while getting requests');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledWith('pending');
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: {
    tab: 'completed',
    pending: { requests: inArabic(pendingCards), page: 0, pageCount: 1 },
    completed: { requests: inArabic(completedCards), page: 0, pageCount: 2 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'سجلات نتائج المختبر' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'نتائج الفحوصات', selected: true })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'نتائج فحوصات المختبر' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'عرض النتائج يوسف الحمادي' }));
    const dialog = await body.findByRole('dialog', { name: 'نتائج يوسف الحمادي' });
    await expect(within(dialog).getByText('غير متوفر')).toBeVisible();
  },
};

export const ArabicEmpty: Story = {
  globals: arabic,
  args: { pending: { requests: [], page: 0, pageCount: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('لم يتم العثور على أطباء')).toBeVisible();
  },
};

export const Phone: Story = { ...phoneStory(), args: { tab: 'completed' } };

export const ArabicPhone: Story = { ...phoneStory({ arabic: true }), args: Arabic.args };

/** At 1440 px: the desktop layout fits too. */
export const Desktop: Story = {
  globals: { ...desktop },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement);
  },
};
