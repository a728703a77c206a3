import { describe, expect, it } from 'vitest';
import { maskEmiratesId } from './masked-emirates-id';

describe('maskEmiratesId', () => {
  it('hides every digit but the last 4, keeping the dashes', () => {
    expect(maskEmiratesId('784-1990-1234567-1')).toBe('•••-••••-••••567-1');
    expect(maskEmiratesId('784199012345671')).toBe('•••••••••••5671');
  });

  it('shows a short ID as it is and an empty one as empty', () => {
    expect(maskEmiratesId('12-34')).toBe('12-34');
    expect(maskEmiratesId('')).toBe('');
  });
});
