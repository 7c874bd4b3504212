import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, brokenLinks, docsMentions, headingSlug, markdownLinks, type Link } from './doc-links';
import { repoFiles, ROOT } from './tree';

/**
 * Every link into docs/ (from code comments, configuration, the README and docs/ itself) and
 * every relative link of the README and the pages of docs/ reaches a file that exists and, with
 * an `#anchor`, an anchor of that page. So a comment that cites `docs/product.md#validation`
 * fails here the day that section is renamed.
 */

/** Text files that may cite docs/: source, styles, configuration, scripts. */
const TEXT = /\.(ts|tsx|mts|mjs|js|cjs|css|json|conf|sh|yml|yaml|md)$|(^|\/)\.env\.example$|(^|\/)\.ci\/run$/;
/** Markdown pages whose own relative links are checked. */
const PAGES = (file: string) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md'));

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const exists = (file: string) => existsSync(path.join(ROOT, file));

describe('links into docs/', () => {
  it('reach a page and an anchor that exist', () => {
    const links: Link[] = [];
    // This test's own files show links as examples.
    const files = repoFiles((f) => TEXT.test(f) && !f.startsWith('tests/system/doc-links') && f !== 'package-lock.json');
    for (const file of files) {
      const text = read(file);
      links.push(...docsMentions(file, text));
      if (PAGES(file)) links.push(...markdownLinks(file, text));
    }
    expect(brokenLinks(links, exists, read)).toEqual([]);
  });

  it('the pages of docs/ exist, so the check has something to check', () => {
    for (const page of ['product', 'architecture', 'api', 'operations']) expect(exists(`docs/${page}.md`), page).toBe(true);
  });
});

describe('the link checker', () => {
  const pages: Record<string, string> = {
    'docs/a.md': '# Title\n<a id="rules"></a>\n## A request\'s path (`lib/x.ts`)\n## Same\n## Same\n```\n## not a heading\n```\n[b](b.md#end) [missing](b.md#nope) [self](#rules) [gone](c.md) [site](https://example.org) `[code](x.md)`\n',
    'docs/b.md': '## End\n',
  };
  const existsIn = (file: string) => file in pages || file === 'lib/x.ts';
  const readIn = (file: string) => pages[file]!;

  it('knows explicit ids and GitHub heading slugs, duplicates numbered, code blocks left out', () => {
    expect([...anchorsOf(pages['docs/a.md']!)].sort()).toEqual(['a-requests-path-libxts', 'rules', 'same', 'same-1', 'title']);
    expect(headingSlug('1. What it is and for whom')).toBe('1-what-it-is-and-for-whom');
  });

  it('reports a missing page or anchor, and nothing else', () => {
    const links = [...markdownLinks('docs/a.md', pages['docs/a.md']!), ...docsMentions('lib/x.ts', '// see docs/a.md#rules and docs/b.md#end, docs/a.md#nowhere, docs/z.md\n// https://nextjs.org/docs/app.md is not ours')];
    expect(brokenLinks(links, existsIn, readIn)).toEqual([
      'docs/a.md:9 → b.md#nope (no anchor #nope in docs/b.md)',
      'docs/a.md:9 → c.md (no file docs/c.md)',
      'lib/x.ts:1 → docs/a.md#nowhere (no anchor #nowhere in docs/a.md)',
      'lib/x.ts:1 → docs/z.md (no file docs/z.md)',
    ]);
  });

  it('resolves a page\'s links from its own folder', () => {
    expect(markdownLinks('docs/a.md', '[up](../README.md#x) [img](../themes/p.jpg)').map((l) => [l.file, l.anchor])).toEqual([
      ['README.md', 'x'],
      ['themes/p.jpg', null],
    ]);
  });
});
