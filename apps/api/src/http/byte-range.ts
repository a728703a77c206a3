/** One byte range of a file, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one range a `Range` header asks of a file of `size` bytes (RFC 9110
 * §14): `bytes=0-99`, `bytes=100-` or the last bytes `bytes=-500`; an end past
 * the file is cut to it. undefined when there is no header, or one this server
 * answers with the whole file (another unit, several ranges, bad syntax);
 * 'unsatisfiable' when the range starts past the end (416).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(size - length, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
