import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layering rules of DESIGN/STYLE, checked on the source: `lib` is the bottom layer (it never
 * imports `components` or `app`), and the demo API shares only the API's contract with the
 * portal (schemas), never its code.
 */

const ROOT = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) out.push(...sourceFiles(rel));
    } else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(rel);
    }
  }
  return out;
}

/** Module specifiers a file loads: static and dynamic imports, re-exports, require, vi.mock. */
export function importedSpecifiers(source: string): string[] {
  // Comments may quote imports as examples; strings never start a line with `//` here.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\b(?:import|require|vi\.mock|vi\.importActual)\s*\(\s*['"]([^'"]+)['"]/g,
  ];
  return patterns.flatMap((re) => [...code.matchAll(re)].map((m) => m[1]!));
}

/**
 * Where a specifier points in the repository ('components/x/Y'), or null for a package.
 *   resolveSpecifier('lib/a/b.ts', '@/components/c') → 'components/c'
 *   resolveSpecifier('demo-api/routes/x.ts', '../../lib/api/schemas') → 'lib/api/schemas'
 */
export function resolveSpecifier(fromFile: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return path.posix.normalize(specifier.slice(2));
  if (specifier.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  return null;
}

// This file's own examples of forbidden imports are data, not imports.
const SELF = 'lib/layering.test.ts';

function violations(dir: string, allowed: (target: string, file: string) => boolean): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(dir).filter((f) => f !== SELF)) {
    for (const spec of importedSpecifiers(readFileSync(path.join(ROOT, file), 'utf8'))) {
      const target = resolveSpecifier(file, spec);
      if (target !== null && !allowed(target, file)) found.push(`${file} → ${spec}`);
    }
  }
  return found;
}

const under = (target: string, dir: string) => target === dir || target.startsWith(`${dir}/`);
const stripExt = (p: string) => p.replace(/\.(ts|tsx|mts|mjs|js)$/, '');

describe('the scanner', () => {
  it('finds every form of import and resolves it', () => {
    const source = [
      "import { a } from '@/components/a';",
      "import type {\n  B,\n} from '../app/b';",
      "export { c } from './c';",
      "import './side-effect';",
      "const d = await import('@/app/d');",
      "vi.mock('@/components/e', () => ({}));",
      "/** import { x } from '@/components/in-a-comment' */",
      "// import { y } from '@/components/commented-out'",
      "import { z } from 'zod';",
    ].join('\n');
    expect(importedSpecifiers(source).sort()).toEqual(['../app/b', './c', './side-effect', '@/app/d', '@/components/a', '@/components/e', 'zod'].sort());
    expect(resolveSpecifier('lib/i18n/navigation.ts', '@/components/app/X')).toBe('components/app/X');
    expect(resolveSpecifier('lib/i18n/navigation.ts', '../../components/app/X')).toBe('components/app/X');
    expect(resolveSpecifier('demo-api/routes/x.ts', '../../lib/api/schemas')).toBe('lib/api/schemas');
    expect(resolveSpecifier('demo-api/x.ts', 'zod')).toBeNull();
  });
});

describe('lib never imports components or app', () => {
  // Files that still break the rule, each with the issue that removes it. Nothing else may be added.
  const KNOWN_EXCEPTIONS: string[] = [];

  it('holds for every file under lib/', () => {
    const found = violations('lib', (target, file) => KNOWN_EXCEPTIONS.includes(file) || !(under(target, 'components') || under(target, 'app')));
    expect(found).toEqual([]);
  });

  it('lists only exceptions that still exist', () => {
    const stillBreaking = KNOWN_EXCEPTIONS.filter(
      (file) => violations(path.posix.dirname(file), (target, f) => f !== file || !(under(target, 'components') || under(target, 'app'))).length > 0,
    );
    expect(stillBreaking).toEqual(KNOWN_EXCEPTIONS);
  });
});

describe('the demo API shares only the contract with the portal', () => {
  const SHARED = ['lib/api/schemas', 'lib/schemas', 'lib/tenants/schema'];
  // Portal modules the demo API still imports, each with the issue that removes it.
  const KNOWN_EXCEPTIONS: { file: string; imports: string }[] = [];
  const excepted = (target: string, file: string) => KNOWN_EXCEPTIONS.some((e) => e.file === file && stripExt(target) === e.imports);
  const allowed = (target: string, file: string) =>
    under(target, 'demo-api') || SHARED.some((dir) => under(stripExt(target), dir)) || excepted(target, file);

  it('imports from the portal only lib/api/schemas, lib/schemas and lib/tenants/schema', () => {
    expect(violations('demo-api', allowed)).toEqual([]);
  });

  it('lists only exceptions that still exist', () => {
    const used = KNOWN_EXCEPTIONS.filter((e) => violations('demo-api', (target, file) => !excepted(target, file)).some((v) => v.startsWith(`${e.file} →`)));
    expect(used).toEqual(KNOWN_EXCEPTIONS);
  });
});

describe('signed-in server calls have one home', () => {
  it('components and pages never read the auth cookie themselves: lib/api/private.ts does', () => {
    const found: string[] = [];
    for (const dir of ['components', 'app']) {
      for (const file of sourceFiles(dir)) {
        const source = readFileSync(path.join(ROOT, file), 'utf8');
        if (/\bcookies\(\)/.test(source) && /\bAUTH_COOKIE\b/.test(source)) found.push(file);
        if (dir === 'components' && importedSpecifiers(source).includes('next/headers')) found.push(`${file} → next/headers`);
      }
    }
    expect(found).toEqual([]);
  });
});
