import { answers, handlers, mockError } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { arabic } from '../../../stories/locale-globals';
import { withApi } from '../../../stories/with-api';
import { withNavigation } from '../../../stories/with-navigation';
import { AdminDashboard } from './admin-dashboard';
import { AdminDashboardScreen } from './admin-dashboard.connected';

const navigate = fn();

const meta = {
  title: 'Admin/Dashboard',
  component: AdminDashboard,
  args: { counts: answers.adminDashboard.data, onRetry: fn() },
  decorators: [withNavigation(navigate)],
  parameters: { layout: 'padded' },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof AdminDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const valueBoxes = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-slot="link-card-value"]')].map((box) => box.getBoundingClientRect().height);

/** Each count links to its screen; new patients have none. */
export const Populated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const list = within(canvas.getByRole('list', { name: 'Dashboard' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: /Hospitals approved\s*12/ })).toHaveAttribute(
      'href',
      '/admin/clinics',
    );
    await expect(canvas.getByRole('link', { name: /Pending approvals\s*3/ })).toHaveAttribute(
      'href',
      '/admin/approve-hospitals',
    );
    await expect(canvas.getByRole('link', { name: /Appointments this month\s*486/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Claimed offers\s*57/ })).toHaveAttribute(
      'href',
      '/admin/claimed-offers',
    );
    await expect(canvas.queryByRole('link', { name: /New patients/ })).toBeNull();
    await expect(canvas.getByText('64')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /Pending approvals/ }));
    await expect(navigate).toHaveBeenCalledWith('/admin/approve-hospitals');
    // The figures' boxes keep the loading state's size (checked in Loading).
    await expect(new Set(valueBoxes(canvasElement))).toEqual(new Set([32]));
  },
};

/** Loading: each figure's place is reserved at its final size (no layout shift). */
export const Loading: Story = {
  args: { counts: undefined, loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Dashboard' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-slot="count-placeholder"]')).toHaveLength(5);
    await expect(new Set(valueBoxes(canvasElement))).toEqual(new Set([32]));
  },
};

export const LoadError: Story = {
  args: { counts: undefined, error: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Problem while getting the dashboard');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /طلبات بانتظار الاعتماد\s*3/ })).toBeVisible();
  },
};

/** On the API: `GET /admin/dashboard`'s counts, after the placeholders. */
export const Connected: Story = {
  render: () => <AdminDashboardScreen />,
  decorators: [withApi({ storage: { token: 'story-token', role: 'ADMIN' } })],
  parameters: { msw: { handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /Appointments this month\s*486/ })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('list')).not.toHaveAttribute('aria-busy'));
  },
};

/** The API fails: the message, and Try again. */
export const ConnectedError: Story = {
  render: () => <AdminDashboardScreen />,
  decorators: [withApi({ storage: { token: 'story-token', role: 'ADMIN' } })],
  parameters: { msw: { handlers: [mockError('get', '/admin/dashboard', 500, { message: 'Down' }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Problem while getting the dashboard');
  },
};
