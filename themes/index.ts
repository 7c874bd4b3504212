/**
 * The closed theme registry. A tenant's `cssName` picks its theme; unknown names fall back to
 * `default` (logged once per name). A theme is tokens (CSS variables under
 * `[data-theme='<id>']`, see themes/tokens.css) plus, where a variant really differs, its own
 * header or footer. Components never branch on a tenant.
 */
export interface ThemeDef {
  id: ThemeId;
  /** Variants this theme offers (SPEC §1). */
  features: {
    venueSelector: boolean;
    languageSelector: boolean;
    socialLinks: boolean;
  };
}

export const themes = {
  default: {
    id: 'default',
    features: { venueSelector: true, languageSelector: true, socialLinks: true },
  },
  withoutTenant: {
    id: 'withoutTenant',
    features: { venueSelector: false, languageSelector: false, socialLinks: false },
  },
} as const satisfies Record<string, Omit<ThemeDef, 'id'> & { id: string }>;

export type ThemeId = keyof typeof themes;

const warned = new Set<string>();

export function resolveTheme(cssName: string): (typeof themes)[ThemeId] {
  if (cssName in themes && cssName !== 'withoutTenant') return themes[cssName as ThemeId];
  if (!warned.has(cssName)) {
    warned.add(cssName);
    console.warn(`[themes] unknown theme "${cssName}", using "default"`);
  }
  return themes.default;
}
