import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from './sanitize';

describe('sanitizeCmsHtml', () => {
  it('drops scripts, handlers, javascript: URLs and styles', () => {
    const out = sanitizeCmsHtml(
      '<p style="position:fixed" onclick="x()">Hola</p><script>alert(1)</script>' +
        '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a><style>body{}</style>' +
        '<iframe src="https://evil.example/x"></iframe><a href="//evil.com">y</a>',
    );
    expect(out).not.toMatch(/script|onerror|onclick|javascript:|style|evil/i);
    expect(out).toContain('<p>Hola</p>');
  });

  it('keeps structure, tables, images and allowed video embeds', () => {
    const out = sanitizeCmsHtml(
      '<h1>T</h1><h2>S</h2><ul><li>a</li></ul><table><tr><th scope="col">h</th></tr></table>' +
        '<img src="https://cdn.example/a.png" alt="A"><iframe src="https://www.youtube-nocookie.com/embed/x" title="V"></iframe>' +
        '<a href="https://example.org">ext</a><a href="/agenda">int</a>',
    );
    for (const kept of [
      '<h2>T</h2>',
      '<li>a</li>',
      '<th scope="col">h</th>',
      'alt="A"',
      'src="https://www.youtube-nocookie.com/embed/x"',
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">ext</a>',
      '<a href="/agenda">int</a>',
    ]) {
      expect(out).toContain(kept);
    }
  });
});
