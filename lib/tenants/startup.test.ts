import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import demo from './demo-tenants.json';
import { checkRegistryAtStartup } from './startup';

// One file per test: the loader keeps a file it has read for a while.
let file = '';
let n = 0;
beforeEach(() => {
  file = path.join(os.tmpdir(), `ekitaldi-startup-${process.pid}-${n++}.json`);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  fs.rmSync(file, { force: true });
});

describe('checkRegistryAtStartup', () => {
  it('logs a tenant whose captcha has no site key once, naming it, and starts', () => {
    const registry = JSON.parse(JSON.stringify(demo)) as { tenants: Array<Record<string, unknown>> };
    const ciud = registry.tenants.find((t) => t.key === 'ciud')!;
    delete ciud.captchaSiteKey;
    fs.writeFileSync(file, JSON.stringify(registry));
    vi.stubEnv('TENANTS_FILE', file);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    checkRegistryAtStartup();
    expect(exit).not.toHaveBeenCalled();
    expect(error.mock.calls).toEqual([
      ['[tenants] configuration error: tenant "ciud": captchaType "enterprise" is configured without captchaSiteKey; its captcha forms (contact) cannot be sent'],
    ]);
  });

  it('says nothing of captcha for the demo registry (every captcha tenant has its key)', () => {
    fs.writeFileSync(file, JSON.stringify(demo));
    vi.stubEnv('TENANTS_FILE', file);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    checkRegistryAtStartup();
    expect(error).not.toHaveBeenCalled();
  });
});
