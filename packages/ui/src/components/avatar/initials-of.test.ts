import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials-of';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Sara Ahmed')).toBe('SA');
    expect(initialsOf('mohammed bin rashid')).toBe('MR');
  });

  it('takes one letter of a single word', () => {
    expect(initialsOf('Fatima')).toBe('F');
  });

  it('ignores extra spaces and works for Arabic names', () => {
    expect(initialsOf('  Omar   Khalid ')).toBe('OK');
    expect(initialsOf('سارة أحمد')).toBe('سأ');
  });

  it('gives nothing for an empty name', () => {
    expect(initialsOf('')).toBe('');
    expect(initialsOf('   ')).toBe('');
    expect(initialsOf(undefined)).toBe('');
  });
});
