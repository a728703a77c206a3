/** The message of a network failure (no answer), as axios words it. */
export const NETWORK_ERROR_MESSAGE = 'Network Error';

/**
 * A failed call: the HTTP status (0 when no answer arrived) and the message to
 * show, which is the server's `message` when it sent one.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The parsed error body (`{ message }` from the server), when there was one. */
  readonly body: unknown;

  constructor(status: number, message: string, options: { body?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.status = status;
    this.body = options.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's `message`, or a default naming the status when the body has none. */
export function errorMessageOf(body: unknown, status: number): string {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  if (typeof body === 'string' && body.trim() !== '' && body.length <= 200 && !body.trimStart().startsWith('<')) {
    return body.trim();
  }
  return status === 0 ? NETWORK_ERROR_MESSAGE : `Request failed with status code ${status}`;
}

/** Parses a body as JSON when it is JSON, else returns its text (or undefined when empty). */
export function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
