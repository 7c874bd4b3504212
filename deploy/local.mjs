#!/usr/bin/env node
/**
 * `npm run deploy:local` — the production shape on one machine, on loopback: Redis,
 * two portal instances from the standalone build sharing it, and nginx in front
 * (deploy/nginx.conf). Ctrl+C stops everything; so does `npm run deploy:local -- stop` from
 * another terminal.
 *
 *   http://localhost:3280          nginx (DEPLOY_PORT)
 *   localhost:3281, localhost:3282 the instances (DEPLOY_PORT + 1, + 2)
 *   127.0.0.1:6380                 Redis (DEPLOY_REDIS_PORT)
 *   127.0.0.1:4280                 the demo API, unless API_BASE_URL names another (DEPLOY_API_PORT)
 *
 * NEXT_DIST_DIR picks the build (default .next; built first if it has no standalone server).
 * Every file (configuration, cache, logs, Redis' folder) is in a temp folder of its own.
 * Also used by tests/e2e/scale.spec.ts and tests/bench/scale.mjs through `startStack()`.
 */
import { spawn, spawnSync } from 'node:child_process';
import dns from 'node:dns/promises';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { demoApiEnv, freshSecrets, portalEnv, writeSecretsFile } from '../demo-api/demo-secrets.mjs';
import { prepareStandalone, root, standalonePaths } from './serve.mjs';

const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx';
const REDIS = process.env.REDIS_SERVER_BIN || '/usr/bin/redis-server';
/** Debian's libnginx-mod-http-brotli-filter and libnginx-mod-http-brotli-static. */
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];
const NGINX_MODULES = process.env.NGINX_MODULES_DIR || '/usr/lib/nginx/modules';

const stateFile = (port) => path.join(os.tmpdir(), `ekitaldi-deploy-${port}.json`);

