import { describe, expect, it } from 'vitest';
import { looksLikeHtml, plainSummary, richTextHtml, safeColor } from './rich-text';

describe('richTextHtml', () => {
  it('turns plain text into escaped paragraphs', () => {
    expect(richTextHtml('Line one\nstill one\n\n  Line 2 < 3 & "more"  ')).toBe(
      '<p>Line one<br>still one</p><p>Line 2 &lt; 3 &amp; &quot;more&quot;</p>',
    );
  });

  it('sanitises HTML: no scripts, handlers or javascript: URLs', () => {
    const html = richTextHtml('<p onclick="x()">Hi <a href="javascript:alert(1)">x</a></p><script>bad()</script>');
    expect(html).not.toMatch(/script|onclick|javascript/i);
    expect(html).toContain('<p>Hi <a');
  });

  it('tells HTML from text with a stray "<"', () => {
    expect(looksLikeHtml('a < b and c > d')).toBe(false);
    expect(looksLikeHtml('<p>x</p>')).toBe(true);
    expect(looksLikeHtml('one<br/>two')).toBe(true);
  });
});

describe('plainSummary', () => {
  it('drops tags, collapses space and cuts on a word', () => {
    expect(plainSummary('<p>Hello&nbsp;<b>world</b></p>\n<p>again</p>')).toBe('Hello world again');
    expect(plainSummary('alpha beta gamma delta', 12)).toBe('alpha beta…');
  });
});

describe('safeColor', () => {
  it('keeps hex colours only', () => {
    expect(safeColor('#1f6feb')).toBe('#1f6feb');
    expect(safeColor('#abc')).toBe('#abc');
    expect(safeColor('red; background: url(x)')).toBeUndefined();
  });
});
