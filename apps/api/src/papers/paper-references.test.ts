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
    expect(reference).not.toContain('.'); // nothing a static server could take for a file extension
    const body = reference.slice(0, -22);
    const mac = reference.slice(-22);
    expect(references.read(`${body.slice(0, -1)}8${mac}`)).toBeUndefined();
    expect(references.read(`l${body.slice(1)}${mac}`)).toBeUndefined();
    expect(references.read(`${body}${mac.slice(0, -2)}AA`)).toBeUndefined();
    const other = new PaperReferences(new TextEncoder().encode('another secret'));
    expect(other.read(reference)).toBeUndefined();
  });

  it('refuses what is not a reference', () => {
    for (const text of ['', '.', 'abc', 'x123.abc', `r${'A'.repeat(22)}`, `r${'1'.repeat(300)}`]) {
      expect(references.read(text)).toBeUndefined();
    }
  });
});