/** deploy/nginx.conf with its placeholders filled in. */
export function renderNginxConf(values) {
  const template = fs.readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  const text = template.replace(/@@([A-Z_0-9]+)@@/g, (_, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx.conf: no value for @@${name}@@`);
    return String(values[name]);
  });
  return text;
}

/**
 * gzip always; brotli too when Debian's two modules are installed (the filter compresses pages in
 * the compressing server, the static one serves the .br files written by deploy/precompress.mjs):
 * then `br` is one of the encodings pages are kept in (deploy/nginx.conf, $ekitaldi_encoding).
 */
export function compressionSettings(modulesDir = NGINX_MODULES) {
  const modules = BROTLI_MODULES.map((name) => path.join(modulesDir, name));
  if (!modules.every((file) => fs.existsSync(file))) {
    return {
      LOAD_MODULES: '# brotli: modules not installed (libnginx-mod-http-brotli-filter, -static), gzip only',
      BROTLI: '',
      BROTLI_ON: '',
      BROTLI_STATIC: '',
      BR_ENCODING: '',
    };
  }
  return {
    LOAD_MODULES: modules.map((file) => `load_module ${file};`).join('\n'),
    BROTLI:
      'brotli_comp_level 5; brotli_min_length 1024; ' +
      // The same text types as gzip_types in deploy/nginx.conf (never fonts, images, PDFs, archives).
      'brotli_types text/plain text/css text/javascript application/javascript application/json application/manifest+json ' +
      'application/ld+json image/svg+xml application/xml text/xml application/rss+xml application/atom+xml text/calendar text/x-component;',
    BROTLI_ON: 'brotli on;',
    BROTLI_STATIC: 'brotli_static on;',
    // `br` unless refused with q=0 (the gzip line in deploy/nginx.conf is the same pattern).
    BR_ENCODING: '"~*(^|,)\\s*br\\s*(,|$|;(?!\\s*q\\s*=\\s*0(\\.0*)?\\s*(,|$)))" br;',
  };
}

async function waitFor(check, what, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  let last;
  while (Date.now() < until) {
    try {
      if (await check()) return;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s${last ? ` (${last.message})` : ''}`);
}

const answers = (url) => async () => (await fetch(url)).ok;

/**
 * Starts Redis, two instances and nginx (and the demo API unless `apiBaseUrl` is given).
 * Returns the running stack: URLs, ports, log files, and controls the proof test uses.
 */
export async function startStack(options = {}) {
  const port = Number(options.port ?? process.env.DEPLOY_PORT ?? 3280);
  const redisPort = Number(options.redisPort ?? process.env.DEPLOY_REDIS_PORT ?? 6380);
  const apiPort = Number(options.apiPort ?? process.env.DEPLOY_API_PORT ?? 4280);
  const distDir = options.distDir ?? process.env.NEXT_DIST_DIR ?? '.next';
  const microSeconds = Number(options.microSeconds ?? process.env.DEPLOY_MICRO_CACHE_SECONDS ?? 2);
  // Every secret fresh for this stack (lib/security/secrets.ts), unless the caller gives some.
  const secrets = { ...freshSecrets(), ...options.secrets };
  const log = options.log ?? ((line) => console.log(`[deploy] ${line}`));
  for (const [name, bin] of [['nginx', NGINX], ['redis-server', REDIS]]) {
    if (!fs.existsSync(bin)) throw new Error(`${name} is not installed (${bin}): apt-get install nginx redis-server`);
  }
  const paths = prepareStandalone(distDir);
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), `ekitaldi-deploy-${port}-`));
  const children = [];
  const logs = {};
  const secretsFile = path.join(temp, 'secrets.env');
  writeSecretsFile(secretsFile, secrets);

  const spawnLogged = (name, command, args, env = {}) => {
    const file = path.join(temp, `${name}.log`);
    const out = fs.openSync(file, 'a');
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, ...env } });
    fs.closeSync(out);
    child.name = name;
    children.push(child);
    logs[name] = file;
    return child;
  };

  let stopped = false;
  const stack = {
    temp,
    logs,
    secret: secrets.REVALIDATE_SECRET,
    secrets,
    secretsFile,
    url: `http://127.0.0.1:${port}`,
    port,
    instancePorts: [port + 1, port + 2],
    instanceUrls: [],
    redisPort,
    redisUrl: `redis://127.0.0.1:${redisPort}`,
    apiBaseUrl: options.apiBaseUrl ?? process.env.API_BASE_URL ?? `http://127.0.0.1:${apiPort}`,
    instances: [],
    redis: null,
    nginx: null,
    api: null,
    /** Stops everything (instances first, with their drain), and removes the temp folder. */
    async stop() {
      if (stopped) return;
      stopped = true;
      const exited = (child) =>
        child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r));
      // Front to back: nginx and the instances (which drain) first, then what they use.
      const running = () => children.filter((c) => c.exitCode === null && c.signalCode === null);
      for (const group of [['nginx', 'instance-1', 'instance-2'], ['redis', 'demo-api']]) {
        const members = running().filter((c) => group.includes(c.name));
        for (const child of members) child.kill('SIGTERM');
        await Promise.race([Promise.all(members.map(exited)), new Promise((r) => setTimeout(r, 15_000))]);
      }
      for (const child of running()) child.kill('SIGKILL');
      fs.rmSync(stateFile(port), { force: true });
      if (!options.keepTemp) fs.rmSync(temp, { recursive: true, force: true });
    },
    startInstance,
    startRedis,
  };

  function startRedis() {
    fs.mkdirSync(path.join(temp, 'redis'), { recursive: true });
    stack.redis = spawnLogged('redis', REDIS, [
      '--port', String(redisPort), '--bind', '127.0.0.1', '--dir', path.join(temp, 'redis'),
      '--save', '', '--appendonly', 'no', '--daemonize', 'no',
      // The cache handler follows evictions and expiries through keyspace events.
      '--notify-keyspace-events', 'Exe', '--maxmemory', '256mb', '--maxmemory-policy', 'allkeys-lru',
    ]);
    return stack.redis;
  }

  function startInstance(index) {
    const instancePort = stack.instancePorts[index];
    const child = spawnLogged(`instance-${index + 1}`, process.execPath, [path.join(root, 'deploy', 'serve.mjs'), '--port', String(instancePort), '--host', 'localhost'], {
      NEXT_DIST_DIR: distDir,
      REDIS_URL: stack.redisUrl,
      API_BASE_URL: stack.apiBaseUrl,
      PUBLIC_API_BASE_URL: process.env.PUBLIC_API_BASE_URL || stack.apiBaseUrl.replace('127.0.0.1', 'localhost'),
      ...portalEnv(secrets),
      ...(options.instanceEnv ?? {}),
    });
    stack.instances[index] = child;
    return child;
  }

  try {
    startRedis();
    await waitFor(() => fs.readFileSync(logs.redis, 'utf8').includes('Ready to accept connections'), 'Redis', 30_000);

    if (!options.apiBaseUrl && !process.env.API_BASE_URL) {
      const dbFile = path.join(temp, 'demo-api.sqlite');
      stack.api = spawnLogged('demo-api', path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'demo-api', 'server.ts')], {
        DEMO_API_PORT: String(apiPort),
        DEMO_PUSHER_PORT: String(apiPort + 2001),
        DEMO_API_DB: dbFile,
        DEMO_API_RESET: '1',
        PORTAL_REVALIDATE_URL: `http://127.0.0.1:${port}/api/revalidate`,
        ...demoApiEnv(secrets),
      });
      await waitFor(answers(`${stack.apiBaseUrl}/__demo/health`), 'the demo API');
    }

    startInstance(0);
    startInstance(1);
    // The instances listen on `localhost` (deploy/serve.mjs): nginx is given the address it is.
    const { address, family } = await dns.lookup('localhost');
    const loopback = family === 6 ? `[${address}]` : address;
    stack.instanceUrls = stack.instancePorts.map((p) => `http://${loopback}:${p}`);
    await Promise.all(stack.instanceUrls.map((u) => waitFor(answers(`${u}/health-check`), `instance on ${u}`)));

    const nginxDir = path.join(temp, 'nginx');
    fs.mkdirSync(nginxDir, { recursive: true });
    const conf = renderNginxConf({
      ...compressionSettings(),
      // Started by root (CI), nginx would hand its workers to "nobody", who may not reach the
      // build's static files in a private checkout: they stay this user, on loopback only.
      USER: process.getuid?.() === 0 ? 'user root;' : '# workers run as this user',
      TEMP: nginxDir,
      MIME_TYPES: '/etc/nginx/mime.types',
      LISTEN: `127.0.0.1:${port}`,
      INSTANCE_1: `${loopback}:${stack.instancePorts[0]}`,
      INSTANCE_2: `${loopback}:${stack.instancePorts[1]}`,
      STATIC_ROOT: path.join(paths.dir, distDir, 'static'),
      MICRO_SECONDS: microSeconds,
    });
    const confFile = path.join(nginxDir, 'nginx.conf');
    fs.writeFileSync(confFile, conf);
    const check = spawnSync(NGINX, ['-t', '-q', '-p', nginxDir, '-e', path.join(nginxDir, 'error.log'), '-c', confFile], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);
    stack.nginx = spawnLogged('nginx', NGINX, ['-p', nginxDir, '-e', path.join(nginxDir, 'error.log'), '-c', confFile, '-g', 'daemon off;']);
    logs.nginxError = path.join(nginxDir, 'error.log');
    // What the compressing server compressed: one line per page compressed, none per cache hit.
    logs.compressed = path.join(nginxDir, 'compress.log');
    await waitFor(answers(`${stack.url}/health-check`), 'nginx');
    fs.writeFileSync(stateFile(port), JSON.stringify({ pid: process.pid, children: children.map((c) => ({ name: c.name, pid: c.pid })) }));
    log(`up in ${temp}`);
    return stack;
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

