import { useEffect, useRef } from 'react';

/**
 * A layer open above the dialog's own content: a react-aria popover portalled
 * into the window (a select's or multi-select's list, a date picker; not one
 * already closing), or a menu.
 */
const openPopover = '[data-trigger]:not([data-exiting])';
const openMenu = '[data-slot="menu-content"][data-state="open"]';

/** The dialog window marked `data-popover-host={popoverHost}`. */
export function popoverHostElement(popoverHost: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-popover-host="${popoverHost}"]`);
}

function hasOpenLayer(popoverHost: string): boolean {
  return (
    popoverHostElement(popoverHost)?.querySelector(openPopover) != null || document.querySelector(openMenu) !== null
  );
}

/**
 * Escape and a click outside close only the innermost open layer, never the
 * dialog window (marked `data-popover-host={popoverHost}`) under it.
 *
 * Radix hears Escape on the document in the capture phase, before the list's
 * own handler, so it would close the window along with the list. Looking at
 * the event's target is not enough: a multi-select keeps focus in its search
 * box while its list is open, outside the popover. So the question is whether
 * a layer is open in the window at all. For a click outside, radix decides on
 * the click, when the list has already closed on the press (its search box
 * lost focus): the answer is taken when the pointer goes down.
 */
export function useInnerLayers(popoverHost: string) {
  const openAtPointerDown = useRef(false);
  useEffect(() => {
    const onPointerDown = () => {
      openAtPointerDown.current = hasOpenLayer(popoverHost);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [popoverHost]);
  return {
    onEscapeKeyDown: (event: KeyboardEvent) => {
      if (hasOpenLayer(popoverHost)) event.preventDefault();
    },
    onPointerDownOutside: (event: Event) => {
      if (openAtPointerDown.current || hasOpenLayer(popoverHost)) event.preventDefault();
    },
  };
}
