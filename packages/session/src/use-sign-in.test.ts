import { describe, expect, it } from 'vitest';
import { signedOutLoginPath, signOutReasonOf } from './use-sign-in';

describe('the reason a user was signed out (001 §4 "Profile updates")', () => {
  it('goes to /login in the signedOut parameter and is read back from there', () => {
    expect(signedOutLoginPath('account-updated')).toBe('/login?signedOut=account-updated');
    expect(signOutReasonOf('?signedOut=account-updated')).toBe('account-updated');
    expect(signOutReasonOf('?redirect=%2Fnurse&signedOut=account-updated')).toBe('account-updated');
  });

  it('ignores a missing or unknown reason', () => {
    expect(signOutReasonOf('')).toBeNull();
    expect(signOutReasonOf('?signedOut=')).toBeNull();
    expect(signOutReasonOf('?signedOut=hacked')).toBeNull();
  });
});
