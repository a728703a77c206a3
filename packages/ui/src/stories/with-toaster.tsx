import type { Decorator } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { Toaster } from '../components/toaster';

/**
 * Decorator mounting the one `<Toaster />` a screen's toasts need, kept open
 * long enough for a play function to read them. Clear the toast store in the
 * meta's `beforeEach` (`toast.clear()`), since it is shared by all stories.
 */
export const withToaster: Decorator = (Story) => (
  <>
    <Story />
    <Toaster duration={60_000} />
  </>
);

/** The toasts' region (rendered in the document, outside the story's canvas). */
export function toastRegion() {
  return within(within(document.body).getByRole('region', { name: /F8/ }));
}
