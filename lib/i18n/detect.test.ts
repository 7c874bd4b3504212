import { describe, expect, it } from 'vitest';
import { detectFromAcceptLanguage, languageSwitchHref, localizePath, requestedLanguageSwitch, resolveLocale, tagToLocale } from './detect';

const ALL = ['es', 'en', 'pt', 'eus'] as const;

describe('tagToLocale', () => {
  it.each([
    ['eu', 'eus'], ['eu-ES', 'eus'], ['en-GB', 'en'], ['pt-BR', 'pt'], ['pt-PT', 'pt'], ['fr-CA', 'fr'], ['el', 'el'], ['de', null],
  ])('%s → %s', (tag, locale) => expect(tagToLocale(tag)).toBe(locale));
});

describe('detectFromAcceptLanguage', () => {
  it('picks Basque for a Basque browser', () => {
    expect(detectFromAcceptLanguage('eu-ES,eu;q=0.9,es;q=0.8', ALL)).toBe('eus');
  });
  it('respects q-values and what the tenant offers', () => {
    expect(detectFromAcceptLanguage('de;q=1,en;q=0.5,pt;q=0.8', ALL)).toBe('pt');
    expect(detectFromAcceptLanguage('fr-FR,en;q=0.3', ['es', 'en'])).toBe('en');
    expect(detectFromAcceptLanguage('de, ja', ALL)).toBeNull();
    expect(detectFromAcceptLanguage('en;q=0', ALL)).toBeNull();
  });
});

describe('resolveLocale', () => {
  const base = { offered: ALL, cookie: undefined, acceptLanguage: null };
  it('serves unprefixed paths in Spanish', () => {
    expect(resolveLocale({ ...base, pathname: '/agenda' })).toEqual({ kind: 'serve', locale: 'es', path: '/agenda' });
  });
  it('strips an offered prefix', () => {
    expect(resolveLocale({ ...base, pathname: '/eus/agenda' })).toEqual({ kind: 'serve', locale: 'eus', path: '/agenda' });
    expect(resolveLocale({ ...base, pathname: '/en' })).toEqual({ kind: 'serve', locale: 'en', path: '/' });
  });
  it('redirects /es/... to the unprefixed path', () => {
    expect(resolveLocale({ ...base, pathname: '/es/agenda' })).toEqual({ kind: 'redirect', location: '/agenda', permanent: true });
    expect(resolveLocale({ ...base, pathname: '/es' })).toEqual({ kind: 'redirect', location: '/', permanent: true });
  });
  it('refuses a language the tenant does not offer', () => {
    expect(resolveLocale({ ...base, offered: ['es'], pathname: '/en/agenda' })).toMatchObject({ kind: 'notFound' });
    expect(resolveLocale({ ...base, pathname: '/fr' })).toMatchObject({ kind: 'notFound' });
  });
  it('redirects by browser language only at the root, setting the cookie', () => {
    expect(resolveLocale({ ...base, pathname: '/', acceptLanguage: 'eu' })).toEqual({ kind: 'redirect', location: '/eus', permanent: false, cookie: 'eus' });
    expect(resolveLocale({ ...base, pathname: '/agenda', acceptLanguage: 'eu' })).toEqual({ kind: 'serve', locale: 'es', path: '/agenda' });
    expect(resolveLocale({ ...base, pathname: '/', acceptLanguage: 'es-ES,en' })).toEqual({ kind: 'serve', locale: 'es', path: '/' });
  });
  it('prefers the cookie over the browser language', () => {
    expect(resolveLocale({ ...base, pathname: '/', cookie: 'pt', acceptLanguage: 'eu' })).toEqual({ kind: 'redirect', location: '/pt', permanent: false });
    expect(resolveLocale({ ...base, pathname: '/', cookie: 'es', acceptLanguage: 'eu' })).toEqual({ kind: 'serve', locale: 'es', path: '/' });
    expect(resolveLocale({ ...base, offered: ['es'], pathname: '/', cookie: 'en', acceptLanguage: 'en' })).toMatchObject({ kind: 'serve', locale: 'es' });
  });
});

describe('localizePath', () => {
  it('prefixes all but Spanish', () => {
    expect(localizePath('es', '/agenda')).toBe('/agenda');
    expect(localizePath('en', '/agenda')).toBe('/en/agenda');
    expect(localizePath('eus', '/')).toBe('/eus');
  });
});

describe('language switch', () => {
  it('accepts only offered locales', () => {
    expect(requestedLanguageSwitch(new URLSearchParams('lang=eus'), ALL)).toBe('eus');
    expect(requestedLanguageSwitch(new URLSearchParams('lang=fr'), ALL)).toBeNull();
    expect(requestedLanguageSwitch(new URLSearchParams('lang=../x'), ALL)).toBeNull();
    expect(requestedLanguageSwitch(new URLSearchParams(''), ALL)).toBeNull();
  });
  it('builds the switcher link', () => {
    expect(languageSwitchHref('en')).toBe('/?lang=en');
  });
});
