import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import es from '@/messages/es.json';
import * as lists from './client-namespaces';
import { ACCOUNT_NAMESPACES, LAYOUT_NAMESPACES, pickClientMessages } from './client-namespaces';

/*
 * Follows the imports of every route of the tenant (its page.tsx and the layouts between it and
 * the tenant layout): a file marked 'use client', or imported by one, runs in the browser, and the
 * namespaces it reads with `useTranslations('X')` (or hands to TagDirectory as `namespace="X"`)
 * must come with the messages of the nearest NextIntlClientProvider above it — the page's own
 * (`<ClientMessages namespaces={LIST}>` or `pickClientMessages(…, LIST)`), else a route-group
 * layout's, else the tenant layout's LAYOUT_NAMESPACES. Server components translate on the server
 * and need nothing. The unit is the file: a page's provider counts for all the page renders, so a
 * page wraps every client leaf that reads its list (the review sees the rest).
 */
const root = process.cwd();
const tenantDir = path.join(root, 'app/[tenant]/[locale]');

interface Source {
  client: boolean;
  imports: string[];
  namespaces: string[];
  text: string;
}
const sources = new Map<string, Source>();

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(root, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx'), path.join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function source(file: string): Source {
  let found = sources.get(file);
  if (!found) {
    const text = fs.readFileSync(file, 'utf8');
    const imports = [...text.matchAll(/\b(import|export)\s+(type\s+)?[^'";]*?\bfrom\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)]
      .filter((m) => !m[2])
      .map((m) => resolveImport(file, m[3] ?? m[4]!))
      .filter((f): f is string => f !== null);
    const namespaces = [...text.matchAll(/useTranslations\(\s*['"](\w+)(?:\.[\w.]+)?['"]|\bnamespace=['"](\w+)['"]/g)].map((m) => (m[1] ?? m[2])!);
    found = { client: /^\s*['"]use client['"]/.test(text), imports, namespaces, text };
    sources.set(file, found);
  }
  return found;
}

/** namespace → the client files of `entries`' import graph that read it */
function clientReads(entries: string[]): Map<string, Set<string>> {
  const reads = new Map<string, Set<string>>();
  const seen = new Set<string>();
  const walk = (file: string, inClient: boolean) => {
    const key = `${file}#${inClient}`;
    if (seen.has(key)) return;
    seen.add(key);
    const src = source(file);
    const client = inClient || src.client;
    if (client) {
      expect(src.text, `${file} must name its namespace`).not.toMatch(/useTranslations\(\s*\)/);
      for (const ns of src.namespaces) reads.set(ns, (reads.get(ns) ?? new Set()).add(path.relative(root, file)));
    }
    for (const dep of src.imports) walk(dep, client);
  };
  for (const entry of entries) walk(entry, false);
  return reads;
}

/** The namespaces a file's own providers add to LAYOUT_NAMESPACES (null: it has none). */
function carriedBy(file: string): Set<string> | null {
  const text = source(file).text;
  const named = [
    ...text.matchAll(/<ClientMessages\b[^>]*\bnamespaces=\{([^}]+)\}/g),
    ...text.matchAll(/pickClientMessages\(\s*await getMessages\([^)]*\),\s*([^)]+?)\s*\)/g),
  ].map((m) => m[1]!.trim());
  if (named.length === 0) return null;
  // A page may have more than one (the purchase page's signed-out branch): their union.
  const carried = new Set<string>(LAYOUT_NAMESPACES);
  for (const name of named) {
    const list = name.startsWith('[') ? [...name.matchAll(/['"](\w+)['"]/g)].map((m) => m[1]!) : (lists as Record<string, unknown>)[name];
    expect(Array.isArray(list), `${path.relative(root, file)}: ${name} is a list of lib/i18n/client-namespaces.ts`).toBe(true);
    for (const ns of list as string[]) carried.add(ns);
  }
  return carried;
}

function pages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? pages(full) : entry.name === 'page.tsx' ? [full] : [];
  });
}

/**
 * Each provider (file path; the tenant layout for pages without one of their own) with what it
 * carries and what the client components under it read.
 */
function providers() {
  const layout = path.join(tenantDir, 'layout.tsx');
  const boundaries = ['error.tsx', 'not-found.tsx', 'forbidden.tsx'].map((f) => path.join(tenantDir, f)).filter((f) => fs.existsSync(f));
  const result = new Map<string, { carried: Set<string>; reads: Map<string, Set<string>> }>();
  const add = (owner: string, carried: Set<string>, reads: Map<string, Set<string>>) => {
    const entry = result.get(owner) ?? { carried, reads: new Map() };
    for (const [ns, files] of reads) entry.reads.set(ns, new Set([...(entry.reads.get(ns) ?? []), ...files]));
    result.set(owner, entry);
  };
  add(layout, new Set(LAYOUT_NAMESPACES), clientReads([layout, ...boundaries]));
  for (const page of pages(tenantDir)) {
    // the page, then the layouts between it and the tenant layout, innermost first
    const chain = [page];
    for (let dir = path.dirname(page); dir !== tenantDir; dir = path.dirname(dir)) {
      if (fs.existsSync(path.join(dir, 'layout.tsx'))) chain.push(path.join(dir, 'layout.tsx'));
    }
    chain.forEach((file, i) => {
      const owner = chain.slice(i).find((f) => carriedBy(f) !== null);
      add(owner ?? layout, owner ? carriedBy(owner)! : new Set(LAYOUT_NAMESPACES), clientReads([file]));
    });
  }
  return result;
}

describe('client message namespaces', () => {
  const found = providers();

  it('follow the routes', () => {
    expect(found.size).toBeGreaterThan(8);
    const owners = [...found.keys()].map((f) => path.relative(tenantDir, f));
    for (const owner of ['layout.tsx', 'page.tsx', 'agenda/[slug]/page.tsx', 'contacto/page.tsx', '(account)/layout.tsx', 'proceso-de-compra/page.tsx']) expect(owners).toContain(owner);
  });

  it('every client component reads only namespaces its route carries', () => {
    const missing: string[] = [];
    for (const [owner, { carried, reads }] of found) {
      for (const [ns, files] of reads) if (!carried.has(ns)) missing.push(`${ns} (${[...files].join(', ')}) under ${path.relative(root, owner)}`);
    }
    expect(missing).toEqual([]);
  });

  it('no route carries a namespace none of its client components reads', () => {
    const unused: string[] = [];
    for (const [owner, { carried, reads }] of found) {
      const extra = owner === path.join(tenantDir, 'layout.tsx') ? carried : new Set([...carried].filter((ns) => !(LAYOUT_NAMESPACES as readonly string[]).includes(ns)));
      for (const ns of extra) if (!reads.has(ns)) unused.push(`${ns} in ${path.relative(root, owner)}`);
    }
    expect(unused).toEqual([]);
  });

  it('name namespaces that exist', () => {
    const all = Object.values(lists).filter(Array.isArray).flat() as string[];
    expect(all.length).toBeGreaterThan(20);
    for (const ns of all) expect(Object.keys(es)).toContain(ns);
  });

  it('pick the layout namespaces and the route list only', () => {
    const picked = pickClientMessages(es);
    expect(Object.keys(picked).sort()).toEqual([...LAYOUT_NAMESPACES].sort());
    expect(picked).not.toHaveProperty('Home');
    expect(picked).not.toHaveProperty('Session');
    expect(Object.keys(pickClientMessages(es, ACCOUNT_NAMESPACES)).sort()).toEqual([...new Set([...LAYOUT_NAMESPACES, ...ACCOUNT_NAMESPACES])].sort());
  });
});
