import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';

describe('parseByteRange', () => {
  it('reads a first-last, an open-ended and a suffix range', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('cuts an end past the file, and a suffix longer than it', () => {
    expect(parseByteRange('bytes=500-5000', 1000)).toEqual({ start: 500, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('is unsatisfiable when the range starts past the end', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  it('leaves the whole file for no header, other units, several ranges or nonsense', () => {
    expect(parseByteRange(undefined, 1000)).toBeUndefined();
    expect(parseByteRange('items=0-1', 1000)).toBeUndefined();
    expect(parseByteRange('bytes=0-1,5-9', 1000)).toBeUndefined();
    expect(parseByteRange('bytes=-', 1000)).toBeUndefined();
    expect(parseByteRange('bytes=50-10', 1000)).toBeUndefined();
  });
});
