// Story helpers of the admin screens (stories only; not exported from the package).
import { handlers } from '@aafiya/api-client/mocks';
import type { Decorator } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { withApi } from '../../../stories/with-api';

/** The signed-in admin of the connected stories. */
export const withAdminApi: Decorator = withApi({ storage: { token: 'story-token', role: 'ADMIN' } });

/** MSW parameters: `first` answers before the default handlers (which answer every other call with fixtures). */
export function adminAnswers(...first: HttpHandler[]): { msw: { handlers: HttpHandler[] } } {
  return { msw: { handlers: [...first, ...handlers] } };
}

/** A gate a story's handler waits at until the play function opens it (a request kept pending). */
export function createGate() {
  let release: () => void = () => undefined;
  let promise = Promise.resolve();
  return {
    /** Closes the gate (in the story's beforeEach). */
    reset: () => {
      promise = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    wait: () => promise,
    open: () => {
      release();
    },
  };
}
