import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('keeps plain text as one text part', () => {
    expect(linkify('hola <b>mundo</b>')).toEqual([{ kind: 'text', text: 'hola <b>mundo</b>' }]);
  });

  it('turns http(s) addresses into links without the sentence punctuation', () => {
    expect(linkify('Mira https://ekitaldi.test/a?b=1. Y http://x.test')).toEqual([
      { kind: 'text', text: 'Mira ' },
      { kind: 'link', text: 'https://ekitaldi.test/a?b=1', href: 'https://ekitaldi.test/a?b=1' },
      { kind: 'text', text: '. Y ' },
      { kind: 'link', text: 'http://x.test', href: 'http://x.test/' },
    ]);
  });

  it('never links other schemes nor markup around an address', () => {
    expect(linkify('javascript:alert(1) data:text/html,<script>')).toEqual([{ kind: 'text', text: 'javascript:alert(1) data:text/html,<script>' }]);
    const parts = linkify('<a href="https://evil.test">x</a>');
    expect(parts.filter((p) => p.kind === 'link')).toEqual([{ kind: 'link', text: 'https://evil.test', href: 'https://evil.test/' }]);
    expect(parts.map((p) => p.text).join('')).toBe('<a href="https://evil.test">x</a>');
  });
});
