import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envReads, exampleNames, uncommentedNames } from './env-reads';
import { repoFiles, ROOT } from './tree';

/**
 * `.env.example` names every environment variable the repository's code reads, each with a
 * comment: the portal (app, components, lib, the root's config and start-up files), deploy/, the
 * demo API, and the tests' servers and measuring scripts (tests/, playwright.config.ts). Unit
 * test files are left out: they set variables for the code they test. docs/operations.md
 * describes the same names.
 */

/** Set by Node, npm, Next or a CI service, or written into the build: nobody sets them by hand. */
const NOT_SETTINGS: Record<string, string> = {
  NODE_ENV: 'Next and deploy/serve.mjs',
  NEXT_RUNTIME: 'Next, per bundle',
  NEXT_PHASE: 'Next, during the build',
  HOSTNAME: 'deploy/serve.mjs, for Next',
  __NEXT_PRIVATE_STANDALONE_CONFIG: 'deploy/serve.mjs, for Next',
  npm_package_version: 'npm',
  EKITALDI_BUILD_NONCE: 'next.config.mjs, from CSP_BUILD_NONCE',
  CI: 'CI services',
};

const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/;

function codeFiles(): string[] {
  return repoFiles(
    (file) =>
      SOURCE.test(file) &&
      !/\.d\.m?ts$/.test(file) &&
      !/\.test\.tsx?$/.test(file) &&
      // this test's own reader quotes process.env in its examples
      file !== 'tests/system/env-reads.ts',
  );
}

function readsOfTree() {
  const names = new Map<string, string[]>();
  const unresolved: string[] = [];
  for (const file of codeFiles()) {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    if (!source.includes('process.env')) continue;
    const reads = envReads(file, source);
    unresolved.push(...reads.unresolved);
    for (const name of reads.names) names.set(name, [...(names.get(name) ?? []), file]);
  }
  return { names, unresolved };
}

const example = readFileSync(path.join(ROOT, '.env.example'), 'utf8');

describe('.env.example', () => {
  const { names, unresolved } = readsOfTree();
  const listed = new Set(exampleNames(example));

  it('names every variable the code reads', () => {
    expect(unresolved).toEqual([]);
    const missing = [...names.keys()]
      .filter((name) => !(name in NOT_SETTINGS) && !listed.has(name))
      .sort()
      .map((name) => `${name} (read in ${names.get(name)!.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('names only variables the code reads, each once', () => {
    expect([...listed].filter((name) => !names.has(name)).sort()).toEqual([]);
    expect(exampleNames(example).length).toBe(listed.size);
  });

  it('says what each one is for', () => {
    expect(uncommentedNames(example)).toEqual([]);
  });

  it('finds the portal settings read in each way the code reads them', () => {
    // process.env.X, a computed key of a helper, a default parameter, a key built from a template
    // or a joined constant: one of each, so a change of the reader that misses a form fails here.
    for (const name of ['API_BASE_URL', 'API_TIMEOUT_MS', 'REDIS_URL', 'NEXT_PUBLIC_PUSHER_CLUSTER', 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY', 'DRAIN_SECONDS']) {
      expect(names.has(name), name).toBe(true);
    }
  });
});

describe('the environment reader', () => {
  const namesOf = (source: string) => [...envReads('x.ts', source).names].sort();

  it('reads properties, string keys and destructuring, not writes or hand-overs', () => {
    expect(namesOf("const a = process.env.A; const b = process.env['B']; process.env.C ||= 'c';")).toEqual(['A', 'B', 'C']);
    expect(namesOf("const { D, E: e } = process.env;")).toEqual(['D', 'E']);
    expect(namesOf("process.env.W = 'x'; spawn('x', { env: { ...process.env, X: '1' } }); run({ env: process.env });")).toEqual([]);
    expect(namesOf('// process.env.IN_A_COMMENT\nconst s = "process.env.IN_A_STRING";')).toEqual([]);
  });

  it('follows a default parameter, a helper with a named key, a template and a joined constant', () => {
    expect(namesOf('function f(env = process.env) { return env.F ?? env["G"]; }')).toEqual(['F', 'G']);
    expect(namesOf("function num(name: string) { return process.env[name]; }\nnum('H'); num('I');")).toEqual(['H', 'I']);
    const template = "function read(env: E, name: string) { return env[`P_${name}`]; }\nexport function all(env: E = process.env) { return [read(env, 'J'), read(env, 'K')]; }";
    expect(namesOf(template)).toEqual(['P_J', 'P_K']);
    expect(namesOf("const NAME = ['L', 'M'].join('_');\nfunction k(env = process.env) { return env[NAME]; }")).toEqual(['L_M']);
  });

  it('reports a key it cannot name', () => {
    expect(envReads('x.ts', 'const key = pick();\nprocess.env[key];').unresolved).toEqual(['x.ts:2']);
  });

  it('reads .env.example names and finds the uncommented ones', () => {
    const text = '# A comment\nA=1\nB=\n\nC=3\n# D and E\nD=\nE=x\n';
    expect(exampleNames(text)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(uncommentedNames(text)).toEqual(['C']);
  });
});
