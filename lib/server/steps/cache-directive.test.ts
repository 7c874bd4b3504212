import { afterEach, describe, expect, it } from 'vitest';
import { getTenantByHost } from '@/lib/tenants/registry';
import { runSteps } from '../exchange';
import { listen, request } from '../testing';
import { applyCacheDirective, cacheDirective, cacheDirectiveFor } from './cache-directive';

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

describe('cacheDirectiveFor', () => {
  const tenant = getTenantByHost('localhost')!;
  it('login-guarded pages are private in every language; the root varies by visitor', () => {
    expect(cacheDirectiveFor('/', tenant)).toBe('vary-visitor');
    expect(cacheDirectiveFor('/usuario', tenant)).toBe('private');
    expect(cacheDirectiveFor('/en/usuario', tenant)).toBe('private');
    expect(cacheDirectiveFor('/proceso-de-compra', tenant)).toBe('private');
    expect(cacheDirectiveFor('/agenda', tenant)).toBeNull();
    expect(cacheDirectiveFor('/en', tenant)).toBeNull();
    expect(cacheDirectiveFor('/%ff', tenant)).toBeNull();
  });
});

describe('applyCacheDirective', () => {
  it('private pages are not shared; the root says what it varies on', () => {
    expect(applyCacheDirective('private', 's-maxage=300, stale-while-revalidate=1', 'rsc')).toEqual({ cacheControl: 'private, no-store', vary: 'rsc' });
    expect(applyCacheDirective('vary-visitor', 's-maxage=300', 'rsc, Accept-Encoding').vary).toBe('rsc, Accept-Encoding, Accept-Language, Cookie');
    expect(applyCacheDirective(null, 'x', undefined)).toEqual({ cacheControl: 'x', vary: undefined });
  });
});

describe('cacheDirective', () => {
  it("corrects the Cache-Control and Vary Next set, on the tenant's pages only", async () => {
    const server = await listen(
      (req, res) =>
        void runSteps([cacheDirective], (_r, s) => {
          s.setHeader('Cache-Control', 's-maxage=300, stale-while-revalidate=31535700');
          s.setHeader('Vary', 'rsc');
          s.end('page');
        })(req, res),
    );
    close = server.close;
    const at = (path: string, host = 'localhost') => request(server.port, { path, headers: { host } });
    expect((await at('/usuario')).headers['cache-control']).toBe('private, no-store');
    expect((await at('/')).headers.vary).toBe('rsc, Accept-Language, Cookie');
    expect((await at('/agenda')).headers['cache-control']).toBe('s-maxage=300, stale-while-revalidate=31535700');
    expect((await at('/usuario', 'nobody.example')).headers['cache-control']).toBe('s-maxage=300, stale-while-revalidate=31535700');
  });
});
