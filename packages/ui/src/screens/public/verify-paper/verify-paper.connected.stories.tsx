import { fixtures, handlers, mockError, mockUrl } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { arabic } from '../../../stories/locale-globals';
import { neverAnswer } from '../../../stories/mock-requests';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import { VerifyPaperScreen } from './verify-paper.connected';

const REFERENCE = 'l65f1c0a2b3d4e5f601234567q3Yk1c2VwQm9vS0JxZ1pBAB';
const asked: string[] = [];

/** Records the reference each request asked about, then lets the next handler answer. */
const recordReference = http.get(mockUrl('/papers/verify/{reference}'), ({ params }) => {
  asked.push(String(params.reference));
});

const meta = {
  title: 'Public/Verify Paper (connected)',
  component: VerifyPaperScreen,
  args: { reference: REFERENCE, timeZone: 'Asia/Dubai' },
  decorators: [withApi()],
  parameters: { layout: 'centered', msw: { handlers: [recordReference, ...handlers] } },
  beforeEach: () => {
    asked.length = 0;
  },
} satisfies Meta<typeof VerifyPaperScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Genuine: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This document is genuine')).toBeVisible();
    await expect(canvas.getByText(fixtures.PaperVerification.hospital)).toBeVisible();
    await expect(asked).toEqual([REFERENCE]);
  },
};

export const NotVerified: Story = {
  name: 'A changed reference: "This document could not be verified", asked once',
  parameters: {
    msw: {
      handlers: [
        recordReference,
        mockError('get', '/papers/verify/{reference}', 404, { message: 'This document could not be verified' }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This document could not be verified');
    await expect(asked).toHaveLength(1);
  },
};

let failures = 0;
export const FailsThenRetry: Story = {
  name: 'The server is unreachable, then Try again shows the paper',
  beforeEach: () => {
    failures = 0;
  },
  parameters: {
    msw: {
      handlers: [
        http.get(mockUrl('/papers/verify/{reference}'), () => {
          // The query asks three times (two retries) before it shows the failure.
          if (failures < 3) {
            failures += 1;
            return HttpResponse.json({ message: 'Unavailable' }, { status: 503 });
          }
          return undefined;
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }, { timeout: 10_000 }));
    await expect(await canvas.findByText('This document is genuine')).toBeVisible();
  },
};

export const Checking: Story = {
  parameters: { msw: { handlers: [neverAnswer('get', '/papers/verify/{reference}')] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Checking the document…' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('هذا المستند أصلي')).toBeVisible();
  },
};
