import { describe, expect, it } from 'vitest';
import { cutText } from './cut-text';

describe('cutText (001 §2: the records cut text at 30 characters)', () => {
  it('keeps text of up to 30 characters as it is', () => {
    expect(cutText('')).toBe('');
    expect(cutText('x'.repeat(30))).toBe('x'.repeat(30));
  });

  it('cuts longer text at 30 characters and adds an ellipsis', () => {
    expect(cutText('Comprehensive Metabolic Panel with eGFR')).toBe('Comprehensive Metabolic Panel …');
    expect(cutText('abcdef', 3)).toBe('abc…');
  });

  it('never splits a character made of two code units', () => {
    expect(cutText('🧪'.repeat(31))).toBe(`${'🧪'.repeat(30)}…`);
  });
});
