import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./', import.meta.url)) },
  },
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', '.next/**', '.next-*/**', 'tests/e2e/**'],
    environment: 'node',
    // Every core: vitest's default is one worker fewer than the cores, which on the 2-core CI
    // machine ran the whole suite on one (its main process only orchestrates). Threads start
    // faster than forked processes; each file still runs isolated (mocks and globals are per file).
    pool: 'threads',
    maxWorkers: '100%',
    // Limits, not timed assertions: on a loaded 2-core CI machine a demo-API database seeding
    // hook or a real server's close can take several seconds.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Every run leaves its profile: each file's and test's duration (tests/profile/slowest.mjs).
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/profile/unit.json' },
  },
});
