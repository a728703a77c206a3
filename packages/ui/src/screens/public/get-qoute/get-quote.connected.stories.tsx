import { handlers, mockError, mockOperation, readMockJson } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { toast } from '../../../components/toaster';
import { expectFitsViewport, phoneStory } from '../../../stories/fits-viewport';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import { withNavigation } from '../../../stories/with-navigation';
import { toastRegion, withToaster } from '../../../stories/with-toaster';
import { GetQuoteScreen } from './get-quote.connected';

/** The bodies `POST /quotes` received in the running story. */
const received = fn<(body: unknown) => void>();

const meta = {
  title: 'Public/Get a Quote (connected)',
  component: GetQuoteScreen,
  decorators: [withToaster, withApi(), withNavigation(fn())],
  parameters: {
    msw: {
      handlers: [
        mockOperation('post', '/quotes', (request) => {
          void readMockJson(request).then(received);
          return { message: 'Quote request sent' };
        }),
        ...handlers,
      ],
    },
  },
  beforeEach: () => {
    toast.clear();
    received.mockClear();
  },
} satisfies Meta<typeof GetQuoteScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openByKeyboard(
  canvas: { getByRole: (role: 'button', options: { name: string }) => HTMLElement },
  name: string,
) {
  canvas.getByRole('button', { name }).focus();
  await userEvent.keyboard('{Enter}');
  return within(await within(document.body).findByRole('dialog', { name }));
}

type Dialog = Awaited<ReturnType<typeof openByKeyboard>>;

async function fill(dialog: Dialog) {
  await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Mariam');
  await userEvent.type(dialog.getByRole('textbox', { name: /^Phone/ }), '0559876543');
  await userEvent.type(dialog.getByRole('textbox', { name: /^Email/ }), 'm@example.ae');
  await userEvent.type(dialog.getByRole('textbox', { name: /^Message/ }), 'A check-up');
}

/** Every field is required; the phone must be whole and the e-mail valid. Nothing is sent. */
export const RequiredMessages: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Get a Quote' })).toBeVisible();
    const dialog = await openByKeyboard(canvas, 'Request a Quote');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    for (const name of [/^Name/, /^Phone/, /^Email/, /^Message/]) {
      await waitFor(() => expect(dialog.getByRole('textbox', { name })).toHaveAccessibleDescription('Required'));
    }
    await userEvent.type(dialog.getByRole('textbox', { name: /^Phone/ }), '05598');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Email/ }), 'm.ae');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: /^Phone/ })).toHaveAccessibleDescription(
        'Enter the whole phone number: +971-## ### ####',
      ),
    );
    await expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription('Invalid email address');
    await expect(received).not.toHaveBeenCalled();
  },
};

/** A complete form is sent to `POST /quotes`; the modal closes with the toast. */
export const Sent: Story = {
  play: async ({ canvas }) => {
    const dialog = await openByKeyboard(canvas, 'Request a Quote');
    await fill(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(
      () =>
        expect(received).toHaveBeenCalledWith({
          name: 'Mariam',
          phone: '+971-55 987 6543',
          email: 'm@example.ae',
          message: 'A check-up',
        }),
      { timeout: 5000 },
    );
    await waitFor(
      () => expect(toastRegion().getByText('Your request was sent. We will contact you soon.')).toBeVisible(),
      { timeout: 5000 },
    );
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Request a Quote' })).toHaveFocus();
  },
};

/** The server refuses: its message in the modal, which stays open with what was typed. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [mockError('post', '/quotes', 429, { message: 'Too many requests, try again later' }), ...handlers],
    },
  },
  play: async ({ canvas }) => {
    const dialog = await openByKeyboard(canvas, 'Request a Quote');
    await fill(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Too many requests, try again later',
    );
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Mariam');
  },
};

/** In Arabic on a phone, the modal open: the fields fit. */
export const ArabicPhone: Story = {
  ...phoneStory({ arabic: true }),
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openByKeyboard(canvas, 'اطلب عرض سعر');
    await expect(dialog.getByRole('button', { name: 'إرسال' })).toBeVisible();
    await expectFitsViewport(canvasElement);
  },
};
