import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The repository's root folder. */
export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Folders that hold builds, dependencies, test output or data, never the project's own files. */
const SKIPPED = new Set(['node_modules', '.git', 'test-results', 'playwright-report', 'demo-api/data']);

/**
 * The project's files (paths relative to the root, with `/`) for which `keep` says yes: every
 * folder but dependencies, builds (`.next`, `.next-e2e`, …), test output and the demo API's
 * database folder.
 */
export function repoFiles(keep: (file: string) => boolean, dir = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name) && !SKIPPED.has(rel) && !entry.name.startsWith('.next')) out.push(...repoFiles(keep, rel));
    } else if (keep(rel)) {
      out.push(rel);
    }
  }
  return out.sort();
}
