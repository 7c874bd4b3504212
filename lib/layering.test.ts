import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layering rules of docs/architecture.md#layering, checked on the source: `lib` is the bottom layer (it never
 * imports `components` or `app`), and the demo API shares only the API's contract with the
 * portal (schemas), never its code; and no file of the tree reaches itself through its imports
 * (no import cycle, type-only and lazy imports included: a cycle is a room two rooms share —
 * move what both need into its own module, the way live/live-text.ts and
 * networking/networking-context.ts did).
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
  // The contract, and the one secrets rule both processes follow at start-up.
  const SHARED = ['lib/api/schemas', 'lib/schemas', 'lib/tenants/schema', 'lib/security/secrets'];
  // Portal modules the demo API still imports, each with the issue that removes it.
  const KNOWN_EXCEPTIONS: { file: string; imports: string }[] = [];
  const excepted = (target: string, file: string) => KNOWN_EXCEPTIONS.some((e) => e.file === file && stripExt(target) === e.imports);
  const allowed = (target: string, file: string) =>
    under(target, 'demo-api') || SHARED.some((dir) => under(stripExt(target), dir)) || excepted(target, file);

  it('imports from the portal only lib/api/schemas, lib/schemas, lib/tenants/schema and lib/security/secrets', () => {
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

describe('axios is the server\'s', () => {
  // The browser's transport is fetch (lib/api/browser.ts): axios would add ~14 KB gzip to every
  // page with a form. Only the server's transport and its test double import it (tests may too).
  const SERVER_ONLY = ['lib/api/client.ts', 'lib/api/server.ts', 'lib/api/private.ts', 'lib/api/test-adapter.ts'];
  it('no other file of the portal imports axios', () => {
    const found: string[] = [];
    for (const dir of ['app', 'components', 'lib', 'themes']) {
      for (const file of sourceFiles(dir)) {
        if (SERVER_ONLY.includes(file) || /\.test\.tsx?$/.test(file)) continue;
        if (importedSpecifiers(readFileSync(path.join(ROOT, file), 'utf8')).some((s) => s === 'axios' || s.startsWith('axios/'))) found.push(file);
      }
    }
    expect(found).toEqual([]);
  });
});

describe('no import cycles', () => {
  const SOURCE_DIRS = ['app', 'components', 'lib', 'demo-api', 'deploy', 'tests', 'themes'];
  const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];

  /**
   * The file a repository target names ('components/x/Y' → 'components/x/Y.tsx'), trying the
   * extensions and index files; a `.js` written for a `.ts` file (ESM style) resolves too.
   */
  function fileOf(target: string, files: Set<string>): string | null {
    if (files.has(target)) return target;
    const bare = target.replace(/\.(js|mjs)$/, '');
    for (const base of [target, bare]) {
      for (const ext of EXTENSIONS) if (files.has(`${base}${ext}`)) return `${base}${ext}`;
      for (const ext of EXTENSIONS) if (files.has(`${base}/index${ext}`)) return `${base}/index${ext}`;
    }
    return null;
  }

  /** Every file's imports of other files of the tree (static, dynamic and type-only alike). */
  function importGraph(sources: Record<string, string>): Map<string, string[]> {
    const files = new Set(Object.keys(sources));
    const graph = new Map<string, string[]>();
    for (const [file, source] of Object.entries(sources)) {
      const targets = importedSpecifiers(source)
        .map((spec) => resolveSpecifier(file, spec))
        .map((target) => (target === null ? null : fileOf(target, files)))
        .filter((target): target is string => target !== null && target !== file);
      graph.set(file, [...new Set(targets)]);
    }
    return graph;
  }

  /** The cycles of a graph, one per strongly connected component of two or more files (Tarjan), each as 'a → b → a'. */
  function cyclesOf(graph: Map<string, string[]>): string[] {
    let next = 0;
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const found: string[] = [];
    const visit = (v: string) => {
      index.set(v, next);
      low.set(v, next++);
      stack.push(v);
      onStack.add(v);
      for (const w of graph.get(v) ?? []) {
        if (!index.has(w)) {
          visit(w);
          low.set(v, Math.min(low.get(v)!, low.get(w)!));
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
      if (low.get(v) === index.get(v)) {
        const component: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          component.push(w);
        } while (w !== v);
        if (component.length > 1) found.push(pathThrough(component, graph));
      }
    };
    for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
    return found.sort();
  }

  /** One cycle inside a strongly connected component, to name in the failure: 'a → b → a'. */
  function pathThrough(component: string[], graph: Map<string, string[]>): string {
    const members = new Set(component);
    const start = [...component].sort()[0]!;
    const seen = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const v = queue.shift()!;
      for (const w of graph.get(v) ?? []) {
        if (!members.has(w)) continue;
        if (w === start) {
          const path = [v];
          while (path[0] !== start) path.unshift(seen.get(path[0]!)!);
          return [...path, start].join(' → ');
        }
        if (!seen.has(w)) {
          seen.set(w, v);
          queue.push(w);
        }
      }
    }
    return component.join(' ↔ ');
  }

  it('finds a cycle, through a type-only or a lazy import too', () => {
    const graph = importGraph({
      'components/a/Panel.tsx': "import { Chat } from './Chat';",
      'components/a/Chat.tsx': "import type { Text } from './Panel';",
      'components/b/App.tsx': "const View = lazy(() => import('./View'));",
      'components/b/View.tsx': "import { useApp } from '@/components/b/App';",
      'lib/c.ts': "import { d } from './d.js';",
      'lib/d.ts': "import { z } from 'zod';",
    });
    expect(cyclesOf(graph)).toEqual(['components/a/Chat.tsx → components/a/Panel.tsx → components/a/Chat.tsx', 'components/b/App.tsx → components/b/View.tsx → components/b/App.tsx']);
  });

  it('holds for the whole tree', () => {
    const sources: Record<string, string> = {};
    for (const dir of SOURCE_DIRS) for (const file of sourceFiles(dir)) sources[file] = readFileSync(path.join(ROOT, file), 'utf8');
    for (const entry of readdirSync(ROOT)) if (/\.(ts|tsx|mts|mjs)$/.test(entry) && !entry.endsWith('.d.ts')) sources[entry] = readFileSync(path.join(ROOT, entry), 'utf8');
    expect(cyclesOf(importGraph(sources))).toEqual([]);
  });
});
