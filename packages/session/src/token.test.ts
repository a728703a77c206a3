import { describe, expect, it } from 'vitest';
import { isTokenExpired, tokenExpiry } from './token';

const jwt = (claims: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2lnbmF0dXJl`;

describe('token expiry', () => {
  it('reads the exp claim of a JWT', () => {
    expect(tokenExpiry(jwt({ sub: 'u1', exp: 1_900_000_000 }))).toBe(1_900_000_000);
    expect(tokenExpiry(jwt({ sub: 'u1', name: 'مريم' }))).toBeNull();
    expect(tokenExpiry('not-a-jwt')).toBeNull();
    expect(tokenExpiry('a.%%%.c')).toBeNull();
  });

  it('says a token is expired only when its exp has passed', () => {
    const now = 1_800_000_000_000;
    expect(isTokenExpired(jwt({ exp: now / 1000 - 1 }), now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: now / 1000 + 60 }), now)).toBe(false);
    expect(isTokenExpired('opaque-token', now)).toBe(false);
  });
});
