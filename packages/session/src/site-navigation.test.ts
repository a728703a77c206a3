import { describe, expect, it } from 'vitest';
import { navigationTarget, sitePrefixOf } from './site-navigation';

const origin = 'http://localhost:8080';

describe('navigationTarget', () => {
  it('routes paths of this site without a page load', () => {
    expect(navigationTarget('/hospital/doctors', '/hospital', origin)).toEqual({
      kind: 'router',
      path: '/hospital/doctors',
    });
    expect(navigationTarget('/hospital', '/hospital', origin)).toEqual({ kind: 'router', path: '/hospital' });
    expect(navigationTarget('/login?redirect=%2F', '', origin)).toEqual({
      kind: 'router',
      path: '/login?redirect=%2F',
    });
    expect(navigationTarget('/doctor/12', '', origin)).toEqual({ kind: 'router', path: '/doctor/12' });
  });

  it('loads other sites’ pages in full', () => {
    expect(navigationTarget('/hospitals', '/hospital', origin)).toEqual({ kind: 'document', href: '/hospitals' });
    expect(navigationTarget('/login', '/hospital', origin)).toEqual({ kind: 'document', href: '/login' });
    expect(navigationTarget('/doctors', '', origin)).toEqual({ kind: 'document', href: '/doctors' });
    expect(navigationTarget(`${origin}/admin`, '', origin)).toEqual({ kind: 'document', href: '/admin' });
    expect(navigationTarget('https://maps.example/x', '', origin)).toEqual({
      kind: 'document',
      href: 'https://maps.example/x',
    });
  });

  it('takes the prefix from Vite’s base', () => {
    expect(sitePrefixOf('/hospital/')).toBe('/hospital');
    expect(sitePrefixOf('/')).toBe('');
  });
});
