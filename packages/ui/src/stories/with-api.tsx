import { ApiProvider, createApiClient, createMemoryStorage, createSession, type Session } from '@aafiya/api-client';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

export interface StoryApiOptions {
  /** Local storage of the story's session (e.g. a signed-in user's token and role). */
  storage?: Record<string, string>;
  /** What a 401 does; default: nothing (the story stays on screen). */
  onUnauthorized?: () => void;
}

/** A client for one story: its own in-memory session and query cache; requests go to the story's MSW handlers. */
export function createStoryApi(options: StoryApiOptions = {}): {
  client: ReturnType<typeof createApiClient>;
  session: Session;
} {
  const session = createSession(createMemoryStorage(options.storage));
  const client = createApiClient({ session, onUnauthorized: options.onUnauthorized ?? (() => undefined) });
  return { client, session };
}

/**
 * Decorator of connected stories: an ApiProvider with a fresh client and query
 * cache per story, without retries (error states show at once). Set the story's answers with `parameters.msw.handlers`.
 */
export function withApi(options: StoryApiOptions = {}): Decorator {
  function StoryApi({ children }: { children: ReactNode }) {
    const [api] = useState(() => ({
      ...createStoryApi(options),
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
    }));
    return (
      <ApiProvider client={api.client} queryClient={api.queryClient}>
        {children}
      </ApiProvider>
    );
  }
  // Keyed by the story: a story rendered where another was (the same page runs
  // many stories) gets its own client and cache, never the one before it.
  return (Story, context) => (
    <StoryApi key={context.id}>
      <Story />
    </StoryApi>
  );
}
