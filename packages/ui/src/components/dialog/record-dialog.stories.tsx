import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { Button } from '../button';
import { DialogDescription, DialogHeader, DialogTitle } from './dialog';
import { RecordDialog } from './record-dialog';

interface Service {
  name: string;
  price: string;
}

interface RecordListArgs {
  title: string;
  services: readonly Service[];
  priceLabel: string;
  onClose: () => void;
}

/** Service links of a table: each opens the Service Details of its row (no DialogTrigger). */
function ServiceLinks({ title, services, priceLabel, onClose }: RecordListArgs) {
  const [shown, setShown] = useState<Service | null>(null);
  return (
    <>
      <ul className="flex flex-col items-start gap-2">
        {services.map((service) => (
          <li key={service.name}>
            <Button
              variant="link"
              onClick={() => {
                setShown(service);
              }}
            >
              {service.name}
            </Button>
          </li>
        ))}
      </ul>
      <RecordDialog
        record={shown}
        size="sm"
        data-slot="story-record"
        onClose={() => {
          onClose();
          setShown(null);
        }}
      >
        {(service) => (
          <>
            <DialogHeader>
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription>{service.name}</DialogDescription>
            </DialogHeader>
            <p className="text-sm">
              {priceLabel}: {service.price}
            </p>
          </>
        )}
      </RecordDialog>
    </>
  );
}

const services: Service[] = [
  { name: 'General Check-up', price: 'AED 150' },
  { name: 'Flu Vaccination', price: 'Free' },
];
const arabicServices: Service[] = [{ name: 'فحص عام', price: '150 درهم' }];

const meta = {
  title: 'Primitives/RecordDialog',
  component: ServiceLinks,
  args: { title: 'Service Details', priceLabel: 'Price', services, onClose: fn() },
} satisfies Meta<typeof ServiceLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** The second link's record; Escape closes it and focus goes back to that link. */
export const OpenAndClose: Story = {
  play: async ({ args, canvas }) => {
    await expect(body.queryByRole('dialog')).toBeNull();
    const link = canvas.getByRole('button', { name: 'Flu Vaccination' });
    await userEvent.click(link);
    const dialog = await body.findByRole('dialog', { name: 'Service Details' });
    await expect(dialog).toHaveAccessibleDescription('Flu Vaccination');
    await expect(dialog).toHaveAttribute('data-slot', 'story-record');
    await expect(within(dialog).getByText('Price: Free')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(link).toHaveFocus());
  },
};

/** Opened with the keyboard; the × button closes it and focus goes back to the link. */
export const KeyboardAndCloseButton: Story = {
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('button', { name: 'General Check-up' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Service Details' });
    await expect(within(dialog).getByText('Price: AED 150')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(link).toHaveFocus());
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { title: 'تفاصيل الخدمة', priceLabel: 'السعر', services: arabicServices },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('button', { name: 'فحص عام' });
    await userEvent.click(link);
    const dialog = await body.findByRole('dialog', { name: 'تفاصيل الخدمة' });
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await expect(dialog).toHaveAccessibleDescription('فحص عام');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إغلاق' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(link).toHaveFocus());
  },
};
