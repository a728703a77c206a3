/** The `exp` claim (seconds since 1970) of a JWT bearer token, or null when there is none to read. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as unknown;
    const exp = typeof claims === 'object' && claims !== null && 'exp' in claims ? claims.exp : undefined;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/**
 * Whether a stored token has expired. The server would answer its next call
 * with a 401 (which clears the session and leads to /login); a page that makes
 * no call yet must not show a signed-in area meanwhile. A token without a
 * readable expiry is left to the server.
 */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && exp * 1000 <= now;
}
