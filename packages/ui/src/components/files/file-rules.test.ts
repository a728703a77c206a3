import { describe, expect, it } from 'vitest';
import { checkFile, isTooLong, isVideo, matchesAccept } from './file-rules';

const file = (name: string, type: string, size = 10) => ({ name, type, size });

describe('matchesAccept', () => {
  it('accepts everything without a list', () => {
    expect(matchesAccept(file('x.exe', 'application/x-msdownload'))).toBe(true);
    expect(matchesAccept(file('x.exe', ''), ' ')).toBe(true);
  });

  it('matches MIME types, wildcards and extensions, ignoring case', () => {
    expect(matchesAccept(file('licence.pdf', 'application/pdf'), 'application/pdf')).toBe(true);
    expect(matchesAccept(file('clip.mp4', 'video/mp4'), 'video/*')).toBe(true);
    expect(matchesAccept(file('PHOTO.JPG', ''), '.jpg, .jpeg')).toBe(true);
    expect(matchesAccept(file('photo.png', 'image/png'), 'image/jpeg,.jpg,.jpeg')).toBe(false);
    expect(matchesAccept(file('x.pdf', 'application/pdf'), 'video/*')).toBe(false);
  });
});

describe('checkFile', () => {
  const rules = { accept: 'video/*', maxSize: 20_000_000 };

  it('accepts a file of the right type up to the size', () => {
    expect(checkFile(file('clip.mp4', 'video/mp4', 20_000_000), rules)).toBeNull();
  });

  it('refuses the wrong type first', () => {
    expect(checkFile(file('x.pdf', 'application/pdf', 30_000_000), rules)).toBe('wrongType');
  });

  it('refuses a file above the size', () => {
    expect(checkFile(file('clip.mp4', 'video/mp4', 20_000_001), rules)).toBe('tooLarge');
  });
});

describe('isTooLong', () => {
  it('compares with the maximum length', () => {
    expect(isTooLong(121, 120)).toBe(true);
    expect(isTooLong(120, 120)).toBe(false);
    expect(isTooLong(500)).toBe(false);
  });

  it('lets an unknown length through', () => {
    expect(isTooLong(null, 120)).toBe(false);
    expect(isTooLong(Number.NaN, 120)).toBe(false);
    expect(isTooLong(Number.POSITIVE_INFINITY, 120)).toBe(false);
  });
});

describe('isVideo', () => {
  it('reads the MIME type', () => {
    expect(isVideo(file('a.webm', 'video/webm'))).toBe(true);
    expect(isVideo(file('a.png', 'image/png'))).toBe(false);
  });
});
