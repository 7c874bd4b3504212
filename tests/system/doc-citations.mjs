#!/usr/bin/env node
/**
 * Rewrites the tree's citations of the old specification and design notes, which live outside
 * the repository, into links to docs/, in one step:
 *
 *   node tests/system/doc-citations.mjs           what it would change, file by file, and what it leaves
 *   node tests/system/doc-citations.mjs --write   change the files
 *
 *   "SPEC §8"              → "docs/product.md#errors"
 *   "SPEC §4, §5"          → "docs/product.md#states, docs/product.md#validation"
 *   'DESIGN.md "Realtime"' → "docs/architecture.md#realtime"
 *
 * Each section of the old specification maps to one anchor of docs/product.md (SECTIONS below);
 * tests/system/doc-links.test.ts then checks every rewritten link. Mentions it cannot rewrite
 * (a bare "SPEC", a citation split over two lines) are listed for a hand edit. Once applied,
 * delete this file with the same commit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Old specification section → its anchor in docs/product.md. */
export const SECTIONS = {
  1: 'scope', //       What the product does and for whom
  2: 'routes', //      Screens and routes
  3: 'entities', //    Entities and their fields
  4: 'states', //      States and transitions
  5: 'validation', //  Validation rules
  6: 'roles', //       Roles and permissions
  7: 'calls', //       Calls
  8: 'errors', //      Error catalogue
  9: 'limits', //      Constants and limits
};

/** Old design-note citations → their place in docs/ (longest first: they are tried in order). */
export const DESIGN = [
  ['DESIGN.md "Rendering and caching"', 'docs/architecture.md#caching'],
  ['DESIGN.md "Private pages"', 'docs/architecture.md#private-pages'],
  ['DESIGN.md "Rules that bite"', 'docs/architecture.md#framework-rules'],
  ['DESIGN.md "Realtime"', 'docs/architecture.md#realtime'],
  ['DESIGN.md "Purchase"', 'docs/product.md#purchase'],
  ['DESIGN/STYLE', 'docs/architecture.md#layering'],
  ["never cached (DESIGN.md)", 'never cached (docs/architecture.md#private-pages)'],
  ["A request's path (DESIGN.md)", "A request's path (docs/architecture.md#middleware)"],
];

const SPEC = /SPEC(?:\.md)? ?§ ?([1-9])((?:\s*(?:,|\/|and)\s*§ ?[1-9])*)/g;

/** The text with its citations rewritten, and how many. */
export function rewrite(text) {
  let count = 0;
  let out = text.replace(SPEC, (_all, first, more) => {
    count++;
    const numbers = [first, ...[...more.matchAll(/§ ?([1-9])/g)].map((m) => m[1])];
    return numbers.map((n) => `docs/product.md#${SECTIONS[n]}`).join(', ');
  });
  for (const [from, to] of DESIGN) {
    const parts = out.split(from);
    count += parts.length - 1;
    out = parts.join(to);
  }
  return { text: out, count };
}

/** Mentions left for a hand edit: a SPEC or DESIGN word that is not a rewritten citation. */
export function leftovers(text) {
  return text
    .split('\n')
    .map((line, i) => ({ line: i + 1, text: line.trim() }))
    .filter(({ text: t }) => /\bSPEC\b(?!S)|\bDESIGN\b/.test(t.replace(/docs\/\S+/g, '')));
}

const TEXT = /\.(ts|tsx|mts|mjs|js|cjs|css|conf|sh|md)$/;

function files(dir = '') {
  const out = [];
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!['node_modules', '.git', 'docs', 'test-results', 'playwright-report'].includes(entry.name) && !entry.name.startsWith('.next')) out.push(...files(rel));
    } else if (TEXT.test(entry.name) && rel !== 'tests/system/doc-citations.mjs') {
      out.push(rel);
    }
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const write = process.argv.includes('--write');
  let total = 0;
  const manual = [];
  for (const file of files()) {
    const before = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const { text, count } = rewrite(before);
    if (count > 0) {
      total += count;
      console.log(`${String(count).padStart(3)}  ${file}`);
      if (write) fs.writeFileSync(path.join(ROOT, file), text);
    }
    for (const left of leftovers(text)) manual.push(`${file}:${left.line}: ${left.text}`);
  }
  console.log(`\n${total} citations ${write ? 'rewritten' : 'to rewrite (--write to apply)'}.`);
  if (manual.length) console.log(`\nLeft for a hand edit (${manual.length}):\n${manual.join('\n')}`);
}
