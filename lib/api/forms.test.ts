import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { getCustomForm } from './forms';
import { attachFakeTransport, type FakeHandler } from './test-adapter';

const form = {
  id: 1,
  uuid: '3f2b8c1e-0d4a-4e5f-8a9b-1c2d3e4f5a6b',
  purpose: 'contact',
  title: 'Contact',
  description: null,
  fields: [
    {
      name: 'email',
      type: 'email',
      label: 'Email',
      help: null,
      placeholder: null,
      required: true,
      minLength: null,
      maxLength: 120,
      digits: null,
      format: null,
      autocomplete: 'email',
      options: [],
      accept: null,
    },
  ],
};

function api(handler: FakeHandler) {
  const instance = createApiClient({ baseURL: 'http://api.test', tenantToken: 't', timeoutMs: 1_000 });
  return { instance, ...attachFakeTransport(instance, handler) };
}

describe('custom forms', () => {
  it('read GET /custom-form/{id}, /contact and /register', async () => {
    const t = api(() => ({ status: 200, data: form }));
    await expect(getCustomForm(t.instance, 'contact')).resolves.toEqual(form);
    await getCustomForm(t.instance, 'register');
    await getCustomForm(t.instance, 12);
    expect(t.requests.map((r) => r.url)).toEqual(['/custom-form/contact', '/custom-form/register', '/custom-form/12']);
  });

  it('an unknown form rejects as not found; a form outside the contract as unknown', async () => {
    await expect(getCustomForm(api(() => ({ status: 404, data: { message: 'Not found' } })).instance, 99)).rejects.toMatchObject({ code: 'not_found' });
    await expect(getCustomForm(api(() => ({ status: 200, data: { ...form, fields: [{ name: 'x' }] } })).instance, 'contact')).rejects.toMatchObject({
      code: 'unknown',
    });
  });
});
