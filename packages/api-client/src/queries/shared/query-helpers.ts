// Helpers the query modules of every area share, for calls on the typed
// client (whose query keys are openapi-react-query's `[method, path, init]`).

/** The body of an answer, or a broken-answer error (the error middleware already rejects failures). */
export function bodyOf<T>(data: T | undefined): T {
  if (data === undefined) throw new Error('Empty answer');
  return data;
}

/** Whether a query key belongs to a path family: `/doctors` covers `/doctors`, `/doctors/{id}`, `/doctors/search/{text}`. */
export function isUnderPath(queryKey: readonly unknown[], basePath: string): boolean {
  const [method, path] = queryKey;
  return method === 'get' && typeof path === 'string' && (path === basePath || path.startsWith(`${basePath}/`));
}
