import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element scrolls sideways: its content (e.g. a table whose words
 * do not fit) is wider than its box. Measured on every resize of the element
 * or of its first child, so it follows the window, the container and the data.
 */
export function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The observer reports each observed element once when observing starts, then on every change.
    const observer = new ResizeObserver(() => {
      setScrolls(element.scrollWidth > element.clientWidth + 1);
    });
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      observer.disconnect();
    };
  }, [ref]);
  return scrolls;
}
