import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';

test('a bad tenant registry stops start-up, naming the tenant and the field', () => {
  const registry = JSON.parse(fs.readFileSync('lib/tenants/demo-tenants.json', 'utf8'));
  registry.tenants[1].languages.push('klingon');
  const file = path.join(os.tmpdir(), `ekitaldi-bad-registry-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(registry));
  // The production server (deploy/serve.mjs) checks the registry before it listens.
  const run = spawnSync(process.execPath, ['deploy/serve.mjs', '--port', '3998', '--host', '127.0.0.1'], {
    env: { ...process.env, TENANTS_FILE: file },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status).toBe(1);
  expect(run.stdout + run.stderr).toContain('tenant "hermes" (tenants[1]), field "languages[3]"');
});
