import { handlers, mockError, mockOperation } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectFitsViewport, phoneStory } from '../../../stories/fits-viewport';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import { withNavigation } from '../../../stories/with-navigation';
import { InsuranceListingScreen } from './insurance-listing.connected';

const navigate = fn();

const meta = {
  title: 'Public/Insurance Companies (connected)',
  component: InsuranceListingScreen,
  decorators: [withApi(), withNavigation(navigate)],
  parameters: { msw: { handlers } },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof InsuranceListingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `GET /insurances`: one card per company with its name and the Verified badge. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Insurance Companies' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Insurance companies' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Daman',
      'Thiqa',
      'Sukoon',
      'ADNIC',
    ]);
    for (const card of cards) await expect(within(card).getByText('Verified')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Find hospitals' }));
    await expect(navigate).toHaveBeenCalledWith('/hospitals');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [mockOperation('get', '/insurances', { data: [] }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No insurance companies yet.')).toBeVisible();
  },
};

/** The list fails: an alert with Try again, which asks again. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', '/insurances', 500, { message: 'Internal error' }), ...handlers] },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('The insurance companies could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** In Arabic on a phone: the companies' Arabic names, one column. */
export const ArabicPhone: Story = {
  ...phoneStory({ arabic: true }),
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'شركات التأمين' });
    await expect(within(list).getByRole('heading', { name: 'ضمان' })).toBeVisible();
    await expect(within(list).getAllByText('موثّق')).toHaveLength(4);
    await expectFitsViewport(canvasElement);
  },
};
