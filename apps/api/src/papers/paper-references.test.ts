import { describe, expect, it } from 'vitest';
import { PaperReferences } from './paper-references';

const references = new PaperReferences(new TextEncoder().encode('a secret of the tests'));

describe('paper references', () => {
  it('reads back what it signed', () => {
    const reference = references.sign('sick-leave', '65f1c0a2b3d4e5f601234567');
    expect(references.read(reference)).toEqual({ kind: 'sick-leave', id: '65f1c0a2b3d4e5f601234567' });
    expect(reference).not.toMatch(/[+/=]/); // URL-safe as it is
  });

  it('refuses an altered id, kind or signature, and another server’s reference', () => {
    const reference = references.sign('doctor-report', '65f1c0a2b3d4e5f601234567');
    const [body = '', mac = ''] = reference.split('.');
    expect(references.read(`${body.slice(0, -1)}8.${mac}`)).toBeUndefined();
    expect(references.read(`l${body.slice(1)}.${mac}`)).toBeUndefined();
    expect(references.read(`${body}.${mac.slice(0, -2)}AA`)).toBeUndefined();
    const other = new PaperReferences(new TextEncoder().encode('another secret'));
    expect(other.read(reference)).toBeUndefined();
  });

  it('refuses what is not a reference', () => {
    for (const text of ['', '.', 'abc', 'x123.abc', 'r.abc', `r${'1'.repeat(300)}.abc`]) {
      expect(references.read(text)).toBeUndefined();
    }
  });
});
