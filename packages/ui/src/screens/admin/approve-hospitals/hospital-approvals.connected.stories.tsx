import { mockError, mockUrl } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { toast } from '../../../components/toaster';
import { userEvent } from '../../../stories/user-event';
import { arabic } from '../../../stories/locale-globals';
import { dataRows, waitForRows, wideTable } from '../../../stories/records-table-stories';
import { toastRegion, withToaster } from '../../../stories/with-toaster';
import { adminAnswers, createGate, withAdminApi } from '../shared/admin-story-helpers';
import type { FileTab } from './file-tab';
import { HospitalApprovalsScreen } from './hospital-approvals.connected';

/** The tab a licence opens in: records what it shows, or that it was closed. */
const shown: Blob[] = [];
const closed = fn();
const openTab = fn((): FileTab => ({ show: (file) => void shown.push(file), close: closed }));

/** Approvals wait at the gate until the play function opens it. */
const approval = createGate();
const slowApproval = http.put(mockUrl('/hospitals/approveHospital/{id}'), () => approval.wait());

const meta = {
  title: 'Admin/Hospital Approvals (connected)',
  component: HospitalApprovalsScreen,
  args: { openTab },
  decorators: [withToaster, withAdminApi, wideTable],
  parameters: { layout: 'padded', ...adminAnswers(slowApproval) },
  beforeEach: () => {
    toast.clear();
    shown.length = 0;
    closed.mockClear();
    openTab.mockClear();
    approval.reset();
  },
} satisfies Meta<typeof HospitalApprovalsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Approve: a spinner on the button, then the row leaves the list and the success toast shows. */
export const Approve: Story = {
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement, 2);
    const [first] = dataRows(canvasElement);
    const button = within(first as HTMLElement).getByRole('button', { name: 'Approve Al Khan Family Hospital' });
    await userEvent.click(button);
    await expect(within(first as HTMLElement).getByRole('status', { name: 'Approving' })).toBeVisible();
    await expect(button).toBeDisabled();
    approval.open();
    await expect(await toastRegion().findByText('Hospital Approved Successfully')).toBeVisible();
    await waitForRows(canvasElement, 1);
    await expect(dataRows(canvasElement)[0]).toHaveTextContent('Jumeirah Wellness Clinic');
  },
};

/** The licence is fetched with the admin's token and shown in the tab opened on the click. */
export const TradeLicense: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForRows(canvasElement, 2);
    await userEvent.click(canvas.getByRole('button', { name: /View File of Al Khan/ }));
    await expect(openTab).toHaveBeenCalledOnce();
    await waitFor(() => expect(shown).toHaveLength(1));
    await expect(shown[0]?.type).toBe('application/pdf');
    await expect(closed).not.toHaveBeenCalled();
  },
};

/** No licence stored (404): the tab closes and "Don't have Trade License File" is toasted; in Arabic, translated. */
export const NoTradeLicense: Story = {
  globals: arabic,
  parameters: adminAnswers(
    mockError('get', '/hospitals/getTradeLicenseFile/{id}', 404, { message: "Don't have Trade License File" }),
  ),
  play: async ({ canvas, canvasElement }) => {
    await waitForRows(canvasElement, 2);
    await userEvent.click(canvas.getByRole('button', { name: /عرض الملف لـ Al Khan/ }));
    await expect(await toastRegion().findByText('لا يوجد ملف رخصة تجارية')).toBeVisible();
    await expect(closed).toHaveBeenCalledOnce();
  },
};

export const LoadError: Story = {
  parameters: adminAnswers(mockError('get', '/hospitals/get/pending', 500, { message: 'Database unavailable' })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Problem while getting hospitals');
  },
};
