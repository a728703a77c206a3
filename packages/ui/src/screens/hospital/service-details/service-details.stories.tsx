import type { ServiceDetails } from '@aafiya/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { expectFitsViewport, phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { ServiceButton } from './service-button';
import { ServiceDetailsDialog } from './service-details-dialog';

const consultation: ServiceDetails = {
  id: 'svc-consultation',
  name: 'Specialist Consultation',
  price: 350,
  isFree: false,
  coveredByInsurance: true,
  description: 'A 30-minute consultation with a specialist, including a follow-up message within 7 days.',
};
const vaccination: ServiceDetails = { id: 'svc-flu', name: 'Flu Vaccination', isFree: true, coveredByInsurance: false };

const meta = {
  title: 'Hospital/Service Details',
  component: ServiceDetailsDialog,
  args: { service: consultation, onClose: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ServiceDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** The definition list of the open modal, as term → value. */
async function details() {
  const dialog = await body.findByRole('dialog', { name: 'Service Details' });
  const terms = within(dialog)
    .getAllByRole('term')
    .map((term) => term.textContent);
  const values = within(dialog)
    .getAllByRole('definition')
    .map((value) => value.textContent);
  return { dialog, rows: Object.fromEntries(terms.map((term, i) => [term, values[i]])) };
}

export const PaidAndCovered: Story = {
  play: async ({ args }) => {
    const { dialog, rows } = await details();
    await expect(dialog).toHaveAccessibleDescription('Specialist Consultation');
    await expect(rows).toEqual({
      Name: 'Specialist Consultation',
      Price: 'AED 350',
      'Covered by insurance': 'Yes',
      Description: consultation.description,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const FreeWithoutDescription: Story = {
  args: { service: vaccination },
  play: async ({ args }) => {
    const { rows } = await details();
    await expect(rows).toEqual({
      Name: 'Flu Vaccination',
      Price: 'Free',
      'Covered by insurance': 'No',
      Description: 'No description',
    });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { service: null },
  play: async () => {
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { service: { ...consultation, name: 'استشارة أخصائي', description: 'استشارة لمدة 30 دقيقة مع أخصائي.' } },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'تفاصيل الخدمة' });
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await expect(within(dialog).getByText('350 درهم')).toBeVisible();
    await expect(within(dialog).getByText('نعم')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeVisible();
  },
};

/** A table cell's service name opens the modal; a missing service reads "N/A". */
function ServiceCell({ service }: { service?: ServiceDetails }) {
  const [open, setOpen] = useState<ServiceDetails | null>(null);
  return (
    <>
      <ServiceButton service={service} onOpen={setOpen} />
      <ServiceDetailsDialog
        service={open}
        onClose={() => {
          setOpen(null);
        }}
      />
    </>
  );
}

export const FromATableCell: Story = {
  render: () => <ServiceCell service={consultation} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Specialist Consultation' });
    await userEvent.click(trigger);
    const { dialog } = await details();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const NoService: Story = {
  render: () => <ServiceCell />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('N/A')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvasElement }) => {
    await details();
    await expectFitsViewport(canvasElement);
  },
};
