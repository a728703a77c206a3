import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { ConfirmDialog } from '../confirm-dialog';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from './menu';

interface CardMenuArgs {
  onOpenChange: (open: boolean) => void;
  onUpdate: () => void;
  onDelete: () => void;
  /** Accessible name of the trigger; the default is "More actions". */
  label?: string;
  disableDelete?: boolean;
}

/** The offer card's menu (spec 000 §3): Delete and Update. */
function OfferCardMenu({ onOpenChange, onUpdate, onDelete, label, disableDelete }: CardMenuArgs) {
  return (
    <Menu onOpenChange={onOpenChange}>
      <MenuTrigger label={label} />
      <MenuContent>
        <MenuItem onSelect={onUpdate}>
          <Pencil aria-hidden="true" />
          Update
        </MenuItem>
        <MenuItem variant="destructive" onSelect={onDelete} disabled={disableDelete}>
          <Trash2 aria-hidden="true" />
          Delete
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}

const meta = {
  title: 'Primitives/Menu',
  component: OfferCardMenu,
  args: { onOpenChange: fn(), onUpdate: fn(), onDelete: fn() },
} satisfies Meta<typeof OfferCardMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Left open, so the accessibility check also covers the open menu. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    const menu = await body.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Update', 'Delete']);
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('data-variant', 'destructive');
  },
};

export const OpenWithMouse: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'More actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Update' }));
    await expect(args.onUpdate).toHaveBeenCalledOnce();
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'More actions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Update' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'More actions' });
    await userEvent.click(trigger);
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onUpdate).not.toHaveBeenCalled();
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

export const DisabledItem: Story = {
  args: { disableDelete: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    const menu = await body.findByRole('menu');
    const remove = within(menu).getByRole('menuitem', { name: 'Delete' });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(remove, { pointerEventsCheck: 0 });
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
  },
};

export const CustomLabel: Story = {
  args: { label: 'Actions for 20% off check-up' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Actions for 20% off check-up' })).toBeVisible();
  },
};

/** The promo video card's menu (spec 000 §3): Play and Delete, with a heading and a separator. */
export const PromoVideoMenu: Story = {
  render: (args) => (
    <Menu onOpenChange={args.onOpenChange}>
      <MenuTrigger label="Promo video actions" />
      <MenuContent>
        <MenuLabel>Clinic tour</MenuLabel>
        <MenuItem onSelect={args.onUpdate}>
          <Play aria-hidden="true" />
          Play
        </MenuItem>
        <MenuSeparator />
        <MenuItem variant="destructive" onSelect={args.onDelete}>
          <Trash2 aria-hidden="true" />
          Delete
        </MenuItem>
      </MenuContent>
    </Menu>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Promo video actions' }));
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Play' }));
    await expect(args.onUpdate).toHaveBeenCalledOnce();
  },
};

function MenuWithConfirmation({ onDelete, onOpenChange, onUpdate }: CardMenuArgs) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <OfferCardMenu
        onOpenChange={onOpenChange}
        onUpdate={onUpdate}
        onDelete={() => {
          setConfirming(true);
        }}
      />
      <ConfirmDialog open={confirming} onOpenChange={setConfirming} onConfirm={onDelete} />
    </>
  );
}

/** Delete asks "Are you sure you want to delete this item?" before anything is deleted. */
export const DeleteWithConfirmation: Story = {
  render: (args) => <MenuWithConfirmation {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Are you sure you want to delete this item?' });
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const Arabic: Story = {
  globals: arabic,
  render: (args) => (
    // Room on both sides, so the menu's alignment is not changed to avoid the viewport's edge.
    <div className="flex w-96 justify-center">
      <Menu onOpenChange={args.onOpenChange}>
        <MenuTrigger />
        <MenuContent>
          <MenuItem onSelect={args.onUpdate}>
            <Pencil aria-hidden="true" />
            تحديث
          </MenuItem>
          <MenuItem variant="destructive" onSelect={args.onDelete}>
            <Trash2 aria-hidden="true" />
            حذف
          </MenuItem>
        </MenuContent>
      </Menu>
    </div>
  ),
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'إجراءات أخرى' });
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu');
    await expect(menu).toHaveAttribute('dir', 'rtl');
    // Aligned with the trigger's inline end, which in Arabic is its left edge.
    await waitFor(() => expect(menu.getBoundingClientRect().left).toBeCloseTo(trigger.getBoundingClientRect().left, 0));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'حذف' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};
