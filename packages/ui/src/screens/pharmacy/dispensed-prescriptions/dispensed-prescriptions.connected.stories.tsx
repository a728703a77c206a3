import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { answering, dataRows, waitForRows, wideTable } from '../../../stories/records-table-stories';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import { pharmacySession } from '../scan-prescription/scan-prescription.fixtures';
import { preloadDispensedPrescriptions } from './dispensed-prescriptions';
import { DispensedPrescriptionsScreen } from './dispensed-prescriptions.connected';
import { dispensedApi, storyTimeZone } from './dispensed-prescriptions.fixtures';
import { expectFitsViewport } from '../../../stories/fits-viewport';
import { phone } from '../../../stories/viewports';
import { arabic } from '../../../stories/locale-globals';

const api = dispensedApi(undefined, 3);
const slow = { timeout: 5000 };

const meta = {
  loaders: [
    async () => {
      await preloadDispensedPrescriptions();
    },
  ],
  title: 'Pharmacy/Dispensed Prescriptions (connected)',
  component: DispensedPrescriptionsScreen,
  args: { timeZone: storyTimeZone },
  decorators: [withApi({ storage: pharmacySession }), wideTable],
  parameters: { layout: 'padded', msw: answering(...api.handlers) },
  beforeEach: () => {
    api.reset();
  },
} satisfies Meta<typeof DispensedPrescriptionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchAndPages: Story = {
  name: 'Pages, then the Emirates ID search by digits, then one that matches none',
  play: async ({ canvas, canvasElement }) => {
    await waitForRows(canvasElement, 2);
    const [first] = dataRows(canvasElement);
    await expect(first).toHaveTextContent('21/11/2026Yousef Al Hammadi•••-••••-••••321-3Amoxicillin 500 mg capsules');
    await expect(first).toHaveTextContent('Ahmed Al MansooriMarina Care Hospital');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.asked.at(-1)).toEqual({ page: '1', emiratesId: null }), slow);
    const search = canvas.getByRole('textbox', { name: 'Search with Emirates ID' });
    await userEvent.type(search, '7841');
    await waitFor(() => expect(api.asked.at(-1)).toEqual({ page: '0', emiratesId: '7841' }), slow);
    await userEvent.clear(search);
    await userEvent.type(search, '135');
    await waitForRows(canvasElement, 1);
    await expect(dataRows(canvasElement)[0]).toHaveTextContent('Priya Menon');
    await userEvent.type(search, '9');
    await expect(await canvas.findByText('Search Not Found', undefined, slow)).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'Empty: No dispensed prescriptions yet, and the way to the scan page',
  parameters: { msw: answering(...dispensedApi([]).handlers) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No dispensed prescriptions yet', undefined, slow)).toBeVisible();
    const scan = canvas.getByRole('link', { name: 'Scan QR prescription' });
    await expect(scan).toHaveAttribute('href', '/pharmacy/scan-qr-prescription');
  },
};

/** 390 px, right to left, once the rows have loaded (stacked as cards): nothing reaches past the screen. */
export const ArabicPhone: Story = {
  globals: { ...arabic, ...phone },
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement, 2);
    await expectFitsViewport(canvasElement);
  },
};
