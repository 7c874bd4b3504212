import { describe, expect, it } from 'vitest';
import demo from '@/lib/tenants/demo-tenants.json';
import { indexRegistry, parseRegistry } from '@/lib/tenants/registry';
import { checkGuards, safeRedirectPath } from './guards';
import { routes } from './routes';

const index = indexRegistry(parseRegistry(JSON.stringify(demo)));
const full = index.byKey.get('demo')!;
const compact = index.byKey.get('compact')!;
const hermes = index.byKey.get('hermes')!;

describe('checkGuards', () => {
  it('lets public routes through', () => {
    expect(checkGuards(routes.agenda, compact, false)).toEqual({ kind: 'allow' });
  });
  it('sends anonymous visitors of private routes to login', () => {
    expect(checkGuards(routes.user, full, false)).toEqual({ kind: 'login' });
    expect(checkGuards(routes.user, full, true)).toEqual({ kind: 'allow' });
  });
  it('sends visitors home when the tenant lacks the feature', () => {
    expect(checkGuards(routes.register, compact, false)).toEqual({ kind: 'home' });
    expect(checkGuards(routes.register, full, false)).toEqual({ kind: 'allow' });
    expect(checkGuards(routes.changePassword, compact, true)).toEqual({ kind: 'home' });
  });
  it('sends visitors home when the tenant does not require tickets', () => {
    expect(checkGuards(routes.purchase, hermes, true)).toEqual({ kind: 'home' });
    expect(checkGuards(routes.purchase, full, true)).toEqual({ kind: 'allow' });
  });
  it('checks the feature before asking to log in', () => {
    expect(checkGuards(routes.changePassword, compact, false)).toEqual({ kind: 'home' });
  });
});

describe('safeRedirectPath', () => {
  it.each([
    ['/usuario', '/usuario'],
    ['/usuario#acreditacion', '/usuario#acreditacion'],
    ['/en/agenda?tag=ia', '/en/agenda?tag=ia'],
    ['/cambiar-contrase%C3%B1a', '/cambiar-contrase%C3%B1a'],
  ])('keeps %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
  it.each(['//evil.com', '//evil.com/usuario', 'https://evil.com', 'http://localhost:3000/x', '/\\evil.com',
    '\\\\evil.com', 'javascript:alert(1)', 'usuario', '', '/\t/evil.com', '/%0a/evil'])('refuses %j', (input) => {
    const out = safeRedirectPath(input);
    if (out !== null) expect(out.startsWith('//')).toBe(false);
    if (input !== '/%0a/evil') expect(out).toBeNull();
  });
});
