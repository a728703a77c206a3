import { useRef } from 'react';

/** The element focused last, and where focus goes back to if a dialog opens from it. */
let last: { element: HTMLElement; opener: HTMLElement } | null = null;

/** An item of an open menu stands for the menu's trigger: the menu closes as the dialog opens. */
function openerOf(element: HTMLElement): HTMLElement {
  const menu = element.closest('[role="menu"]');
  if (menu?.id) {
    const trigger = document.querySelector(`[aria-controls="${CSS.escape(menu.id)}"]`);
    if (trigger instanceof HTMLElement) return trigger;
  }
  return element;
}

// Recorded as focus moves: by the time a dialog opened from a menu item mounts,
// the menu (and the focused item) is already gone.
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement) last = { element: event.target, opener: openerOf(event.target) };
    },
    true,
  );
}

/** Where focus should go back to when a dialog opening now closes. */
function currentOpener(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) {
    return last?.element === active ? last.opener : openerOf(active);
  }
  return last?.opener.isConnected ? last.opener : null;
}

export interface AutoFocusHandlers {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Handlers for a radix dialog's content: when it closes, focus goes back to
 * the element that opened it: its trigger, the button or table link whose
 * handler opened it, or the trigger of the menu whose item did. The caller's
 * own handlers run first; one that prevents the default decides by itself.
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers = {}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = currentOpener();
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = opener.current;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
