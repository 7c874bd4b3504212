import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';

const cookies = vi.hoisted(() => ({ jar: new Map<string, { value: string; attrs: unknown }>() }));
vi.mock('js-cookie', () => ({
  default: {
    set: (name: string, value: string, attrs: unknown) => cookies.jar.set(name, { value, attrs }),
    get: (name: string) => cookies.jar.get(name)?.value,
    remove: (name: string) => cookies.jar.delete(name),
  },
}));
const customerApi = vi.hoisted(() => ({ getCustomer: vi.fn(), logout: vi.fn() }));

import { createSessionStore } from './session';

const api = { getCustomer: () => customerApi.getCustomer(), logout: () => customerApi.logout() };
const customer = { id: 1, name: 'Ane' };

beforeEach(() => {
  cookies.jar.clear();
  customerApi.getCustomer.mockReset();
  customerApi.logout.mockReset();
});

describe('session store', () => {
  it('writes a session cookie without "remember" and a dated one with it', () => {
    const store = createSessionStore({ rememberDays: 30 }, api);
    store.getState().setToken('t1', false);
    expect(cookies.jar.get('auth')).toEqual({ value: 't1', attrs: { path: '/', sameSite: 'None', secure: true } });
    store.getState().setToken('t2', true);
    expect(cookies.jar.get('auth')).toEqual({ value: 't2', attrs: { path: '/', sameSite: 'None', secure: true, expires: 30 } });
    expect(store.getState().token).toBe('t2');
  });

  it('uses the configured remember days', () => {
    const store = createSessionStore({ rememberDays: 7 }, api);
    store.getState().setToken('t', true);
    expect(cookies.jar.get('auth')?.attrs).toMatchObject({ expires: 7 });
  });

  it('fetches the customer for the cookie token', async () => {
    cookies.jar.set('auth', { value: 'tok', attrs: {} });
    customerApi.getCustomer.mockResolvedValue(customer);
    const store = createSessionStore({}, api);
    await expect(store.getState().fetchCustomer()).resolves.toEqual(customer);
    expect(store.getState()).toMatchObject({ token: 'tok', customer });
  });

  it('does not call the API without a token', async () => {
    const store = createSessionStore({}, api);
    await expect(store.getState().fetchCustomer()).resolves.toBeNull();
    expect(customerApi.getCustomer).not.toHaveBeenCalled();
  });

  it('empties the customer on a Forbidden answer', async () => {
    cookies.jar.set('auth', { value: 'old', attrs: {} });
    customerApi.getCustomer.mockRejectedValue(new ApiError('Forbidden', { code: 'forbidden', status: 403, data: { message: 'Forbidden' } }));
    const store = createSessionStore({ customer: customer as never }, api);
    await expect(store.getState().fetchCustomer()).resolves.toBeNull();
    expect(store.getState()).toMatchObject({ token: null, customer: null });
  });

  it('re-throws other errors', async () => {
    cookies.jar.set('auth', { value: 'tok', attrs: {} });
    const boom = new ApiError('Boom', { code: 'server', status: 500, data: { message: 'Boom' } });
    customerApi.getCustomer.mockRejectedValue(boom);
    const store = createSessionStore({}, api);
    await expect(store.getState().fetchCustomer()).rejects.toBe(boom);
  });

  it('logout removes the cookie and empties the customer even when the API fails', async () => {
    cookies.jar.set('auth', { value: 'tok', attrs: {} });
    customerApi.logout.mockRejectedValue(new Error('network'));
    const store = createSessionStore({ token: 'tok', customer: customer as never }, api);
    await store.getState().logout();
    expect(customerApi.logout).toHaveBeenCalledOnce();
    expect(cookies.jar.has('auth')).toBe(false);
    expect(store.getState()).toMatchObject({ token: null, customer: null });
  });
});

describe('session store: sign-in and forum cookie', () => {
  it('signIn stores the token and loads the customer', async () => {
    customerApi.getCustomer.mockResolvedValue(customer);
    const store = createSessionStore({ rememberDays: 30 }, api);
    await expect(store.getState().signIn('fresh', true)).resolves.toEqual(customer);
    expect(cookies.jar.get('auth')).toMatchObject({ value: 'fresh', attrs: { expires: 30 } });
    expect(store.getState()).toMatchObject({ token: 'fresh', customer });
  });

  it('logout also drops the forum session cookie', async () => {
    cookies.jar.set('auth', { value: 'tok', attrs: {} });
    cookies.jar.set('forum_sid', { value: 'sid', attrs: {} });
    customerApi.logout.mockResolvedValue(undefined);
    const store = createSessionStore({ token: 'tok' }, api);
    await store.getState().logout();
    expect(cookies.jar.has('forum_sid')).toBe(false);
  });
});
