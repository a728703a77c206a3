import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('keeps a printable ASCII name as it is, spaces included', () => {
    expect(contentDisposition('Sick Leave Approval.pdf')).toBe('attachment; filename="Sick Leave Approval.pdf"');
    expect(contentDisposition('DoctorReport.pdf', true)).toBe('inline; filename="DoctorReport.pdf"');
  });

  it('cannot be broken out of: quotes, backslashes and line breaks become _', () => {
    expect(contentDisposition('a"b\\c\r\nSet-Cookie: x.pdf')).toBe(
      'attachment; filename="a_b_c__Set-Cookie: x.pdf"; filename*=UTF-8\'\'a%22b%5Cc%0D%0ASet-Cookie%3A%20x.pdf',
    );
  });

  it('gives any other name exactly in filename*', () => {
    expect(contentDisposition('فحص الدم.pdf')).toBe(
      `attachment; filename="___ ____.pdf"; filename*=UTF-8''${encodeURIComponent('فحص الدم.pdf')}`,
    );
  });
});
