import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { getCmsPage, getNavigationMenu } from './cms';
import { getCustomer, getGeneralData } from './profile';
import { login, logout } from './auth';
import { ApiError } from './errors';
import { getVenues } from './schedule';
import { attachFakeTransport, type FakeHandler } from './test-adapter';

function api(handler: FakeHandler) {
  const instance = createApiClient({ baseURL: 'http://api.test', tenantToken: 't', timeoutMs: 1_000 });
  const transport = attachFakeTransport(instance, handler);
  return { instance, ...transport };
}

const generalData = {
  eventName: 'Demo',
  description: 'An event',
  startsAt: '2023-05-08T09:00:00+02:00',
  endsAt: '2023-05-10T18:00:00+02:00',
  timeZone: 'Europe/Madrid',
  legalLogo: null,
  copyright: '© Demo',
  contactEmail: null,
};

const menu = {
  area: 'footer',
  sections: [{ text: 'Legal', target: '', isComponent: false, type: 1, children: [] }],
};

const page = { slug: 'privacidad', title: 'Privacidad', description: '', content: '<p>x</p>', updatedAt: '2023-01-01' };

describe('resource functions', () => {
  it('getGeneralData reads GET /customer/general-data', async () => {
    const t = api(() => ({ status: 200, data: generalData }));
    await expect(getGeneralData(t.instance)).resolves.toEqual(generalData);
    expect(t.requests[0]).toMatchObject({ method: 'get', url: '/customer/general-data' });
  });

  it('getCustomer reads GET /customer', async () => {
    const t = api(() => ({ status: 403, data: { message: 'Unauthenticated' } }));
    await expect(getCustomer(t.instance)).rejects.toMatchObject({ code: 'forbidden' });
    expect(t.requests[0]).toMatchObject({ method: 'get', url: '/customer' });
  });

  it('login posts the user wrapper and parses the answer', async () => {
    const t = api(() => ({ status: 200, data: { token: null, twoFactorRequired: true } }));
    const body = { user: { email: 'ana@example.com', password: 'secret123' } };
    await expect(login(t.instance, body)).resolves.toEqual({ token: null, twoFactorRequired: true, challenge: null });
    expect(t.requests[0]).toMatchObject({ method: 'post', url: '/customer/login' });
    expect(JSON.parse(String(t.requests[0]?.data))).toEqual(body);
  });

  it('logout posts /customer/logout', async () => {
    const t = api(() => ({ status: 204 }));
    await expect(logout(t.instance)).resolves.toBeUndefined();
    expect(t.requests[0]).toMatchObject({ method: 'post', url: '/customer/logout' });
  });

  it('getVenues reads GET /schedule/venues', async () => {
    const t = api(() => ({ status: 200, data: [{ id: 1, name: 'Bilbao' }] }));
    await expect(getVenues(t.instance)).resolves.toEqual([{ id: 1, name: 'Bilbao' }]);
    expect(t.requests[0]?.url).toBe('/schedule/venues');
  });

  it('getNavigationMenu reads the area and getCmsPage encodes the slug', async () => {
    const t = api((config) => ({ status: 200, data: config.url?.startsWith('/cms/pages') ? page : menu }));
    await expect(getNavigationMenu(t.instance, 'footer')).resolves.toEqual(menu);
    await expect(getCmsPage(t.instance, 'política de cookies')).resolves.toEqual(page);
    expect(t.requests.map((r) => r.url)).toEqual([
      '/cms/navigation-menu/footer',
      '/cms/pages/pol%C3%ADtica%20de%20cookies',
    ]);
  });

  it('an answer outside the zod contract throws ApiError unknown naming the endpoint', async () => {
    const t = api(() => ({ status: 200, data: [{ id: 'one', name: 'Bilbao' }] }));
    const error = await getVenues(t.instance).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'unknown', data: [{ id: 'one', name: 'Bilbao' }] });
    expect((error as ApiError).message).toMatch(/^GET \/schedule\/venues answered outside the API contract/);
  });
});
