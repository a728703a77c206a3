import { describe, expect, it } from 'vitest';
import { externalRel, isExternalHref } from './is-external-href';

describe('isExternalHref', () => {
  it('treats absolute web addresses as external', () => {
    expect(isExternalHref('https://www.google.com/maps')).toBe(true);
    expect(isExternalHref('http://example.com')).toBe(true);
    expect(isExternalHref('HTTPS://EXAMPLE.COM')).toBe(true);
    expect(isExternalHref('//cdn.example.com/file.pdf')).toBe(true);
  });

  it('keeps paths, fragments, mail and phone links inside', () => {
    expect(isExternalHref('/hospital/doctors')).toBe(false);
    expect(isExternalHref('terms-of-use')).toBe(false);
    expect(isExternalHref('#about')).toBe(false);
    expect(isExternalHref('mailto:info@aafiya.ae')).toBe(false);
    expect(isExternalHref('tel:+971501234567')).toBe(false);
    expect(isExternalHref(undefined)).toBe(false);
  });
});

describe('externalRel', () => {
  it('adds noopener and noreferrer once, keeping other values', () => {
    expect(externalRel(undefined)).toBe('noopener noreferrer');
    expect(externalRel('nofollow')).toBe('nofollow noopener noreferrer');
    expect(externalRel('noopener')).toBe('noopener noreferrer');
  });
});
