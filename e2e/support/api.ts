import { type ApiClient, createApiClient, createMemoryStorage, createSession, isApiError } from '@aafiya/api-client';

/**
 * A signed-in API client for steps a test needs but does not exercise in the
 * browser (e.g. an admin approving a hospital). It speaks the same enveloped
 * JSON as the sites.
 */
export async function signInApi(baseUrl: string, email: string, password: string): Promise<ApiClient> {
  const session = createSession(createMemoryStorage());
  const api = createApiClient({ baseUrl: `${baseUrl}/api`, session, onUnauthorized: () => undefined });
  const { data } = await api.POST('/users/login', { body: { email, password } });
  if (!data) throw new Error(`Could not sign in ${email}`);
  session.saveLogin(data);
  return api;
}

/** The HTTP status of a call: 200 when it succeeded, the error's status when the client threw one. */
export async function statusOf(call: () => Promise<unknown>): Promise<number> {
  try {
    await call();
    return 200;
  } catch (error) {
    if (isApiError(error)) return error.status;
    throw error;
  }
}
