import { mockOperation } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import {
  answering,
  connectedArabicStory,
  connectedErrorStory,
  connectedLoadingStory,
  dataRows,
  waitForRows,
  wideTable,
  withHospitalApi,
} from '../../../stories/records-table-stories';
import { PatientPromoCodesScreen } from './patient-promo-codes.connected';
import { storyCodes, storyTimeZone } from './patient-promo-codes.fixtures';

const codes = '/hospitalCodes/getHospitalCodes';

const meta = {
  title: 'Hospital/Patient Promo Codes (connected)',
  component: PatientPromoCodesScreen,
  args: { timeZone: storyTimeZone },
  decorators: [withHospitalApi, wideTable],
  parameters: { layout: 'padded', msw: answering(mockOperation('get', codes, { data: storyCodes })) },
} satisfies Meta<typeof PatientPromoCodesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement, 4);
    await expect(dataRows(canvasElement)[0]).toHaveTextContent('MC-5190');
  },
};

export const Search: Story = {
  name: 'Search by part of an Emirates ID, then one that matches none',
  play: async ({ canvas, canvasElement }) => {
    await waitForRows(canvasElement, 4);
    const search = canvas.getByRole('searchbox', { name: 'Search Patient with Emirates ID' });
    await userEvent.type(search, '7654');
    await waitForRows(canvasElement, 1);
    await expect(dataRows(canvasElement)[0]).toHaveTextContent('Yousef Al Hammadi');
    await userEvent.type(search, '0000');
    await expect(await canvas.findByText('Search Not Found')).toBeVisible();
  },
};

export const Loading: Story = connectedLoadingStory('get', codes);

export const LoadError: Story = connectedErrorStory('get', codes, 'Problem while getting promo codes');

export const Empty: Story = {
  parameters: { msw: answering(mockOperation('get', codes, { data: [] })) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Promo Codes')).toBeVisible();
    // Searching an empty list still says there are no codes at all.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Patient with Emirates ID' }), '784');
    await expect(canvas.getByText('No Promo Codes')).toBeVisible();
  },
};

export const Arabic: Story = connectedArabicStory(4, { heading: 'رموز ترويج المرضى' });
