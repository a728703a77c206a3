import { isApiError } from '@aafiya/api-client';

// Signed-in API clients for steps a test needs but does not exercise in the
// browser come from the run's stored sessions: apiAs in ./sessions.

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
