import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { sendContactMessage, toMultipart } from './contact';
import { attachFakeTransport, type FakeHandler } from './test-adapter';

const entries = (body: FormData) => [...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('toMultipart', () => {
  it('skips null and undefined, sends objects and arrays as JSON text, the rest as text', () => {
    const body = toMultipart({
      name: 'Ana',
      phone: null,
      company: undefined,
      privacy: true,
      newsletter: false,
      age: 42,
      empty: '',
      topics: ['ai', 'data'],
      address: { city: 'Bilbao', zip: null },
    });
    expect(entries(body)).toEqual([
      ['name', 'Ana'],
      ['privacy', 'true'],
      ['newsletter', 'false'],
      ['age', '42'],
      ['empty', ''],
      ['topics', '["ai","data"]'],
      ['address', '{"city":"Bilbao","zip":null}'],
    ]);
  });

  it('sends files as files, and every file of a FileList under the field name', () => {
    class FakeFileList {
      constructor(private readonly files: File[]) {}
      get length() {
        return this.files.length;
      }
      item(i: number) {
        return this.files[i] ?? null;
      }
    }
    vi.stubGlobal('FileList', FakeFileList);
    const cv = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    const list = new FakeFileList([new File(['a'], 'a.txt'), new File(['b'], 'b.txt')]);
    const body = toMultipart({ cv, docs: list, none: new FakeFileList([]) });
    expect(entries(body)).toEqual([
      ['cv', 'file:cv.pdf'],
      ['docs', 'file:a.txt'],
      ['docs', 'file:b.txt'],
    ]);
    expect((body.get('cv') as File).type).toBe('application/pdf');
  });

  it('an empty form is an empty body', () => {
    expect(entries(toMultipart({}))).toEqual([]);
  });
});

function api(handler: FakeHandler) {
  const instance = createApiClient({ baseURL: 'http://api.test', tenantToken: 't', timeoutMs: 1_000 });
  return { instance, ...attachFakeTransport(instance, handler) };
}

describe('sendContactMessage', () => {
  it('posts the multipart body to /contact/{uuid}', async () => {
    const t = api(() => ({ status: 201, data: { message: 'Sent', id: 7 } }));
    await expect(sendContactMessage(t.instance, 'abc-123', { name: 'Ana', phone: null })).resolves.toEqual({ message: 'Sent', id: 7 });
    expect(t.requests[0]).toMatchObject({ method: 'post', url: '/contact/abc-123' });
    const data = t.requests[0]?.data as FormData;
    expect(data).toBeInstanceOf(FormData);
    expect(entries(data)).toEqual([['name', 'Ana']]);
  });

  it('a 422 rejects with the field errors, keyed by field name', async () => {
    const t = api(() => ({ status: 422, data: { message: 'The given data was invalid.', errors: { email: ['validation.email'] } } }));
    await expect(sendContactMessage(t.instance, 'abc', { email: 'x' })).rejects.toMatchObject({
      code: 'validation',
      fieldErrors: { email: ['validation.email'] },
    });
  });
});
