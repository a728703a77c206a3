import { Trash2, type LucideIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ConfirmDialog } from '../confirm-dialog';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../menu';

export interface CardMenuAction {
  /** The item's text (Update, Play). */
  label: string;
  /** A decorative icon before the text. */
  icon: LucideIcon;
  onSelect: () => void;
}

export interface CardMenuProps {
  /** Accessible name of the ⋮ trigger, naming the card (e.g. "Actions for Clinic tour"). */
  label: string;
  /** The items before Delete, in order. */
  actions?: readonly CardMenuAction[];
  /**
   * Delete after "Are you sure you want to delete this item?"; without it the
   * menu has no Delete item. A returned promise keeps the confirmation busy; a
   * rejection keeps it open.
   */
  onDelete?: () => void | Promise<void>;
}

/**
 * A card's ⋮ action menu (000 §2.5: an offer's Update and Delete, a promo
 * video's Play and Delete). Delete is last and asks for confirmation first;
 * when the confirmation closes, focus goes back to the trigger. Nothing is
 * shown when there is no action.
 */
export function CardMenu({ label, actions = [], onDelete }: CardMenuProps) {
  const { t } = useTranslation('common');
  const [confirming, setConfirming] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  if (actions.length === 0 && !onDelete) return null;
  return (
    <>
      <Menu>
        <MenuTrigger ref={triggerRef} label={label} />
        <MenuContent>
          {actions.map(({ label: text, icon: Icon, onSelect }) => (
            <MenuItem key={text} onSelect={onSelect}>
              <Icon aria-hidden="true" />
              {text}
            </MenuItem>
          ))}
          {onDelete && (
            <MenuItem
              variant="destructive"
              onSelect={() => {
                setConfirming(true);
              }}
            >
              <Trash2 aria-hidden="true" />
              {t('delete')}
            </MenuItem>
          )}
        </MenuContent>
      </Menu>
      {onDelete && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          onConfirm={onDelete}
          onCloseAutoFocus={(event) => {
            // The dialog has no trigger of its own: back to the menu's.
            event.preventDefault();
            triggerRef.current?.focus();
          }}
        />
      )}
    </>
  );
}
