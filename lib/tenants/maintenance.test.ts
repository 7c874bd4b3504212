import { describe, expect, it, vi } from 'vitest';
import demo from './demo-tenants.json';
import { indexRegistry, parseRegistry } from './registry';
import { createMaintenanceCheck, type UpstreamState } from './maintenance';

const index = indexRegistry(parseRegistry(JSON.stringify(demo)));
const tenant = index.byKey.get('demo')!;

describe('createMaintenanceCheck', () => {
  it('honours the registry flag without probing', async () => {
    const probe = vi.fn(async (): Promise<UpstreamState> => 'up');
    const check = createMaintenanceCheck(probe);
    expect(await check(index.byKey.get('mantenimiento')!)).toBe(true);
    expect(probe).not.toHaveBeenCalled();
  });

  it('waits for the first probe, then serves the remembered state and refreshes in the background', async () => {
    let answer: UpstreamState = 'maintenance';
    const probe = vi.fn(async () => answer);
    const check = createMaintenanceCheck(probe, 1000);
    expect(await check(tenant, 0)).toBe(true);
    answer = 'up';
    expect(await check(tenant, 500)).toBe(true); // still fresh: no probe
    expect(probe).toHaveBeenCalledTimes(1);
    expect(await check(tenant, 1500)).toBe(true); // stale: answers at once, refreshes behind
    await Promise.resolve();
    await Promise.resolve();
    expect(probe).toHaveBeenCalledTimes(2);
    expect(await check(tenant, 1600)).toBe(false);
  });

  it('treats a failing probe as not in maintenance', async () => {
    const check = createMaintenanceCheck(async () => {
      throw new Error('ECONNREFUSED');
    });
    expect(await check(tenant, 0)).toBe(false);
  });
});
