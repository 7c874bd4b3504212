import { describe, expect, it } from 'vitest';
import { resolveMenuTarget } from './menu-target';

describe('resolveMenuTarget', () => {
  it('treats an empty target as home', () => {
    expect(resolveMenuTarget('')).toEqual({ kind: 'home' });
    expect(resolveMenuTarget('  ')).toEqual({ kind: 'home' });
  });
  it('opens http targets outside', () => {
    expect(resolveMenuTarget('https://www.euskadi.eus')).toEqual({ kind: 'external', href: 'https://www.euskadi.eus' });
    expect(resolveMenuTarget('HTTP://x.org')).toMatchObject({ kind: 'external' });
  });
  it('encodes internal paths once', () => {
    expect(resolveMenuTarget('/cambiar-contraseña')).toEqual({ kind: 'internal', href: '/cambiar-contrase%C3%B1a' });
    expect(resolveMenuTarget('/cambiar-contrase%C3%B1a')).toEqual({ kind: 'internal', href: '/cambiar-contrase%C3%B1a' });
    expect(resolveMenuTarget('agenda')).toEqual({ kind: 'internal', href: '/agenda' });
  });
  it('never yields a protocol-relative link', () => {
    expect(resolveMenuTarget('//evil.com')).toEqual({ kind: 'internal', href: '/evil.com' });
  });
});
