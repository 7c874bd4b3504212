import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import es from '@/messages/es.json';
import { ACCOUNT_CODE_DIRS, ACCOUNT_NAMESPACES, CLIENT_NAMESPACES, pickClientMessages, PURCHASE_CODE_DIRS, PURCHASE_NAMESPACES } from './client-namespaces';

function hookFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return hookFiles(full);
    if (!/\.tsx?$/.test(entry.name) || entry.name.includes('.test.')) return [];
    return fs.readFileSync(full, 'utf8').includes('useTranslations(') ? [full] : [];
  });
}

const root = process.cwd();
const inAccountCode = (file: string) => ACCOUNT_CODE_DIRS.some((d) => file.startsWith(path.join(root, d) + path.sep));
const inPurchaseCode = (file: string) => PURCHASE_CODE_DIRS.some((d) => file.startsWith(path.join(root, d) + path.sep));

describe('client message namespaces', () => {
  const files = ['app', 'components', 'lib'].flatMap((d) => hookFiles(path.join(root, d)));

  function used(filter: (file: string) => boolean): Set<string> {
    const names = new Set<string>();
    for (const file of files.filter(filter)) {
      const text = fs.readFileSync(file, 'utf8');
      expect(text, `${file} must name its namespace`).not.toMatch(/useTranslations\(\s*\)/);
      for (const m of text.matchAll(/useTranslations\(\s*['"]([\w]+)['"]/g)) names.add(m[1]!);
    }
    return names;
  }

  it('every page carries each namespace read with the useTranslations hook outside the account screens', () => {
    const names = used((f) => !inAccountCode(f) && !inPurchaseCode(f));
    expect(names.size).toBeGreaterThan(5);
    expect([...names].filter((ns) => !(CLIENT_NAMESPACES as readonly string[]).includes(ns))).toEqual([]);
  });

  it('the account screens carry each namespace their components read', () => {
    const names = used(inAccountCode);
    expect(names.size).toBeGreaterThan(5);
    const carried = [...CLIENT_NAMESPACES, ...ACCOUNT_NAMESPACES] as readonly string[];
    expect([...names].filter((ns) => !carried.includes(ns))).toEqual([]);
  });

  it('the purchase flow reads only the page namespaces and its own', () => {
    const names = used(inPurchaseCode);
    expect(names.size).toBeGreaterThan(1);
    const carried = [...CLIENT_NAMESPACES, ...PURCHASE_NAMESPACES] as readonly string[];
    expect([...names].filter((ns) => !carried.includes(ns))).toEqual([]);
    const page = fs.readFileSync(path.join(root, 'app/[tenant]/[locale]/proceso-de-compra/page.tsx'), 'utf8');
    expect(page).toMatch(/pickClientMessages\(.*PURCHASE_NAMESPACES/);
  });

  it('the account route group adds the account namespaces', () => {
    const layout = fs.readFileSync(path.join(root, 'app/[tenant]/[locale]/(account)/layout.tsx'), 'utf8');
    expect(layout).toMatch(/pickClientMessages\(.*ACCOUNT_NAMESPACES\)/);
  });

  it('name namespaces that exist', () => {
    for (const ns of [...CLIENT_NAMESPACES, ...ACCOUNT_NAMESPACES, ...PURCHASE_NAMESPACES]) expect(Object.keys(es)).toContain(ns);
  });

  it('pick only those namespaces', () => {
    const picked = pickClientMessages(es);
    expect(Object.keys(picked).sort()).toEqual([...CLIENT_NAMESPACES].sort());
    expect(picked).not.toHaveProperty('Home');
    expect(picked).not.toHaveProperty('Login');
    expect(Object.keys(pickClientMessages(es, ACCOUNT_NAMESPACES)).sort()).toEqual([...CLIENT_NAMESPACES, ...ACCOUNT_NAMESPACES].sort());
  });
});
