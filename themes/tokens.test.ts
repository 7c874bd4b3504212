import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registrySchema } from '@/lib/tenants/schema';
import { themes, type ThemeId } from './index';

/**
 * The token contract and the theme files: every theme only sets tokens that exist, every colour
 * pair a component can meet passes WCAG AA in every theme (on light surfaces and on the
 * brand-coloured header, footer, hero and bands), components only read tokens that exist, and
 * the demo registry only names themes, fonts and files that exist.
 */

const root = path.resolve(__dirname, '..');
const read = (p: string) => fs.readFileSync(path.join(root, p), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** Declarations of the blocks whose selector is exactly `selector`. */
function declarations(css: string, selector: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = new RegExp(`${selector.replace(/[[\]'()]/g, (c) => `\\${c}`)}\\s*\\{([^}]*)\\}`, 'g');
  for (const m of css.matchAll(re)) {
    for (const d of m[1]!.split(';')) {
      const i = d.indexOf(':');
      const name = d.slice(0, i).trim();
      if (i > 0 && name.startsWith('--')) out[name] = d.slice(i + 1).trim();
    }
  }
  return out;
}

const tokens = declarations(read('themes/tokens.css'), ':root');
const THEME_DIRS: Record<string, string> = {
  default: 'default',
  hermes: 'hermes',
  mdigital: 'mdigital',
  eirv2023: 'eirv2023',
  digitalone: 'digitalone',
  cned: 'cned',
  ciud: 'ciud',
  compact: 'compact',
  withoutTenant: 'without-tenant',
};
const themeCss = (id: string) => read(`themes/${THEME_DIRS[id]}/theme.css`);
const themeTokens = (id: string) => ({ ...tokens, ...declarations(themeCss(id), `[data-theme='${id}']`) });

function resolve(vars: Record<string, string>, value: string, depth = 0): string {
  if (depth > 20) throw new Error(`token cycle in ${value}`);
  return value.replace(/var\((--[a-z0-9-]+)(?:,\s*([^()]*(?:\([^()]*\))?[^()]*))?\)/g, (_, name: string, fallback?: string) =>
    vars[name] !== undefined ? resolve(vars, vars[name]!, depth + 1) : (fallback ?? `MISSING(${name})`),
  );
}

type Rgba = [number, number, number, number];
function colours(value: string): Rgba[] {
  const out: Rgba[] = [];
  for (const c of value.match(/#[0-9a-f]{3,8}\b|rgba?\([^)]*\)/gi) ?? []) {
    let m: RegExpExecArray | null;
    if ((m = /^#([0-9a-f]{3})$/i.exec(c))) out.push([...[...m[1]!].map((x) => parseInt(x + x, 16)), 1] as Rgba);
    else if ((m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(c)))
      out.push([...[0, 2, 4].map((i) => parseInt(m![1]!.slice(i, i + 2), 16)), m[2] ? parseInt(m[2], 16) / 255 : 1] as Rgba);
    else if ((m = /^rgba?\(\s*(\d+)[ ,]+(\d+)[ ,]+(\d+)\s*(?:[/,]\s*([\d.]+%?))?\s*\)$/.exec(c)))
      out.push([+m[1]!, +m[2]!, +m[3]!, m[4] ? (m[4].endsWith('%') ? parseFloat(m[4]) / 100 : +m[4]) : 1]);
  }
  return out;
}
const blend = (fg: Rgba, bg: Rgba): Rgba => (fg[3] >= 1 ? fg : ([0, 1, 2].map((i) => fg[i]! * fg[3] + bg[i]! * (1 - fg[3])).concat(1) as Rgba));
const luminance = ([r, g, b]: Rgba) => {
  const f = (x: number) => ((x /= 255) <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4);
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
};
const ratio = (a: Rgba, b: Rgba) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

/**
 * The lowest contrast of `fg` over `bg`, over every colour stop of `bg` (a gradient); translucent
 * stops are laid over the opaque ones, or over `under` when `bg` has none.
 */
function worstContrast(vars: Record<string, string>, fg: string, bg: string, under?: string): number {
  const f = colours(resolve(vars, `var(--color-${fg})`))[0];
  const b = colours(resolve(vars, `var(--color-${bg})`));
  if (!f || b.length === 0) throw new Error(`no colour for ${fg} / ${bg}`);
  const opaque = b.filter((c) => c[3] >= 1);
  const base = opaque.length ? opaque : under ? colours(resolve(vars, `var(--color-${under})`)).filter((c) => c[3] >= 1) : [];
  const beneath: Rgba[] = base.length ? base : [[255, 255, 255, 1]];
  const backgrounds = b.flatMap((c) => (c[3] >= 1 ? [c] : beneath.map((u) => blend(c, u))));
  return Math.min(...backgrounds.map((bgc) => ratio(blend(f, bgc), bgc)));
}

const TEXT = 4.5;
const UI = 3;
/** [foreground, background, minimum, what lies under a translucent background] */
const PAIRS: Array<[string, string, number, string?]> = [
  ['text', 'bg', TEXT], ['text', 'surface', TEXT], ['text', 'surface-alt', TEXT, 'bg'],
  ['text-muted', 'bg', TEXT], ['text-muted', 'surface', TEXT], ['text-muted', 'surface-alt', TEXT, 'bg'],
  ['heading', 'bg', TEXT], ['heading', 'surface', TEXT],
  ['primary', 'bg', TEXT], ['primary', 'surface', TEXT], ['primary', 'surface-alt', TEXT, 'bg'], ['primary-hover', 'bg', TEXT],
  ['link', 'bg', TEXT], ['link', 'surface', TEXT], ['link', 'surface-alt', TEXT, 'bg'],
  ['primary-contrast', 'primary', TEXT], ['primary-contrast', 'primary-hover', TEXT],
  ['primary', 'primary-soft', TEXT], ['text', 'primary-soft', TEXT],
  ['accent-text', 'bg', TEXT], ['accent-text', 'surface', TEXT], ['accent-contrast', 'accent', TEXT],
  ['border-strong', 'surface', UI], ['focus', 'bg', UI], ['focus', 'surface', UI],
  ['success', 'bg', TEXT], ['success', 'success-bg', TEXT], ['success-contrast', 'success', TEXT],
  ['warning', 'bg', TEXT], ['warning', 'warning-bg', TEXT], ['warning-contrast', 'warning-bg', TEXT],
  ['danger', 'bg', TEXT], ['danger', 'surface', TEXT], ['danger', 'danger-bg', TEXT], ['danger-contrast', 'danger', TEXT],
  ['info', 'info-bg', TEXT],
  ['header-active', 'header-bg', UI], ['footer-accent', 'footer-bg', TEXT], ['hero-accent', 'hero-bg', TEXT],
  ['band-accent', 'band-bg', TEXT], ['footer-text', 'footer-surface', TEXT],
];
for (const s of ['header', 'footer', 'hero', 'band']) {
  PAIRS.push(
    [`${s}-text`, `${s}-bg`, TEXT], [`${s}-muted`, `${s}-bg`, TEXT], [`${s}-primary`, `${s}-bg`, TEXT],
    [`${s}-primary-contrast`, `${s}-primary`, TEXT], [`${s}-primary-contrast`, `${s}-primary-hover`, TEXT],
    [`${s}-focus`, `${s}-bg`, UI], [`${s}-text`, `${s}-hover-bg`, TEXT, `${s}-bg`], [`${s}-primary`, `${s}-hover-bg`, TEXT, `${s}-bg`],
    [`${s}-text`, `${s}-surface`, TEXT, `${s}-bg`], [`${s}-muted`, `${s}-surface`, TEXT, `${s}-bg`],
  );
}

describe('theme files', () => {
  it('exist for every theme of the registry, each scoped to its own data-theme', () => {
    expect(Object.keys(THEME_DIRS).sort()).toEqual(Object.keys(themes).sort());
    const base = read('themes/base.css');
    for (const [id, dir] of Object.entries(THEME_DIRS)) {
      expect(base, `base.css imports ${dir}`).toContain(`@import './${dir}/theme.css'`);
      const css = themeCss(id);
      expect(css).toContain(`[data-theme='${id}']`);
      // Nothing a theme declares leaks outside its own scope (font faces are global by nature).
      const selectors = [...css.replace(/@font-face\s*\{[^}]*\}/g, '').matchAll(/(^|\})\s*([^{}@]+)\{/g)].map((m) => m[2]!.trim());
      for (const sel of selectors) expect(sel.startsWith(`[data-theme='${id}']`), `${id}: ${sel}`).toBe(true);
    }
  });

  it('set only tokens that tokens.css declares (no misspelt token silently ignored)', () => {
    for (const id of Object.keys(THEME_DIRS)) {
      const own = declarations(themeCss(id), `[data-theme='${id}']`);
      const unknown = Object.keys(own).filter((k) => !(k in tokens) && k !== '--tenant-font-base' && k !== '--tenant-font-alt');
      expect(unknown, id).toEqual([]);
    }
  });

  it('resolve every token to a value (no reference to a missing token)', () => {
    for (const id of Object.keys(THEME_DIRS)) {
      const vars = themeTokens(id);
      for (const name of Object.keys(vars)) expect(resolve(vars, `var(${name})`), `${id} ${name}`).not.toContain('MISSING');
    }
  });

  it.each(Object.keys(THEME_DIRS))('%s: every colour pair passes WCAG AA', (id) => {
    const vars = themeTokens(id);
    const failures = PAIRS.map(([fg, bg, min, under]) => ({ fg, bg, min, got: worstContrast(vars, fg, bg, under) }))
      .filter((p) => p.got < p.min)
      .map((p) => `${p.fg} on ${p.bg}: ${p.got.toFixed(2)} < ${p.min}`);
    expect(failures).toEqual([]);
  });

  it('keep the header logo within docs/product.md#limits (40–55 px) in every theme', () => {
    for (const id of Object.keys(THEME_DIRS)) {
      const px = Number(/^(\d+)px$/.exec(themeTokens(id)['--logo-height']!)?.[1]);
      expect(px).toBeGreaterThanOrEqual(40);
      expect(px).toBeLessThanOrEqual(55);
    }
  });
});

describe('components and the token contract', () => {
  it('read only design tokens that exist', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (e.name.endsWith('.css')) files.push(p);
      }
    };
    walk('components');
    walk('app');
    const families = /^--(color|space|font|radius|shadow|line-height|letter-spacing|logo|header-height|section|container|focus|border-width|sponsor|scroll|transition)\b/;
    const missing = new Set<string>();
    for (const f of files) {
      const css = read(f);
      for (const m of css.matchAll(/var\((--[a-z0-9-]+)\s*(,)?/g)) {
        const name = m[1]!;
        // A token with a fallback is an optional theme hook (e.g. --color-sponsor-gold).
        if (families.test(name) && !(name in tokens) && !m[2]) missing.add(`${f}: ${name}`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});

describe('demo registry visuals', () => {
  const registry = registrySchema.parse(JSON.parse(read('lib/tenants/demo-tenants.json')));
  const declaredFamilies = new Set(
    fs
      .readdirSync(path.join(root, 'themes/fonts'))
      .filter((f) => f.endsWith('.css'))
      .flatMap((f) => [...read(`themes/fonts/${f}`).matchAll(/font-family:'([^']+)'/g)].map((m) => m[1]!)),
  );

  it.each(registry.tenants.map((t) => [t.key, t] as const))('%s: theme, fonts, logos and favicon exist', (_key, tenant) => {
    expect(Object.keys(themes)).toContain(tenant.cssName);
    expect(declaredFamilies).toContain(tenant.cssBaseFont);
    expect(declaredFamilies).toContain(tenant.cssAlternateFont);
    for (const file of [tenant.logo, tenant.alternate_logo, tenant.favicon]) {
      expect(file).toMatch(/^\/tenants\/.+\.svg$/);
      const svg = fs.readFileSync(path.join(root, 'public', file!), 'utf8');
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      // Text drawn as paths: an SVG in an <img> cannot use the page's web fonts.
      expect(svg).not.toContain('<text');
    }
  });
});

describe('font preloads (themes/fonts/preload.ts)', () => {
  const source = fs.readFileSync(path.join(root, 'themes/fonts/preload.ts'), 'utf8');
  /** variable name → @fontsource package of each imported file */
  const imports = Object.fromEntries(
    [...source.matchAll(/import (\w+) from '@fontsource\/([a-z0-9-]+)\/files\/[^']+-latin-\d+-normal\.woff2'/g)].map((m) => [m[1]!, m[2]!]),
  );
  const listed = (id: ThemeId) => {
    const m = new RegExp(`\\b${id}: \\[([^\\]]*)\\]`).exec(source);
    return (m?.[1] ?? '').split(',').map((v) => v.trim()).filter(Boolean);
  };

  it.each(Object.keys(THEME_DIRS) as ThemeId[])('%s preloads exactly the families its theme.css imports', (id) => {
    const families = [...themeCss(id).matchAll(/@import '\.\.\/fonts\/([a-z0-9-]+)\.css'/g)].map((m) => m[1]!).sort();
    const preloaded = [...new Set(listed(id).map((v) => imports[v]))].sort();
    expect(preloaded).toEqual(families);
    // And only weights that the family's @font-face declares.
    for (const v of listed(id)) {
      const weight = new RegExp(`import ${v} from '[^']+-latin-(\\d+)-normal`).exec(source)![1];
      expect(read(`themes/fonts/${imports[v]}.css`)).toContain(`font-weight:${weight};font-display:swap`);
    }
  });
});
