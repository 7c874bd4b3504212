import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const catalogues = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    flatten(JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as Tree),
  ]),
);
const source = catalogues.es!;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('exist for the six languages', () => {
    expect(Object.keys(catalogues).sort()).toEqual(['el', 'en', 'es', 'eus', 'fr', 'pt']);
  });

  for (const locale of LOCALES) {
    it(`${locale} holds exactly the keys of es`, () => {
      expect([...catalogues[locale]!.keys()].sort()).toEqual([...source.keys()].sort());
    });

    it(`${locale} keeps every placeholder and leaves no value empty`, () => {
      for (const [key, text] of source) {
        const translated = catalogues[locale]!.get(key) ?? '';
        expect(translated.trim(), `${locale}:${key}`).not.toBe('');
        expect(placeholders(translated), `${locale}:${key}`).toEqual(placeholders(text));
      }
    });
  }

  it('is translated, not copied: most values differ from Spanish in every other language', () => {
    for (const locale of LOCALES.filter((l) => l !== 'es')) {
      const same = [...source].filter(([key, text]) => catalogues[locale]!.get(key) === text && /[a-z]{4,}/i.test(text.replace(/\{\w+\}/g, '')));
      expect(same.length / source.size, `${locale}: ${same.map(([k]) => k).join(', ')}`).toBeLessThan(0.1); // Spanish and Portuguese share some words
    }
  });
});
