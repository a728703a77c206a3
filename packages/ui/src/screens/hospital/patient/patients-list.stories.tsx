import { toPatientCard } from '@aafiya/api-client';
import { patients } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { Button } from '../../../components/button';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { PatientsList } from './patients-list';

const cards = patients.patients.map(toPatientCard);

const meta = {
  title: 'Hospital/Patient',
  component: PatientsList,
  args: { patients: cards, page: 0, pageCount: 3, onPageChange: fn(), onOpen: fn() },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="w-[62rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PatientsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Patients' });
    await expect(within(list).getAllByRole('button', { name: /^Mr\/Mrs\. / })).toHaveLength(3);
    // "Mr/Mrs." and the name, the gender, email and phone links.
    const name = canvas.getByRole('button', { name: 'Mr/Mrs. Yousef Al Hammadi Male' });
    const yousef = within(cardOf(name));
    await expect(yousef.getByRole('link', { name: 'yousef.alhammadi@example.ae' })).toHaveAttribute(
      'href',
      'mailto:yousef.alhammadi@example.ae',
    );
    await expect(yousef.getByRole('link', { name: '+971-55 987 6543' })).toHaveAttribute('href', 'tel:+971559876543');
    await userEvent.click(yousef.getByRole('button', { name: /Yousef Al Hammadi/ }));
    await expect(args.onOpen).toHaveBeenCalledWith('pat-yousef-hammadi');
  },
};

export const Pager: Story = {
  play: async ({ args, canvas }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(pager.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await userEvent.click(pager.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

export const WithAction: Story = {
  name: 'With an action (the nurse’s Add Patient)',
  args: { action: <Button>Add Patient</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add Patient' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { patients: [], loading: true, pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Empty: Story = {
  args: { patients: [], pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No patients Found')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Failure: Story = {
  name: 'Error',
  args: { patients: [], error: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Problem while getting patients');
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="patients-list"]')?.closest('[dir]')).toHaveAttribute(
      'dir',
      'rtl',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'المرضى' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'السيد/السيدة مريم الكعبي أنثى' }));
    await expect(args.onOpen).toHaveBeenCalledWith('pat-mariam-kaabi');
    await userEvent.click(canvas.getByRole('button', { name: 'التالي' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

export const ArabicEmpty: Story = {
  ...Empty,
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('لا يوجد مرضى')).toBeVisible();
  },
};

function cardOf(element: HTMLElement): HTMLElement {
  const card = element.closest<HTMLElement>('[data-slot="patient-card"]');
  if (!card) throw new Error('Not inside a patient card.');
  return card;
}

export const ArabicPhone: Story = phoneStory({ arabic: true });
