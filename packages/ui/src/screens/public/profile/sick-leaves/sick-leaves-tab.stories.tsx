import { mockError } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { phoneStory } from '../../../../stories/fits-viewport';
import { neverAnswer } from '../../../../stories/mock-requests';
import { userEvent } from '../../../../stories/user-event';
import { withApi } from '../../../../stories/with-api';
import { paperHandlers, patientStorage, storyPatient, storyTimeZone } from '../profile.story-helpers';
import { SickLeavesTab } from './sick-leaves-tab.connected';

const meta = {
  title: 'Public/Patient dashboard/Sick Leaves',
  component: SickLeavesTab,
  args: { patientId: storyPatient._id, timeZone: storyTimeZone, onDownloaded: fn() },
  decorators: [withApi({ storage: patientStorage })],
  parameters: { msw: { handlers: paperHandlers() } },
} satisfies Meta<typeof SickLeavesTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Her two leaves, newest first, with days, doctor and issue date; Download saves "Sick Leave Approval.pdf". */
export const Populated: Story = {
  play: async ({ args, canvas }) => {
    const items = await canvas.findAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('01/12/2026 to 02/12/2026');
    await expect(items[1]).toHaveTextContent('12/11/2026 to 14/11/2026');
    await expect(items[1]).toHaveTextContent('Dr. Ahmed Al Mansoori');
    await expect(items[1]).toHaveTextContent('Issued on 12/11/2026');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Download the sick leave from 12/11/2026 to 14/11/2026' }),
    );
    await waitFor(() => expect(args.onDownloaded).toHaveBeenCalled(), { timeout: 5000 });
    const [blob, filename] = (args.onDownloaded as ReturnType<typeof fn>).mock.calls[0] as [Blob, string];
    await expect(filename).toBe('Sick Leave Approval.pdf');
    await expect((await blob.text()).startsWith('%PDF-')).toBe(true);
  },
};

/** None yet: the specification's 'no sick leaves available yet'. */
export const Empty: Story = {
  parameters: { msw: { handlers: paperHandlers({ leaves: [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('no sick leaves available yet')).toBeVisible();
  },
};

/** A failed load: 'Problem while getting sick leaves' with Try again. */
export const Failed: Story = {
  parameters: {
    msw: { handlers: paperHandlers({}, mockError('get', '/leaves/getSickLeaves/{id}', 500)) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Problem while getting sick leaves');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Loading: a spinner names what is coming. */
export const Loading: Story = {
  parameters: { msw: { handlers: paperHandlers({}, neverAnswer('get', '/leaves/getSickLeaves/{id}')) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAccessibleName('Loading your sick leaves');
  },
};

/** Arabic at 390 px: the leaves in Arabic, nothing reaching past the screen. */
export const ArabicPhone: Story = {
  ...phoneStory({ arabic: true }),
  play: async (context) => {
    await expect(
      await context.canvas.findByRole('button', { name: 'تنزيل الإجازة المرضية من 12/11/2026 إلى 14/11/2026' }),
    ).toBeVisible();
    await phoneStory({ arabic: true }).play(context);
  },
};
