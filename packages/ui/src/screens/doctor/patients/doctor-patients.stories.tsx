import { toPatientCard } from '@aafiya/api-client';
import { patients } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectFitsViewport, phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { desktop } from '../../../stories/viewports';
import { userEvent } from '../../../stories/user-event';
import { DoctorPatients } from './doctor-patients';

const cards = patients.patients.map(toPatientCard);

const meta = {
  title: 'Doctor/Patients',
  component: DoctorPatients,
  args: { patients: cards, page: 0, pageCount: 3, onPageChange: fn(), onOpenPatient: fn() },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="w-[62rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DoctorPatients>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card holding `element`. */
function cardOf(element: HTMLElement): HTMLElement {
  const card = element.closest<HTMLElement>('[data-slot="patient-card"]');
  if (!card) throw new Error('Not inside a patient card.');
  return card;
}

export const Populated: Story = {
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list', { name: 'Patients' });
    await expect(within(list).getAllByRole('button', { name: /^Mr\/Mrs\. / })).toHaveLength(3);
    // "Mr/Mrs." plus the name, the gender, the email and phone links.
    const name = canvas.getByRole('button', { name: 'Mr/Mrs. Priya Menon Female' });
    const priya = within(cardOf(name));
    await expect(priya.getByRole('link', { name: patients.patientPriya.email })).toHaveAttribute(
      'href',
      `mailto:${patients.patientPriya.email}`,
    );
    await expect(priya.getByRole('link', { name: /^\+971/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+971\d+$/),
    );
    await userEvent.click(name);
    await expect(args.onOpenPatient).toHaveBeenCalledWith('pat-priya-menon');
  },
};

export const Paging: Story = {
  name: 'Prev, numbered pages, Next',
  play: async ({ args, canvas }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(pager.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await userEvent.click(pager.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

export const Loading: Story = {
  args: { patients: [], loading: true, pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
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
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="patients-list"]')?.closest('[dir]')).toHaveAttribute(
      'dir',
      'rtl',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'السيد/السيدة مريم الكعبي أنثى' }));
    await expect(args.onOpenPatient).toHaveBeenCalledWith('pat-mariam-kaabi');
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

export const Phone: Story = phoneStory();

export const ArabicPhone: Story = phoneStory({ arabic: true });

/** At 1440 px: the desktop layout fits too. */
export const Desktop: Story = {
  globals: { ...desktop },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement);
  },
};