/** `deploy:local stop`: the stack started on DEPLOY_PORT, through its launcher (or its processes). */
function stopFromAnotherTerminal() {
  const port = Number(process.env.DEPLOY_PORT ?? 3280);
  let state;
  try {
    state = JSON.parse(fs.readFileSync(stateFile(port), 'utf8'));
  } catch {
    console.log(`[deploy] nothing running on ${port}`);
    return;
  }
  try {
    process.kill(state.pid, 'SIGTERM');
    console.log(`[deploy] stopping the stack on ${port} (launcher ${state.pid})`);
  } catch {
    // The launcher is gone: stop what it left.
    for (const child of state.children) {
      try {
        process.kill(child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    fs.rmSync(stateFile(port), { force: true });
    console.log(`[deploy] stopped the processes left on ${port}`);
  }
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  if (process.argv[2] === 'stop') {
    stopFromAnotherTerminal();
  } else {
    const distDir = process.env.NEXT_DIST_DIR || '.next';
    if (!fs.existsSync(standalonePaths(distDir).server)) {
      console.log(`[deploy] no standalone build in ${distDir}: running next build…`);
      const build = spawnSync(path.join(root, 'node_modules', '.bin', 'next'), ['build'], { cwd: root, stdio: 'inherit' });
      if (build.status !== 0) process.exit(build.status ?? 1);
    }
    const stack = await startStack();
    let stopping = false;
    const stop = async () => {
      if (stopping) return;
      stopping = true;
      console.log('[deploy] stopping (instances drain first)…');
      await stack.stop();
      process.exit(0);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    for (const child of [...stack.instances, stack.redis, stack.nginx, stack.api].filter(Boolean)) {
      child.on('exit', (code, signal) => {
        if (!stopping) console.log(`[deploy] ${child.name} stopped (${signal ?? code}); logs in ${stack.temp}`);
      });
    }
    console.log(`
[deploy] ready (loopback):
  ${stack.url.replace('127.0.0.1', 'localhost')}      nginx → ${stack.instanceUrls.join(', ')} (Redis ${stack.redisUrl})
  http://hermes.localhost:${stack.port}  another tenant, same instances
  logs: ${stack.temp}
  secrets of this stack (new each start): ${stack.secretsFile}
  stop: Ctrl+C, or npm run deploy:local -- stop
`);
  }
}

