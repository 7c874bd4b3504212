import { describe, expect, it } from 'vitest';
import { NETWORKING_VIEWS, networkingTabs, pageOf, viewOf } from './views';
import { matchRoute } from '@/lib/routing/routes';

describe('networking views', () => {
  it('type 1 has no networking events nor organiser screen', () => {
    expect(networkingTabs(1, true)).toEqual(['personas', 'solicitudes', 'reuniones', 'desactivar']);
  });
  it('type 2 adds the events, and the organiser screen only for organisers', () => {
    expect(networkingTabs(2, false)).toEqual(['personas', 'solicitudes', 'reuniones', 'eventos', 'desactivar']);
    expect(networkingTabs(2, true)).toEqual(['personas', 'solicitudes', 'reuniones', 'eventos', 'organizacion', 'desactivar']);
  });
  it('reads the view from the optional catch-all segment', () => {
    expect(viewOf(undefined)).toBe('personas');
    expect(viewOf(['solicitudes'])).toBe('solicitudes');
    expect(viewOf(['nada'])).toBeNull();
    expect(viewOf(['solicitudes', '2'])).toBeNull();
  });
  it('every view is a route of the map, with the login guard', () => {
    for (const view of NETWORKING_VIEWS) {
      const match = matchRoute(`/networking/${view}`);
      expect(match).toMatchObject({ kind: 'route', name: 'networking', params: { view } });
    }
    expect(matchRoute('/networking')).toMatchObject({ kind: 'route', name: 'networking', def: { guard: { login: true } } });
    expect(matchRoute('/networking/otra')).toEqual({ kind: 'invalid', name: 'networking' });
  });
  it('reads a page number or falls back to 1', () => {
    expect(pageOf('3')).toBe(3);
    expect(pageOf(['2', '5'])).toBe(2);
    for (const raw of [undefined, '0', '-1', '1.5', 'x', '99999']) expect(pageOf(raw)).toBe(1);
  });
});
