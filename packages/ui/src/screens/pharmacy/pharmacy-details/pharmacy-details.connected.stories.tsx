import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { answering } from '../../../stories/records-table-stories';
import { withApi } from '../../../stories/with-api';
import { pharmacySession } from '../scan-prescription/scan-prescription.fixtures';
import { PharmacyDetailsScreen } from './pharmacy-details.connected';

const meta = {
  title: 'Pharmacy/Branch Details (connected)',
  component: PharmacyDetailsScreen,
  decorators: [withApi({ storage: pharmacySession })],
  parameters: { layout: 'padded', msw: answering() },
} satisfies Meta<typeof PharmacyDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  name: "The signed-in pharmacy's own record",
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('pharmacy@demo.ae', undefined, { timeout: 5000 })).toBeVisible();
    await expect(canvasElement).toHaveTextContent('BranchShifa Pharmacy – Al Barsha 1');
    await expect(canvasElement).toHaveTextContent('Phone+971-50 334 1188');
    await expect(canvasElement).toHaveTextContent('EmirateDubai');
  },
};
