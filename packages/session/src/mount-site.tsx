import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders a site into its index.html's `#root` element. */
export function mountSite(site: ReactNode, elementId = 'root'): void {
  const element = document.getElementById(elementId);
  if (!element) throw new Error(`The page has no #${elementId} element to render the site in`);
  createRoot(element).render(<StrictMode>{site}</StrictMode>);
}
