import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';

const cookieJar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (cookieJar.has(name) ? { name, value: cookieJar.get(name) } : undefined) }),
}));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { to });
  },
}));

const { loginPathFor, refusalOf, signedInApi, visitorApi } = await import('./private');
const { getTenantByHost } = await import('@/lib/tenants/registry');
const tenant = getTenantByHost('localhost')!;

beforeEach(() => cookieJar.clear());

describe('signed-in calls on the server', () => {
  it('the login page comes back to the page, in its language', () => {
    expect(loginPathFor('es', '/usuario')).toBe('/iniciar-sesion?redirect=%2Fusuario');
    expect(loginPathFor('en', '/en/mi-dia')).toBe('/en/iniciar-sesion?redirect=%2Fen%2Fmi-dia');
  });

  it('without the auth cookie: the login redirect, coming back', async () => {
    const refused = await signedInApi(tenant, 'en', '/en/usuario').catch((e: unknown) => e);
    expect(refused).toMatchObject({ message: 'NEXT_REDIRECT', to: '/en/iniciar-sesion?redirect=%2Fen%2Fusuario' });
  });

  it('with it: a client that sends the token as a bearer, and the login path for a session that ends', async () => {
    cookieJar.set('auth', 'tok-1');
    const { api, loginPath } = await signedInApi(tenant, 'es', '/mi-dia');
    expect(loginPath).toBe('/iniciar-sesion?redirect=%2Fmi-dia');
    const config = await (api.interceptors.request as unknown as { handlers: Array<{ fulfilled: (c: unknown) => unknown }> }).handlers[0]!.fulfilled({
      url: '/customer',
      headers: new (await import('axios')).AxiosHeaders(),
    });
    expect((config as { headers: { get: (n: string) => unknown } }).headers.get('Authorization')).toBe('Bearer tok-1');
    expect((await visitorApi(tenant, 'es')).signedIn).toBe(true);
    cookieJar.clear();
    expect((await visitorApi(tenant, 'es')).signedIn).toBe(false);
  });

  it('403: a bare one ends the session, one that names why refuses the resource', () => {
    expect(refusalOf(new ApiError('', { code: 'forbidden' }))).toBe('session');
    expect(refusalOf(new ApiError('', { code: 'forbidden', fieldErrors: { moderation: ['live.forbidden'] } }))).toBe('resource');
    expect(refusalOf(new ApiError('', { code: 'not_found' }))).toBeNull();
  });
});
