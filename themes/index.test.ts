import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveTheme, TENANT_THEME_IDS, themes, type ThemeFeatures } from './index';

afterEach(() => vi.restoreAllMocks());

describe('resolveTheme', () => {
  it('picks the theme the tenant names', () => {
    for (const id of TENANT_THEME_IDS) expect(resolveTheme(id).id).toBe(id);
  });

  it('falls back to default for an unknown name and logs it once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveTheme('no-such-theme').id).toBe('default');
    expect(resolveTheme('no-such-theme').id).toBe('default');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('no-such-theme');
  });

  it('never hands a tenant the withoutTenant layout nor an inherited property', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveTheme('withoutTenant').id).toBe('default');
    expect(resolveTheme('toString').id).toBe('default');
    expect(resolveTheme('__proto__').id).toBe('default');
  });
});

describe('the registry', () => {
  it('holds the eight themes of docs/product.md#scope plus withoutTenant', () => {
    expect(Object.keys(themes).sort()).toEqual(
      ['default', 'hermes', 'mdigital', 'eirv2023', 'digitalone', 'cned', 'ciud', 'compact', 'withoutTenant'].sort(),
    );
    for (const [key, theme] of Object.entries(themes)) expect(theme.id).toBe(key);
  });

  it('offers every variant of docs/product.md#scope, docs/product.md#routes in at least one tenant theme', () => {
    const tenantThemes = TENANT_THEME_IDS.map((id) => themes[id].features as ThemeFeatures);
    const some = (pred: (f: ThemeFeatures) => boolean) => tenantThemes.some(pred);
    expect(some((f) => f.venueSelector)).toBe(true);
    expect(some((f) => f.languageSelector)).toBe(true);
    expect(some((f) => f.socialLinks)).toBe(true);
    expect(some((f) => f.countdown)).toBe(true);
    expect(some((f) => f.footerSponsors)).toBe(true);
    expect(some((f) => f.institutionalLink)).toBe(true);
    for (const menu of ['axes', 'information', 'privateArea'] as const) {
      expect(some((f) => f.footer === 'menus' && f.footerMenus.includes(menu))).toBe(true);
    }
    for (const header of ['standard', 'centered', 'band', 'compact'] as const) expect(some((f) => f.header === header)).toBe(true);
    for (const footer of ['standard', 'menus', 'compact'] as const) expect(some((f) => f.footer === footer)).toBe(true);
  });

  it('a compact header has no venue or language switcher; a menus footer lists its menus', () => {
    for (const id of TENANT_THEME_IDS) {
      const f = themes[id].features as ThemeFeatures;
      if (f.header === 'compact') expect([f.venueSelector, f.languageSelector, f.countdown]).toEqual([false, false, false]);
      if (f.footer === 'menus') expect(f.footerMenus.length).toBeGreaterThan(0);
      else expect(f.footerMenus).toEqual([]);
    }
  });

  it('the eight tenant themes differ from each other', () => {
    const shapes = TENANT_THEME_IDS.map((id) => JSON.stringify(themes[id].features));
    expect(new Set(shapes).size).toBe(TENANT_THEME_IDS.length);
  });
});

describe('theme colours', () => {
  it("each theme's themeColor is its theme.css --color-primary", () => {
    const folder = (id: string) => (id === 'withoutTenant' ? 'without-tenant' : id);
    for (const theme of Object.values(themes)) {
      const css = fs.readFileSync(path.join(__dirname, folder(theme.id), 'theme.css'), 'utf8');
      const primary = /--color-primary:\s*(#[0-9a-f]{3,8})\s*;/i.exec(css)?.[1];
      expect(theme.themeColor, theme.id).toBe(primary);
    }
  });
});
