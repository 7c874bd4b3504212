import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import demo from './demo-tenants.json';
import { getTenantByHost, indexRegistry, loadRegistry, parseRegistry, RegistryError } from './registry';

const clone = () => JSON.parse(JSON.stringify(demo)) as { tenants: Array<Record<string, unknown>> };

describe('parseRegistry', () => {
  it('accepts the bundled demo registry', () => {
    const reg = parseRegistry(JSON.stringify(demo));
    const index = indexRegistry(reg);
    expect(index.byHost.get('localhost')?.key).toBe('demo');
    expect(index.byHost.get('hermes.localhost')?.cssName).toBe('hermes');
    expect(index.byHost.get('compact.localhost')?.languages).toEqual(['es']);
    expect(index.byHost.get('mantenimiento.localhost')?.maintenance).toBe(true);
  });

  it('gives each tenant its event time zone: Europe/Madrid unless the registry says otherwise', () => {
    const index = indexRegistry(parseRegistry(JSON.stringify(demo)));
    expect(index.byKey.get('cned')?.timeZone).toBe('Europe/Athens');
    expect(index.byKey.get('demo')?.timeZone).toBe('Europe/Madrid');
    const spelled = clone();
    spelled.tenants[1]!.timeZone = 'america/new_york';
    expect(parseRegistry(JSON.stringify(spelled)).tenants[1]!.timeZone).toBe('America/New_York');
  });

  it('refuses a time zone Intl does not know, naming the tenant and field', () => {
    const bad = clone();
    bad.tenants[1]!.timeZone = 'Europe/Atlantis';
    expect(() => parseRegistry(JSON.stringify(bad))).toThrowError(/tenant "hermes" \(tenants\[1\]\), field "timeZone": an IANA time zone/);
    bad.tenants[1]!.timeZone = 'CET+1';
    expect(() => parseRegistry(JSON.stringify(bad))).toThrowError(/field "timeZone"/);
  });

  it('names the tenant and the field of a bad entry', () => {
    const bad = clone();
    bad.tenants[1]!.languages = ['es', 'klingon'];
    expect(() => parseRegistry(JSON.stringify(bad))).toThrowError(RegistryError);
    expect(() => parseRegistry(JSON.stringify(bad))).toThrowError(/tenant "hermes" \(tenants\[1\]\), field "languages\[1\]"/);
  });

  it('names a missing required field', () => {
    const bad = clone();
    delete bad.tenants[7]!.token;
    expect(() => parseRegistry(JSON.stringify(bad))).toThrowError(/tenant "compact" .*field "token"/);
  });

  it('rejects a host claimed by two tenants', () => {
    const bad = clone();
    (bad.tenants[2]!.hosts as string[]).push('HERMES.localhost');
    expect(() => parseRegistry(JSON.stringify(bad))).toThrowError(/already belongs to tenant "hermes"/);
  });

  it('rejects a reserved key and invalid JSON', () => {
    const bad = clone();
    bad.tenants[0]!.key = 'global';
    expect(() => parseRegistry(JSON.stringify(bad))).toThrowError(/tenant "global".*field "key": a reserved name/);
    expect(() => parseRegistry('{nope')).toThrowError(/not valid JSON/);
  });

  it('lower-cases host names', () => {
    const reg = clone();
    reg.tenants[0]!.hosts = ['Demo.Example.ORG'];
    expect(indexRegistry(parseRegistry(JSON.stringify(reg))).byHost.has('demo.example.org')).toBe(true);
  });
});

describe('loadRegistry', () => {
  const saved = process.env.TENANTS_FILE;
  afterEach(() => {
    process.env.TENANTS_FILE = saved;
  });

  it('reads TENANTS_FILE at run time and re-reads it when it changes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenants-'));
    const file = path.join(dir, 'tenants.json');
    const reg = clone();
    fs.writeFileSync(file, JSON.stringify(reg));
    process.env.TENANTS_FILE = file;
    expect(loadRegistry(1).byHost.has('hermes.localhost')).toBe(true);

    reg.tenants[1]!.hosts = ['hermes.example.org'];
    fs.writeFileSync(file, JSON.stringify(reg));
    const later = fs.statSync(file).mtimeMs + 10_000;
    fs.utimesSync(file, later / 1000, later / 1000);
    expect(loadRegistry(Date.now() + 60_000).byHost.has('hermes.example.org')).toBe(true);
    expect(getTenantByHost('hermes.example.org')?.key).toBe('hermes');
  });

  it('fails with a clear message when the file is missing', () => {
    process.env.TENANTS_FILE = '/nonexistent/tenants.json';
    expect(() => loadRegistry(Date.now() + 120_000)).toThrowError(/tenant registry not found/);
  });
});
