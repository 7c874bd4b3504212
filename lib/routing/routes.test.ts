import { describe, expect, it } from 'vitest';
import { href, internalPath, matchRoute, routes } from './routes';

function routeOf(path: string) {
  const m = matchRoute(path);
  return m.kind === 'route' ? { name: m.name, params: m.params, internal: internalPath(m) } : m;
}

describe('matchRoute', () => {
  it.each([
    ['/', 'home', '/'],
    ['/agenda', 'agenda', '/agenda'],
    ['/agenda/keynote-apertura', 'session', '/agenda/keynote-apertura'],
    ['/actividades', 'activities', '/actividades'],
    ['/actividades-pasadas', 'pastActivities', '/actividades-pasadas'],
    ['/actividades-talleres', 'activitiesByProduct', '/actividades-producto/talleres'],
    ['/blog/12', 'blogPost', '/blog/12'],
    ['/cambiar-contraseña', 'changePassword', '/cambiar-contrasena'],
    ['/ejes', 'topics', '/ejes'],
    ['/ejes/innovacion', 'topics', '/ejes/innovacion'],
    ['/stripe/success', 'stripeSuccess', '/stripe/success'],
    ['/stripe/success/cs_test_123', 'stripeSuccess', '/stripe/success/cs_test_123'],
    ['/validate/abc.DEF-123', 'validate', '/validate/abc.DEF-123'],
    ['/comites', 'committees', '/comites'],
    ['/politica-de-privacidad', 'contentPage', '/politica-de-privacidad'],
    ['/agenda.ics', 'agendaFeed', '/calendario/agenda'],
    ['/calendario.ics', 'eventCalendar', '/calendario/evento'],
    ['/agenda/keynote/calendario.ics', 'sessionCalendar', '/calendario/sesion/keynote'],
  ])('%s → %s', (path, name, internal) => {
    expect(routeOf(path)).toMatchObject({ name, internal });
  });

  it('reports invalid parameters of a known route (404, not the catch-all)', () => {
    expect(matchRoute('/blog/abc')).toMatchObject({ kind: 'invalid' });
    expect(matchRoute('/blog/0')).toMatchObject({ kind: 'invalid' });
    expect(matchRoute('/blog/1/2')).toMatchObject({ kind: 'invalid' });
    expect(matchRoute('/agenda/<script>')).toMatchObject({ kind: 'invalid' });
  });

  it('reports unknown deep paths and bad slugs as no match', () => {
    expect(matchRoute('/no/such/page')).toEqual({ kind: 'none' });
    expect(matchRoute('/página rara')).toEqual({ kind: 'none' });
  });
});

describe('href', () => {
  it('percent-encodes non-ASCII paths', () => {
    expect(href('changePassword')).toBe('/cambiar-contrase%C3%B1a');
  });
  it('fills required and optional parameters', () => {
    expect(href('blogPost', { id: 7 })).toBe('/blog/7');
    expect(href('topics')).toBe('/ejes');
    expect(href('topics', { slug: 'salud' })).toBe('/ejes/salud');
    expect(href('activitiesByProduct', { product: 'talleres' })).toBe('/actividades-talleres');
  });
  it('throws when a required parameter is missing', () => {
    expect(() => href('session')).toThrowError(/missing parameter "slug"/);
  });
  it('covers every route of docs/product.md#routes', () => {
    const paths = Object.values(routes).map((r) => r.path);
    for (const p of ['/', '/actividades', '/actividades-pasadas', '/agenda', '/agenda/:slug', '/bienvenido', '/blog',
      '/blog/:id', '/cambiar-contraseña', '/factor-de-doble-autenticacion', '/iniciar-sesion', '/patrocinadores',
      '/ponentes', '/proceso-de-compra', '/ok', '/error', '/registro', '/registro-invitacion', '/usuario',
      '/stripe/success/:id?', '/stripe/cancel/:id?', '/ejes/:slug?', '/login-sso/:token?', '/registro-sso/:token?',
      '/password-reset-confirm/:token?', '/validate/:token?', '/contacto', '/comites', '/:slug']) {
      expect(paths).toContain(p);
    }
  });
});
