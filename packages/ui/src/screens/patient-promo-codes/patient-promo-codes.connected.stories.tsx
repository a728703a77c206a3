import { handlers, hospitals, mockError, mockOperation, mockUrl } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { arabic } from '../../stories/locale-globals';
import { withApi } from '../../stories/with-api';
import { PatientPromoCodesScreen } from './patient-promo-codes.connected';
import { storyCodes, storyTimeZone } from './patient-promo-codes.fixtures';

const hospitalSession = { token: 'story-token', role: 'HOSPITAL', referenceId: hospitals.marinaCare._id };

const meta = {
  title: 'Screens/Hospital/PatientPromoCodes (connected)',
  component: PatientPromoCodesScreen,
  args: { timeZone: storyTimeZone },
  decorators: [
    withApi({ storage: hospitalSession }),
    (Story) => (
      <div className="w-[72rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  parameters: {
    layout: 'padded',
    msw: { handlers: [mockOperation('get', '/hospitalCodes/getHospitalCodes', { data: storyCodes }), ...handlers] },
  },
} satisfies Meta<typeof PatientPromoCodesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('table'))
    .getAllByRole('row')
    .filter((row) => row.closest('tbody') !== null && within(row).queryAllByRole('cell').length > 1);

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(4));
    await expect(rowsOf(canvasElement)[0]).toHaveTextContent('MC-5190');
  },
};

export const Search: Story = {
  name: 'Search by part of an Emirates ID, then one that matches none',
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(4));
    const search = canvas.getByRole('searchbox', { name: 'Search Patient with Emirates ID' });
    await userEvent.type(search, '7654');
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(1));
    await expect(rowsOf(canvasElement)[0]).toHaveTextContent('Yousef Al Hammadi');
    await userEvent.type(search, '0000');
    await expect(await canvas.findByText('Search Not Found')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(mockUrl('/hospitalCodes/getHospitalCodes'), async () => {
          await delay('infinite');
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading');
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', '/hospitalCodes/getHospitalCodes', 500, { message: 'Down' }), ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Problem while getting promo codes')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [mockOperation('get', '/hospitalCodes/getHospitalCodes', { data: [] }), ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Promo Codes')).toBeVisible();
    // Searching an empty list still says there are no codes at all.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Patient with Emirates ID' }), '784');
    await expect(canvas.getByText('No Promo Codes')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(4));
    await expect(canvas.getByRole('heading', { level: 1, name: 'رموز ترويج المرضى' })).toBeVisible();
  },
};
