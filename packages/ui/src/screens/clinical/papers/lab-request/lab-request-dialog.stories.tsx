import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { phoneStory } from '../../../../stories/fits-viewport';
import { arabic } from '../../../../stories/locale-globals';
import { userEvent } from '../../../../stories/user-event';
import { completedLabRequest, laboratoryChoices, pendingLabRequest, storyTimeZone } from '../papers.fixtures';
import { openPaper } from '../papers.story-helpers';
import { LabRequestDialogView } from './lab-request-dialog';

/** The Request for Laboratory modal's view: every state, in English and Arabic, at desktop and phone width. */
const meta = {
  title: 'Clinical/Papers/Lab Request Dialog',
  component: LabRequestDialogView,
  args: {
    open: true,
    onOpenChange: fn(),
    status: 'ready',
    labRequest: null,
    laboratories: laboratoryChoices,
    onSubmit: fn(),
    onDownloadReport: fn(),
    onRetry: fn(),
    timeZone: storyTimeZone,
  },
} satisfies Meta<typeof LabRequestDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Request for Laboratory';

/** Chooses a laboratory in the open modal's Select. */
async function chooseLaboratory(inDialog: Pick<typeof screen, 'getByRole'>, name: string) {
  await userEvent.click(inDialog.getByRole('button', { name: /Laboratory/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

export const RequiredFields: Story = {
  name: 'Nothing chosen: a laboratory and a test are required',
  play: async ({ args }) => {
    const { inDialog } = await openPaper(title);
    await userEvent.click(inDialog.getByRole('button', { name: 'Request' }));
    await expect(await inDialog.findByText('Laboratory is required')).toBeVisible();
    await expect(inDialog.getByText('No tests entered')).toBeVisible();
    await expect(inDialog.getByRole('group', { name: /Tests/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BlankTestsOnly: Story = {
  name: 'Only blank tests: "No tests entered"',
  play: async ({ args }) => {
    const { inDialog } = await openPaper(title);
    await chooseLaboratory(inDialog, 'Marina Central Laboratory');
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Test 1' }), '   ');
    await userEvent.click(inDialog.getByRole('button', { name: 'Add test' }));
    await userEvent.click(inDialog.getByRole('button', { name: 'Request' }));
    await expect(await inDialog.findByText('No tests entered')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AddTestsEmptyOnesDropped: Story = {
  name: 'Add tests: empty ones are dropped',
  play: async ({ args }) => {
    const { inDialog } = await openPaper(title);
    await chooseLaboratory(inDialog, 'Reem Diagnostics Lab');
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Test 1' }), 'Complete Blood Count');
    await userEvent.click(inDialog.getByRole('button', { name: 'Add test' }));
    // The new row takes focus; it is left empty.
    await waitFor(() => expect(inDialog.getByRole('textbox', { name: 'Test 2' })).toHaveFocus());
    await userEvent.click(inDialog.getByRole('button', { name: 'Add test' }));
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Test 3' }), ' HbA1c ');
    await userEvent.click(inDialog.getByRole('button', { name: 'Request' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        laboratoryId: 'lab-reem-diagnostics',
        tests: ['Complete Blood Count', 'HbA1c'],
      }),
    );
  },
};

export const KeyboardOnly: Story = {
  name: 'By keyboard alone: laboratory, two tests, Enter sends',
  play: async ({ args }) => {
    const { inDialog } = await openPaper(title);
    const laboratory = inDialog.getByRole('button', { name: /Laboratory/ });
    await waitFor(() => expect(laboratory).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('listbox')).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(laboratory).toHaveTextContent('Reem Diagnostics Lab'));
    // The choice made, focus is back on the laboratory's button.
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(laboratory).toHaveFocus());
    await userEvent.tab();
    await expect(inDialog.getByRole('textbox', { name: 'Test 1' })).toHaveFocus();
    await userEvent.keyboard('Vitamin D');
    await userEvent.tab();
    await expect(inDialog.getByRole('button', { name: 'Add test' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(inDialog.getByRole('textbox', { name: 'Test 2' })).toHaveFocus());
    await userEvent.keyboard('Ferritin{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        laboratoryId: 'lab-reem-diagnostics',
        tests: ['Vitamin D', 'Ferritin'],
      }),
    );
  },
};

export const PendingRequest: Story = {
  name: 'A pending request: prefilled, rows removed, Update',
  args: { labRequest: pendingLabRequest },
  play: async ({ args }) => {
    const { inDialog } = await openPaper(title);
    await expect(inDialog.getByRole('button', { name: /Laboratory/ })).toHaveTextContent('Marina Central Laboratory');
    await expect(inDialog.getByRole('textbox', { name: 'Test 1' })).toHaveValue('Lipid Profile');
    await expect(inDialog.getByRole('textbox', { name: 'Test 2' })).toHaveValue('Fasting Blood Glucose');
    await userEvent.click(inDialog.getByRole('button', { name: 'Remove test 1' }));
    // The row that took its place has focus; with one row left there is nothing to remove.
    const first = inDialog.getByRole('textbox', { name: 'Test 1' });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveValue('Fasting Blood Glucose');
    await expect(inDialog.queryByRole('button', { name: /Remove test/ })).toBeNull();
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        laboratoryId: 'lab-marina-central',
        tests: ['Fasting Blood Glucose'],
      }),
    );
  },
};

export const CompletedReadOnly: Story = {
  name: 'A completed request: read-only, with its results',
  args: { labRequest: completedLabRequest },
  play: async ({ args }) => {
    const { inDialog } = await openPaper(title);
    await expect(inDialog.queryByRole('form')).toBeNull();
    await expect(inDialog.queryByRole('textbox')).toBeNull();
    await expect(
      inDialog.getByText('The laboratory has sent its results, so this request can no longer be changed.'),
    ).toBeVisible();
    await expect(inDialog.getByText(/Requested on 12\/11\/2026 from/)).toBeVisible();
    const table = inDialog.getByRole('table', { name: title });
    await expect(within(table).getByText('Not Available')).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: 'Download Report of Complete Blood Count' }));
    await expect(args.onDownloadReport).toHaveBeenCalledWith(
      { requestId: 'labreq-mariam-cbc', fileId: 'cbc-mariam.pdf' },
      'Complete Blood Count',
    );
    // Close in the footer (the × in the corner has the same name).
    const [close] = inDialog.getAllByRole('button', { name: 'Close' });
    if (!close) throw new Error('No Close button');
    await userEvent.click(close);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const NoLaboratories: Story = {
  name: 'The hospital has no laboratory',
  args: { laboratories: [] },
  play: async () => {
    const { inDialog } = await openPaper(title);
    await expect(inDialog.getByText('No laboratory found')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { pending: true },
  play: async () => {
    const { inDialog } = await openPaper(title);
    await expect(inDialog.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Refused: Story = {
  args: { error: "laboratoryId must be a laboratory of the appointment's hospital" },
  play: async () => {
    const { inDialog } = await openPaper(title);
    await expect(inDialog.getByRole('alert')).toHaveTextContent('laboratoryId must be a laboratory');
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
  args: { status: 'error', loadError: 'Problem while getting Laboratories' },
  play: async ({ args }) => {
    const { inDialog } = await openPaper(title);
    await expect(inDialog.getByRole('alert')).toHaveTextContent('Problem while getting Laboratories');
    await userEvent.click(inDialog.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** #16: a changed form asks before it is discarded. */
export const DiscardChanges: Story = {
  args: { labRequest: pendingLabRequest },
  play: async ({ args }) => {
    const { inDialog } = await openPaper(title);
    await userEvent.click(inDialog.getByRole('button', { name: 'Add test' }));
    await userEvent.keyboard('Urinalysis');
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Discard' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async () => {
    const { dialog, inDialog } = await openPaper('طلب فحوصات مخبرية');
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await userEvent.click(inDialog.getByRole('button', { name: 'إرسال الطلب' }));
    await expect(await inDialog.findByText('المختبر مطلوب')).toBeVisible();
    await expect(inDialog.getByText('لم يتم إدخال أي فحص')).toBeVisible();
    await expect(inDialog.getByRole('textbox', { name: 'الفحص 1' })).toBeVisible();
  },
};

export const ArabicCompleted: Story = {
  globals: arabic,
  args: { labRequest: completedLabRequest },
  play: async () => {
    const { inDialog } = await openPaper('طلب فحوصات مخبرية');
    await expect(inDialog.getByRole('button', { name: 'تنزيل التقرير: Complete Blood Count' })).toBeVisible();
    await expect(inDialog.getByText('غير متوفر')).toBeVisible();
  },
};

export const Phone: Story = { ...phoneStory(), args: { labRequest: pendingLabRequest } };

export const PhoneArabicCompleted: Story = {
  ...phoneStory({ arabic: true }),
  args: { labRequest: completedLabRequest },
};
