/**
 * Links into `docs/` and between the Markdown pages, checked against the files and their anchors.
 *
 * - In any file: a mention `docs/<page>.md` or `docs/<page>.md#<anchor>` (a code comment, the
 *   README, a page of docs/) must name a page that exists and, with an anchor, an anchor of it.
 * - In a Markdown page: a relative link `[text](target)` must reach a file of the repository
 *   (relative to the page), and `#anchor` / `page.md#anchor` an anchor of that page.
 *
 * A page's anchors are its explicit `<a id="…">` (or any `id="…"`) and its headings' slugs as
 * GitHub makes them ("## A request's path" → `#a-requests-path`).
 */

export interface Link {
  /** the file the link is in */
  from: string;
  line: number;
  /** the target as written */
  target: string;
  /** the repository file it reaches (relative to the root, `/`-separated) */
  file: string;
  anchor: string | null;
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces as dashes. */
export function headingSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(markdown: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, i) => {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    else if (!fenced) out.push({ text, line: i + 1 });
  });
  return out;
}

/** Every anchor a Markdown page offers. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const m of markdown.matchAll(/\bid="([^"]+)"/g)) anchors.add(m[1]!);
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const heading = text.match(/^#{1,6}\s+(.*?)\s*#*\s*$/);
    if (!heading) continue;
    const slug = headingSlug(heading[1]!);
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

function posixJoin(dir: string, target: string): string {
  const parts: string[] = dir ? dir.split('/') : [];
  for (const part of target.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** `docs/<page>.md[#anchor]` mentions in any text (not part of a longer path or URL). */
export function docsMentions(from: string, text: string): Link[] {
  const out: Link[] = [];
  text.split('\n').forEach((content, i) => {
    for (const m of content.matchAll(/(?<![\w./-])docs\/([\w./-]*\.md)(?:#([\w-]+))?/g)) {
      out.push({ from, line: i + 1, target: m[0], file: `docs/${m[1]}`, anchor: m[2] ?? null });
    }
  });
  return out;
}

/** Relative Markdown links of a page: `[text](target)`, images included, URLs and mail left out. */
export function markdownLinks(from: string, markdown: string): Link[] {
  const dir = from.includes('/') ? from.slice(0, from.lastIndexOf('/')) : '';
  const out: Link[] = [];
  for (const { text, line } of proseLines(markdown)) {
    // Inline code is not a link: `[x](y)` inside backticks stays text.
    const prose = text.replace(/`[^`]*`/g, '');
    for (const m of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = m[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const hash = target.indexOf('#');
      const path = hash === -1 ? target : target.slice(0, hash);
      const anchor = hash === -1 ? null : target.slice(hash + 1);
      out.push({ from, line, target, file: path === '' ? from : posixJoin(dir, decodeURI(path)), anchor });
    }
  }
  return out;
}

/**
 * The links that reach nothing: a file that does not exist, or an anchor a Markdown page does not
 * have. `exists` says whether a repository file exists; `read` gives a Markdown page's text.
 */
export function brokenLinks(links: Link[], exists: (file: string) => boolean, read: (file: string) => string): string[] {
  const anchors = new Map<string, Set<string>>();
  const broken: string[] = [];
  for (const link of links) {
    const where = `${link.from}:${link.line} → ${link.target}`;
    if (!exists(link.file)) {
      broken.push(`${where} (no file ${link.file})`);
      continue;
    }
    if (link.anchor === null || !link.file.endsWith('.md')) continue;
    if (!anchors.has(link.file)) anchors.set(link.file, anchorsOf(read(link.file)));
    if (!anchors.get(link.file)!.has(link.anchor)) broken.push(`${where} (no anchor #${link.anchor} in ${link.file})`);
  }
  return broken;
}
