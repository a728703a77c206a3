import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { Button } from '../button';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../menu';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './dialog';

type DialogStoryArgs = Pick<DialogContentProps, 'size' | 'showCloseButton'> & {
  onOpenChange: (open: boolean) => void;
  defaultOpen?: boolean;
};

/** Service Details modal (spec 000 §3): name, price, covered by insurance, description. */
function ServiceDetailsDialog({ onOpenChange, defaultOpen, ...content }: DialogStoryArgs) {
  return (
    <Dialog onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button variant="link">General Check-up</Button>
      </DialogTrigger>
      <DialogContent {...content}>
        <DialogHeader>
          <DialogTitle>Service Details</DialogTitle>
          <DialogDescription>General Check-up</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <dt className="font-semibold">Price</dt>
          <dd>AED 150</dd>
          <dt className="font-semibold">Covered by insurance</dt>
          <dd>Yes</dd>
        </dl>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button>Save</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: ServiceDetailsDialog,
  args: { onOpenChange: fn(), size: 'md', showCloseButton: true },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof ServiceDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const OpenWithMouse: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'General Check-up' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Service Details' });
    await expect(dialog).toHaveAccessibleDescription('General Check-up');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // The × button closes it, and focus goes back to the trigger.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const KeyboardAndEscape: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'General Check-up' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Service Details' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Focus is trapped: tabbing round never leaves the dialog.
    for (let step = 0; step < 5; step++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const FooterCancel: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Service Details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const WithoutCloseButton: Story = {
  args: { defaultOpen: true, showCloseButton: false },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Service Details' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

const sizeWidths = { sm: 384, md: 512, lg: 672, xl: 896 } as const;

/** Each size caps the dialog's width (sm 384 px, md 512, lg 672, xl 896). */
const hasSizeWidth: Story['play'] = async ({ args }) => {
  const dialog = await body.findByRole('dialog', { name: 'Service Details' });
  await expect(dialog.getBoundingClientRect().width).toBe(sizeWidths[args.size ?? 'md']);
};

export const Small: Story = { args: { defaultOpen: true, size: 'sm' }, play: hasSizeWidth };
export const Medium: Story = { args: { defaultOpen: true, size: 'md' }, play: hasSizeWidth };
export const Large: Story = { args: { defaultOpen: true, size: 'lg' }, play: hasSizeWidth };
export const ExtraLarge: Story = { args: { defaultOpen: true, size: 'xl' }, play: hasSizeWidth };

export const Arabic: Story = {
  globals: arabic,
  render: (args) => (
    <Dialog onOpenChange={args.onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="link">فحص عام</Button>
      </DialogTrigger>
      <DialogContent size={args.size}>
        <DialogHeader>
          <DialogTitle>تفاصيل الخدمة</DialogTitle>
          <DialogDescription>فحص عام</DialogDescription>
        </DialogHeader>
        <p className="text-sm">السعر: 150 درهم</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">إلغاء</Button>
          </DialogClose>
          <Button>حفظ</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'فحص عام' }));
    const dialog = await body.findByRole('dialog', { name: 'تفاصيل الخدمة' });
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    // The × button sits at the inline end: the left-hand corner in Arabic.
    const close = within(dialog).getByRole('button', { name: 'إغلاق' });
    const box = dialog.getBoundingClientRect();
    await expect(close.getBoundingClientRect().left - box.left).toBeLessThan(box.width / 2);
    await userEvent.click(close);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A card's ⋮ menu whose Update item opens the dialog by state (no DialogTrigger). */
function MenuOpenedDialog({ onOpenChange }: Pick<DialogStoryArgs, 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Menu>
        <MenuTrigger label="Actions for General Check-up" />
        <MenuContent>
          <MenuItem
            onSelect={() => {
              setOpen(true);
            }}
          >
            Update
          </MenuItem>
        </MenuContent>
      </Menu>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Update Service</DialogTitle>
            <DialogDescription>General Check-up</DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>
    </>
  );
}

/**
 * Opened from a menu item: the menu has closed by the time the dialog does, so
 * focus goes back to the menu's ⋮ button (not to the page body).
 */
export const OpenedFromAMenu: Story = {
  render: (args) => <MenuOpenedDialog onOpenChange={args.onOpenChange} />,
  play: async ({ canvas }) => {
    const menuButton = canvas.getByRole('button', { name: 'Actions for General Check-up' });
    await userEvent.click(menuButton);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Update' }));
    const dialog = await body.findByRole('dialog', { name: 'Update Service' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};
