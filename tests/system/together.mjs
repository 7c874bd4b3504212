#!/usr/bin/env node
/**
 * Runs npm scripts at the same time and fails if any of them fails (a faster CI).
 * `npm test` runs the lint beside the e2e build: eslint uses one core, and much of `next build`
 * (collecting page data, the standalone copy) uses one too, so on the 2-core CI machine they
 * overlap instead of queueing. (The type check stays after the build: tsc reads the route types
 * the build writes in .next-e2e/types; it runs beside the unit tests instead, whose workers wait on
 * module imports and servers part of the time.) Each script's output is printed
 * whole when it ends (not interleaved), under its name, with its duration.
 * Usage: `node tests/system/together.mjs lint build:e2e`.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (!scripts.length) {
  console.error('usage: node tests/system/together.mjs <npm script>...');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();

const runs = scripts.map(
  (script) =>
    new Promise((resolve) => {
      const child = spawn(npm, ['run', script], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
      const chunks = [];
      child.stdout.on('data', (d) => chunks.push(d));
      child.stderr.on('data', (d) => chunks.push(d));
      child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
      child.on('close', (code, signal) => {
        const status = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
        process.stdout.write(`\n> npm run ${script}: ${status} in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
        process.stdout.write(Buffer.concat(chunks));
        resolve(code === 0 ? 0 : code || 1);
      });
    }),
);

const codes = await Promise.all(runs);
process.exit(codes.find((c) => c !== 0) ?? 0);
