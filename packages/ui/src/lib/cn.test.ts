import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins truthy class names and drops falsy ones', () => {
    expect(cn('a', false, undefined, null, 'b', { c: true, d: false })).toBe('a b c');
  });

  it('lets the later Tailwind utility win a conflict', () => {
    expect(cn('px-2 py-1', 'px-4')).toBe('py-1 px-4');
    expect(cn('ps-2', 'ps-6')).toBe('ps-6');
    expect(cn('bg-primary-600', 'bg-danger-600')).toBe('bg-danger-600');
  });
});
