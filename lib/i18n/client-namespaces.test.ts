import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import es from '@/messages/es.json';
import { CLIENT_NAMESPACES, pickClientMessages } from './client-namespaces';

function hookFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return hookFiles(full);
    if (!/\.tsx?$/.test(entry.name) || entry.name.includes('.test.')) return [];
    return fs.readFileSync(full, 'utf8').includes('useTranslations(') ? [full] : [];
  });
}

describe('client message namespaces', () => {
  const files = ['app', 'components', 'lib'].flatMap((d) => hookFiles(path.join(process.cwd(), d)));

  it('include every namespace read with the useTranslations hook', () => {
    const used = new Set<string>();
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      expect(text, `${file} must name its namespace`).not.toMatch(/useTranslations\(\s*\)/);
      for (const m of text.matchAll(/useTranslations\(\s*['"]([\w]+)['"]/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((ns) => !(CLIENT_NAMESPACES as readonly string[]).includes(ns))).toEqual([]);
  });

  it('name namespaces that exist', () => {
    for (const ns of CLIENT_NAMESPACES) expect(Object.keys(es)).toContain(ns);
  });

  it('pick only those namespaces', () => {
    const picked = pickClientMessages(es);
    expect(Object.keys(picked).sort()).toEqual([...CLIENT_NAMESPACES].sort());
    expect(picked).not.toHaveProperty('Home');
  });
});
