import { describe, expect, it, vi } from 'vitest';
import demo from './demo-tenants.json';
import { indexRegistry, parseRegistry } from './registry';
import { createMaintenanceCheck, type UpstreamState } from './maintenance';

const index = indexRegistry(parseRegistry(JSON.stringify(demo)));
const tenant = index.byKey.get('demo')!;
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('createMaintenanceCheck', () => {
  it('honours the registry flag without probing', async () => {
    const probe = vi.fn(async (): Promise<UpstreamState> => 'up');
    const check = createMaintenanceCheck(probe);
    expect(await check(index.byKey.get('mantenimiento')!)).toBe(true);
    expect(probe).not.toHaveBeenCalled();
  });

  it('never makes the first request wait: it probes behind and answers from then on', async () => {
    let release: (s: UpstreamState) => void = () => {};
    const probe = vi.fn(() => new Promise<UpstreamState>((r) => (release = r)));
    const check = createMaintenanceCheck(probe, { refreshMs: 1000, recheckMs: 100 });
    expect(await check(tenant, Date.now())).toBe(false);
    expect(probe).toHaveBeenCalledTimes(1);
    release('maintenance');
    await flush();
    expect(await check(tenant, Date.now())).toBe(true);
  });

  it('while up, refreshes in the background only when stale', async () => {
    const probe = vi.fn(async (): Promise<UpstreamState> => 'up');
    const check = createMaintenanceCheck(probe, { refreshMs: 1000 });
    const t0 = Date.now();
    await check(tenant, t0);
    await flush();
    expect(await check(tenant, t0 + 10)).toBe(false);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(await check(tenant, t0 + 5000)).toBe(false);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('in maintenance, asks again after the recheck interval and waits: back on the first request after the API', async () => {
    let answer: UpstreamState = 'maintenance';
    const probe = vi.fn(async () => answer);
    const check = createMaintenanceCheck(probe, { refreshMs: 60_000, recheckMs: 1000 });
    check.note(tenant.key, 'maintenance', 0);
    expect(await check(tenant, 500)).toBe(true); // fresh: no probe
    expect(probe).not.toHaveBeenCalled();
    answer = 'up';
    expect(await check(tenant, 1500)).toBe(false); // stale: waits for the probe, which says up
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('a render that met the API in maintenance flips the state at once', async () => {
    const check = createMaintenanceCheck(async () => 'up', { refreshMs: 60_000 });
    const t0 = Date.now();
    await check(tenant, t0);
    await flush();
    check.note(tenant.key, 'maintenance', t0 + 1);
    expect(await check(tenant, t0 + 2)).toBe(true);
  });

  it('treats a failing probe as not in maintenance', async () => {
    const check = createMaintenanceCheck(async () => {
      throw new Error('ECONNREFUSED');
    });
    expect(await check(tenant, 0)).toBe(false);
    await flush();
    expect(await check(tenant, 1)).toBe(false);
  });
});
