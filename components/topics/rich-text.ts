import { sanitizeCmsHtml } from '@/lib/sanitize';

/** Organiser text that may be HTML ("<p>…</p>") or plain text with blank-line paragraphs. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i.test(text);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Safe HTML for a bio or a description, whichever way the API wrote it:
 * richTextHtml('Line one\n\nLine two') → '<p>Line one</p><p>Line two</p>'
 * richTextHtml('<p onclick="x()">Hi</p><script>bad()</script>') → '<p>Hi</p>'
 */
export function richTextHtml(text: string): string {
  if (looksLikeHtml(text)) return sanitizeCmsHtml(text);
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Plain text of the same, for meta descriptions: tags dropped, whitespace collapsed, cut at `max`. */
export function plainSummary(text: string, max = 160): string {
  const plain = (looksLikeHtml(text) ? text.replace(/<[^>]*>/g, ' ') : text)
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/** An API colour for a decorative accent, only if it is a plain hex colour (never raw CSS). */
export function safeColor(color: string): string | undefined {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(color) ? color : undefined;
}
