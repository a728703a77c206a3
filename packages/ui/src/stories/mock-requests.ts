// The requests of connected stories, as MSW sees them: one that never answers
// and a log of those that went out (stories only; not exported from the package).
import type { paths } from '@aafiya/api-client';
import { mockUrl, readMockJson } from '@aafiya/api-client/mocks';
import { delay, http, type HttpHandler } from 'msw';

type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * A request to the contract path `path` that never answers: the screen stays
 * loading (or pending, for a write). Put it before the story's other handlers.
 */
export function neverAnswer(method: Method, path: keyof paths): HttpHandler {
  return http[method](mockUrl(path), async () => {
    await delay('infinite');
  });
}

/**
 * Records the requests to a contract path and lets them through to the next
 * handler: their URLs as they arrive, and the decrypted JSON bodies of writes.
 * `const log = requestLog('get', '/doctors')`, put `log.handler` first in the
 * story's handlers and `log.clear()` in `beforeEach`; then assert on
 * `log.urls` (how many went out, with which query) or `log.bodies`.
 */
export function requestLog(method: Method, path: keyof paths) {
  const urls: URL[] = [];
  const bodies: unknown[] = [];
  return {
    urls,
    bodies,
    handler: http[method](mockUrl(path), async ({ request }) => {
      urls.push(new URL(request.url));
      if (method === 'post' || method === 'put') bodies.push(await readMockJson(request));
    }),
    clear: () => {
      urls.length = 0;
      bodies.length = 0;
    },
  };
}
