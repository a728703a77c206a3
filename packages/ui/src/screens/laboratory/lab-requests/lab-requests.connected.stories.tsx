import { handlers, mockError } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { toast } from '../../../components/toaster';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import { expectToast } from '../../hospital/staff/staff.story-helpers';
import { labRequestsStore, labSession, pdfReport, pngNamedPdf, storyTimeZone } from '../laboratory.fixtures';
import { preloadLabRequests } from './lab-requests';
import { LabRequestsScreen } from './lab-requests.connected';
import { expectFitsViewport } from '../../../stories/fits-viewport';
import { phone } from '../../../stories/viewports';
import { arabic } from '../../../stories/locale-globals';

const store = labRequestsStore();
/** Answers go through MSW: leave them time on a busy machine. */
const slow = { timeout: 5000 };

const meta = {
  loaders: [
    async () => {
      await preloadLabRequests();
    },
  ],
  title: 'Laboratory/Lab Requests (connected)',
  component: LabRequestsScreen,
  args: { timeZone: storyTimeZone },
  decorators: [
    withToaster,
    withApi({ storage: labSession }),
    (Story) => (
      <div className="w-[72rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded', msw: { handlers: [...store.handlers, ...handlers] } },
  beforeEach: () => {
    store.reset();
    toast.clear();
  },
} satisfies Meta<typeof LabRequestsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Yousef's card (Lipid Profile, Fasting Blood Glucose) once loaded. */
async function yousefsCard(canvasElement: HTMLElement) {
  const heading = await within(canvasElement).findByRole('heading', { name: 'Patient: Yousef Al Hammadi' }, slow);
  const card = heading.closest('[data-slot="lab-request-form"]');
  if (!(card instanceof HTMLElement)) throw new Error('No card');
  return { card, inCard: within(card) };
}

/** The fields of one test of a card. */
const test = (card: HTMLElement, name: string) => within(within(card).getByRole('group', { name }));

/** 001 §4: a result without its range is not sent: the first incomplete test is named and its Result focused. */
export const MissingRange: Story = {
  play: async ({ canvasElement }) => {
    const { card, inCard } = await yousefsCard(canvasElement);
    const lipids = test(card, 'Lipid Profile');
    await userEvent.type(lipids.getByRole('textbox', { name: 'Result' }), '5.1 mmol/L');
    await userEvent.click(inCard.getByRole('button', { name: /^Send Result/ }));
    await expect(await inCard.findByRole('alert')).toHaveTextContent(
      'Please add result and range or select file for test Lipid Profile',
    );
    await expect(lipids.getByRole('textbox', { name: 'Result' })).toHaveFocus();
    await expect(store.sent).toHaveLength(0);
  },
};

/** 001 §4: PNG bytes named x.pdf are refused by their content ("Only pdf files are allowed"); nothing is kept. */
export const NotPdf: Story = {
  play: async ({ canvasElement }) => {
    const { card } = await yousefsCard(canvasElement);
    const glucose = test(card, 'Fasting Blood Glucose');
    await userEvent.upload(glucose.getByLabelText('Report (PDF)'), pngNamedPdf());
    await expect(await glucose.findByText('Only pdf files are allowed')).toBeVisible();
    await expect(glucose.queryByText('x.pdf')).toBeNull();
  },
};

/**
 * A result and range for one test, a PDF for the other: the percentage shows
 * while sending, then "Result sent successfully" and the card leaves the list.
 */
export const SendWithPdf: Story = {
  play: async ({ canvas, canvasElement }) => {
    const { card, inCard } = await yousefsCard(canvasElement);
    const lipids = test(card, 'Lipid Profile');
    await userEvent.type(lipids.getByRole('textbox', { name: 'Result' }), '5.1 mmol/L');
    await userEvent.type(lipids.getByRole('textbox', { name: 'Reference Range' }), '< 5.2 mmol/L');
    const glucose = test(card, 'Fasting Blood Glucose');
    await userEvent.upload(glucose.getByLabelText('Report (PDF)'), pdfReport());
    await expect(await glucose.findByText('glucose.pdf')).toBeVisible();
    await userEvent.click(inCard.getByRole('button', { name: /^Send Result/ }));
    await expect(await inCard.findByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expectToast('Result sent successfully');
    await waitFor(() => expect(card).not.toBeInTheDocument());
    await expect(canvas.getByRole('heading', { name: 'Patient: Priya Menon' })).toBeVisible();
    const [form] = store.sent;
    await expect(form?.get('id')).toBe('lab-yousef-lipids');
    await expect(JSON.parse(form?.get('data') as string)).toEqual([
      { test: 'Lipid Profile', result: '5.1 mmol/L', range: '< 5.2 mmol/L' },
      { test: 'Fasting Blood Glucose', result: '', range: '', file: 'glucose.pdf' },
    ]);
    await expect((form?.get('files') as File | null)?.name).toBe('glucose.pdf');
  },
};

/** A refusal: "Problem while sending the result", the server's message under it; the form keeps what was typed. */
export const ServerFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('post', '/labRequests/updateRequest', 415, { message: 'Only pdf files are allowed' }),
        ...store.handlers,
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { card, inCard } = await yousefsCard(canvasElement);
    for (const name of ['Lipid Profile', 'Fasting Blood Glucose']) {
      const fields = test(card, name);
      await userEvent.type(fields.getByRole('textbox', { name: 'Result' }), 'Normal');
      await userEvent.type(fields.getByRole('textbox', { name: 'Reference Range' }), 'Normal');
    }
    await userEvent.click(inCard.getByRole('button', { name: /^Send Result/ }));
    await expectToast('Problem while sending the result');
    await expectToast('Only pdf files are allowed');
    await expect(card).toBeInTheDocument();
    await expect(test(card, 'Lipid Profile').getByRole('textbox', { name: 'Result' })).toHaveValue('Normal');
    await expect(inCard.getByRole('button', { name: /^Send Result/ })).toBeEnabled();
  },
};

/** 390 px, right to left, once the cards and their forms have loaded: nothing reaches past the screen. */
export const ArabicPhone: Story = {
  globals: { ...arabic, ...phone },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findAllByRole('group', { name: 'Lipid Profile' }, slow);
    await expectFitsViewport(canvasElement);
  },
};
