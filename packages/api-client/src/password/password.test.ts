import { describe, expect, it } from 'vitest';
import { passwordWeakness } from '.';

describe('passwordWeakness', () => {
  it('refuses fewer than 8 characters', () => {
    expect(passwordWeakness('Ab#4567')).toBe('tooShort');
  });

  it.each([
    '12345678',
    '87654321',
    'abcdefgh',
    'password',
    'Password1',
    'P@ssw0rd!',
    'aaaaaaaa',
    '        ',
    'abcabcab',
    '12121212',
    'qwerty123',
  ])('refuses the common %j', (password) => {
    expect(passwordWeakness(password)).toBe('common');
  });

  it.each(['Demo@12345', 'Strong@123', 'Marina#2026', 'short-enough', 'correct horse battery'])(
    'accepts %j',
    (password) => {
      expect(passwordWeakness(password)).toBeUndefined();
    },
  );
});
