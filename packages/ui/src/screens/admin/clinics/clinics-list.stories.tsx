import { hospitals, mockError } from '@aafiya/api-client/mocks';
import { toClinicListItem } from '@aafiya/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { arabic } from '../../../stories/locale-globals';
import { withNavigation } from '../../../stories/with-navigation';
import { adminAnswers, withAdminApi } from '../shared/admin-story-helpers';
import { ClinicsList } from './clinics-list';
import { ClinicsListScreen } from './clinics-list.connected';

const navigate = fn();

const meta = {
  title: 'Admin/Clinics',
  component: ClinicsList,
  args: { clinics: hospitals.hospitals.slice(0, 2).map(toClinicListItem), onRetry: fn() },
  decorators: [withNavigation(navigate)],
  parameters: { layout: 'padded' },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof ClinicsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A numbered list; each clinic leads to its Hospital Finance. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Clinics' })).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('1Marina Care HospitalAl Marsa Street, Dubai Marina, Dubai');
    const link = canvas.getByRole('link', { name: /Al Reem Specialty Clinic/ });
    await expect(link).toHaveAttribute('href', '/admin/clinic/hsp-reem-clinic');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/admin/clinic/hsp-reem-clinic');
  },
};

/** Empty, in Arabic (right to left). */
export const ArabicEmpty: Story = {
  globals: arabic,
  args: { clinics: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1, name: 'العيادات' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('لا توجد عيادات بعد');
  },
};

/** On the API: `GET /hospitals`. */
export const Connected: Story = {
  render: () => <ClinicsListScreen />,
  decorators: [withAdminApi],
  parameters: adminAnswers(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /Al Khan Family Hospital/ })).toBeVisible();
  },
};

export const ConnectedError: Story = {
  render: () => <ClinicsListScreen />,
  decorators: [withAdminApi],
  parameters: adminAnswers(mockError('get', '/hospitals', 500, { message: 'Database unavailable' })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Problem while getting hospitals');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
