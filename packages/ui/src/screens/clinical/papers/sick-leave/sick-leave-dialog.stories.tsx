import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { phoneStory } from '../../../../stories/fits-viewport';
import { arabic } from '../../../../stories/locale-globals';
import { userEvent } from '../../../../stories/user-event';
import { savedSickLeave, storyToday } from '../papers.fixtures';
import { openPaper, typeDate } from '../papers.story-helpers';
import { SickLeaveDialogView } from './sick-leave-dialog';

/** The Approve Sick Leave modal's view: every state, in English and Arabic, at desktop and phone width. */
const meta = {
  title: 'Clinical/Papers/Sick Leave Dialog',
  component: SickLeaveDialogView,
  args: {
    open: true,
    onOpenChange: fn(),
    status: 'ready',
    sickLeave: null,
    today: storyToday,
    onSubmit: fn(),
    onDownload: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SickLeaveDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Approve Sick Leave';

export const RequiredFields: Story = {
  name: 'Empty form: every field is required',
  play: async ({ args }) => {
    const { inDialog } = await openPaper(title);
    await expect(inDialog.getByRole('heading', { name: title })).toBeVisible();
    await userEvent.click(inDialog.getByRole('button', { name: 'Approve' }));
    await expect(await inDialog.findByText('From date is required')).toBeVisible();
    await expect(inDialog.getByText('To date is required')).toBeVisible();
    await expect(inDialog.getByText('Description is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ToBeforeFrom: Story = {
  name: 'To before From: "To date cannot be before from date"',
  play: async ({ args }) => {
    const { inDialog } = await openPaper(title);
    await typeDate(inDialog, 'From', '23112026');
    await typeDate(inDialog, 'To', '21112026');
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Description' }), 'Viral fever; rest at home.');
    await userEvent.click(inDialog.getByRole('button', { name: 'Approve' }));
    await expect(await inDialog.findByText('To date cannot be before from date')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Moved to the last day of the leave: it goes through.
    await typeDate(inDialog, 'To', '25112026');
    await userEvent.click(inDialog.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        from: '2026-11-23',
        to: '2026-11-25',
        description: 'Viral fever; rest at home.',
      }),
    );
  },
};

export const BeforeToday: Story = {
  name: 'A day before today is refused (the pickers start today)',
  play: async ({ args }) => {
    const { inDialog } = await openPaper(title);
    await typeDate(inDialog, 'From', '19112026');
    await expect(await inDialog.findByText('Choose 20/11/2026 or a later day')).toBeVisible();
    await typeDate(inDialog, 'To', '20112026');
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Description' }), 'Rest.');
    await userEvent.click(inDialog.getByRole('button', { name: 'Approve' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SavedLeave: Story = {
  name: 'The appointment has a leave: prefilled, Update, PDF on offer',
  args: { sickLeave: savedSickLeave },
  play: async ({ args }) => {
    const { inDialog } = await openPaper(title);
    await expect(inDialog.getByRole('textbox', { name: 'Description' })).toHaveValue(savedSickLeave.description);
    await expect(inDialog.getByRole('status')).toHaveTextContent('From 20/11/2026 to 22/11/2026');
    await userEvent.click(inDialog.getByRole('button', { name: 'Download Sick Leave (PDF)' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        from: savedSickLeave.from,
        to: savedSickLeave.to,
        description: savedSickLeave.description,
      }),
    );
  },
};

export const PastLeave: Story = {
  name: 'A saved leave that began before today keeps its first day',
  args: { sickLeave: { ...savedSickLeave, from: '2026-11-18' } },
  play: async ({ args }) => {
    const { inDialog } = await openPaper(title);
    await expect(inDialog.queryByText(/or a later day/)).toBeNull();
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ from: '2026-11-18' })));
  },
};

export const Approved: Story = {
  name: 'Just approved: announced, focus on the PDF download',
  args: { sickLeave: savedSickLeave, approved: true },
  play: async () => {
    const { inDialog } = await openPaper(title);
    await expect(inDialog.getByRole('status')).toHaveTextContent('Sick Leave Approved');
    await waitFor(() => expect(inDialog.getByRole('button', { name: 'Download Sick Leave (PDF)' })).toHaveFocus());
  },
};

export const Downloading: Story = {
  args: { sickLeave: savedSickLeave, downloading: true },
  play: async ({ args }) => {
    const { inDialog } = await openPaper(title);
    const button = inDialog.getByRole('button', { name: 'Downloading…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onDownload).not.toHaveBeenCalled();
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
  name: 'The server refused the save: its message',
  args: { error: 'From date cannot be before today' },
  play: async () => {
    const { inDialog } = await openPaper(title);
    await expect(inDialog.getByRole('alert')).toHaveTextContent('From date cannot be before today');
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
    await expect(inDialog.getByRole('alert')).toHaveTextContent('Problem while getting the sick leave');
    await userEvent.click(inDialog.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** #16: Escape on a changed form asks first; Keep editing keeps the text, Discard closes. */
export const DiscardChanges: Story = {
  play: async ({ args }) => {
    const { dialog, inDialog } = await openPaper(title);
    const description = inDialog.getByRole('textbox', { name: 'Description' });
    await userEvent.type(description, 'Migraine');
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await expect(dialog).toBeInTheDocument();
    await expect(description).toHaveValue('Migraine');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(inDialog.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Untouched: Escape closes without asking. */
export const CloseUntouched: Story = {
  play: async ({ args }) => {
    await openPaper(title);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ args }) => {
    const { dialog, inDialog } = await openPaper('اعتماد إجازة مرضية');
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await typeDate(inDialog, 'من', '23112026');
    await typeDate(inDialog, 'إلى', '21112026');
    await userEvent.click(inDialog.getByRole('button', { name: 'اعتماد' }));
    await expect(await inDialog.findByText('لا يمكن أن يكون تاريخ النهاية قبل تاريخ البداية')).toBeVisible();
    await expect(inDialog.getByText('الوصف مطلوب')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ArabicSaved: Story = {
  globals: arabic,
  args: { sickLeave: savedSickLeave, approved: true },
  play: async () => {
    const { inDialog } = await openPaper('اعتماد إجازة مرضية');
    await expect(inDialog.getByRole('status')).toHaveTextContent('تم اعتماد الإجازة المرضية');
    await expect(inDialog.getByRole('button', { name: 'تحديث' })).toBeVisible();
  },
};

export const Phone: Story = { ...phoneStory(), args: { sickLeave: savedSickLeave } };

export const PhoneArabic: Story = { ...phoneStory({ arabic: true }), args: { sickLeave: savedSickLeave } };
