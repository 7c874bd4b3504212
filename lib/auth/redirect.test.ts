import { describe, expect, it } from 'vitest';
import { REDIRECT_PAYLOADS } from '@/lib/routing/redirect-payloads';
import { afterLoginPath, afterLoginTo, loginHref, noticeOf, redirectOf } from './redirect';

describe('afterLoginPath', () => {
  it('follows a same-site redirect', () => {
    expect(afterLoginPath('?redirect=%2Fen%2Fusuario%23acreditacion', 'en')).toBe('/en/usuario#acreditacion');
    expect(afterLoginPath('?redirect=/agenda?tag=ia', 'es')).toBe('/agenda?tag=ia');
    expect(afterLoginPath('?redirect=%2Fagenda%3Ftag%3Dia', 'es')).toBe('/agenda?tag=ia');
  });

  it('refuses other sites and falls back to the language home', () => {
    expect(afterLoginPath('?redirect=//evil.com', 'es')).toBe('/');
    expect(afterLoginPath('?redirect=https://evil.com/', 'en')).toBe('/en');
    expect(afterLoginPath('?redirect=/%5Cevil.com', 'es')).toBe('/');
    expect(afterLoginPath('?redirect=javascript:alert(1)', 'pt')).toBe('/pt');
    expect(afterLoginPath('', 'eus')).toBe('/eus');
  });

  it('never returns to a sign-in screen', () => {
    expect(afterLoginPath('?redirect=/iniciar-sesion', 'es')).toBe('/');
    expect(afterLoginPath('?redirect=/en/login-sso/abc', 'en')).toBe('/en');
  });
});

describe('login links', () => {
  it('carry a notice flag and a redirect', () => {
    expect(loginHref({ notice: 'exists' })).toBe('/iniciar-sesion?aviso=exists');
    expect(loginHref({ redirect: '/usuario' })).toBe('/iniciar-sesion?redirect=%2Fusuario');
    expect(noticeOf('?aviso=reset')).toBe('reset');
    expect(noticeOf('?aviso=<b>')).toBeNull();
    expect(redirectOf('?redirect=//x.com')).toBeNull();
  });
});

describe('post-login redirect through the one gate', () => {
  it('never leaves the site for any payload of the corpus', () => {
    for (const payload of REDIRECT_PAYLOADS) {
      const search = '?' + new URLSearchParams({ redirect: payload }).toString();
      const target = afterLoginPath(search, 'es');
      expect(new URL(target, 'https://portal.example/iniciar-sesion').host, payload).toBe('portal.example');
      expect(target, payload).toMatch(/^\/(?![/\\])/);
    }
  });

  it('lands home for the reported payloads', () => {
    for (const p of ['/.//evil.com', '/%2e//evil.com', '/..//evil.com', '/usuario/..//evil.com', '/%2e%2e/%2e%2e//evil.com', '/%u2215%u2215evil.com']) {
      expect(afterLoginPath('?' + new URLSearchParams({ redirect: p }), 'es'), p).toBe('/');
    }
    expect(afterLoginTo('/..//evil.com', 'en')).toBe('/en');
    expect(redirectOf('?redirect=%2F.%2F%2Fevil.com')).toBeNull();
  });
});
