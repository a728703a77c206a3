import { useEffect } from 'react';
import { popoverHostElement } from './inner-layers';

/** A react-aria popover (a select's list, a date picker's calendar) portalled into the window. */
const popover = '[data-trigger]';

/**
 * When a react-aria popover inside the window closes while it has focus (a
 * choice made with Enter, Escape, a day picked), its elements leave the page
 * and radix's focus trap moves focus to the window itself (once per removed
 * node, even after react-aria gave it back to the popover's trigger). This
 * puts focus back on the element that had it before the popover opened (the
 * select's button, the date field's calendar button), so a keyboard user goes
 * on from there. The window's own focus is left alone at any other time.
 */
export function usePopoverFocusReturn(popoverHost: string) {
  useEffect(() => {
    // The element of the window focused last outside a popover, and whether focus came back from one just now.
    let beforePopover: HTMLElement | null = null;
    let fromPopover = false;
    let settling: ReturnType<typeof setTimeout> | undefined;
    // The window is focused in bursts, within the task that closed the popover: stop watching after it.
    const settle = () => {
      clearTimeout(settling);
      settling = setTimeout(() => {
        fromPopover = false;
      }, 0);
    };
    const onFocusIn = (event: FocusEvent) => {
      const host = popoverHostElement(popoverHost);
      const target = event.target;
      if (!host || !(target instanceof HTMLElement) || !host.contains(target)) return;
      if (target.closest(popover)) {
        clearTimeout(settling);
        fromPopover = true;
        return;
      }
      if (fromPopover && target === host && beforePopover?.isConnected) {
        beforePopover.focus();
        settle();
        return;
      }
      if (fromPopover && target === beforePopover) {
        settle();
        return;
      }
      fromPopover = false;
      if (target !== host) beforePopover = target;
    };
    document.addEventListener('focusin', onFocusIn, true);
    return () => {
      clearTimeout(settling);
      document.removeEventListener('focusin', onFocusIn, true);
    };
  }, [popoverHost]);
}
