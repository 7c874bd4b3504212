import { describe, expect, it } from 'vitest';
import { venuePrepaintCss, venuePrepaintScript } from './VenuePrepaint';

function run(script: string, stored: string | null): string | null {
  const attrs: Record<string, string> = {};
  const env = {
    localStorage: { getItem: () => stored },
    document: { documentElement: { setAttribute: (k: string, v: string) => (attrs[k] = v) } },
  };
  new Function('localStorage', 'document', script)(env.localStorage, env.document);
  return attrs['data-venue'] ?? null;
}

describe('venue before first paint', () => {
  it('marks the stored venue, else the first one (as the session store picks it)', () => {
    const script = venuePrepaintScript([7, 9]);
    expect(run(script, '9')).toBe('9');
    expect(run(script, null)).toBe('7');
    expect(run(script, '42')).toBe('7');
  });

  it('hides the elements of the other venues', () => {
    expect(venuePrepaintCss([7, 9])).toBe(
      'html[data-venue="7"] [data-venues]:not([data-venues~="7"]){display:none}html[data-venue="9"] [data-venues]:not([data-venues~="9"]){display:none}',
    );
  });
});
