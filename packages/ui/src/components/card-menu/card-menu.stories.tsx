import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Play } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { expect, fn, waitFor, within } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { CardMenu } from './card-menu';

interface OfferMenuArgs {
  label: string;
  /** Update, when given (an offer's card). */
  onUpdate?: () => void;
  onDelete?: () => void | Promise<void>;
}

/** An offer card's menu (000 §2.5): Update, then Delete behind the confirmation. */
function OfferMenu({ label, onUpdate, onDelete }: OfferMenuArgs) {
  const { t } = useTranslation('common');
  return (
    <CardMenu
      label={label}
      actions={onUpdate && [{ label: t('update'), icon: Pencil, onSelect: onUpdate }]}
      onDelete={onDelete}
    />
  );
}

const meta = {
  title: 'Primitives/CardMenu',
  component: OfferMenu,
  args: { label: 'Actions for 20% off check-up', onUpdate: fn(), onDelete: fn() },
} satisfies Meta<typeof OfferMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Opens the menu by its trigger and gives the menu's items. */
async function openMenu(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return within(await body.findByRole('menu'));
}

/** Left open, so the accessibility check also covers the open menu. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement, args.label);
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Update', 'Delete']);
    await expect(menu.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('data-variant', 'destructive');
  },
};

export const Update: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement, args.label);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Update' }));
    await expect(args.onUpdate).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Delete asks "Are you sure you want to delete this item?" first; focus then goes back to the trigger. */
export const DeleteConfirmed: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement, args.label);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Are you sure you want to delete this item?' });
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: args.label })).toHaveFocus());
  },
};

export const DeleteCancelled: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement, args.label);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: args.label })).toHaveFocus());
  },
};

/** A failed delete (rejected promise) keeps the confirmation open for another try. */
export const DeleteFails: Story = {
  args: { onDelete: fn(() => Promise.reject(new Error('Server unavailable'))) },
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement, args.label);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog).not.toHaveAttribute('aria-busy'));
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** Without onDelete there is no Delete item (a read-only promo video: Play only). */
export const WithoutDelete: Story = {
  args: { label: 'Actions for Clinic tour', onUpdate: undefined, onDelete: undefined },
  render: ({ label }) => (
    <CardMenu label={label} actions={[{ label: 'Play', icon: Play, onSelect: () => undefined }]} />
  ),
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement, args.label);
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Play']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

/** No action at all: no trigger either. */
export const NoActions: Story = {
  args: { onUpdate: undefined, onDelete: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { label: 'إجراءات خصم 20% على الفحص' },
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement, args.label);
    await expect(body.getByRole('menu')).toHaveAttribute('dir', 'rtl');
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['تحديث', 'حذف']);
    await userEvent.click(menu.getByRole('menuitem', { name: 'حذف' }));
    const dialog = await body.findByRole('alertdialog', { name: 'هل أنت متأكد أنك تريد حذف هذا العنصر؟' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};
