/**
 * The closed theme registry. A tenant's `cssName` picks its theme; unknown names fall back to
 * `default` (logged once per name). A theme is tokens (CSS variables under
 * `[data-theme='<id>']`, see themes/tokens.css and THEME-CONTRACT) plus the header and footer
 * variants it offers, declared here. Components never branch on a tenant or a theme id: they
 * read these declarations.
 *
 * Every variant of docs/product.md#scope, docs/product.md#routes is offered by at least one theme (checked in index.test.ts):
 * venue selector, language selector, social links, sponsor logos (footer), countdown, the
 * institutional link, the axes / information / private-area footer menu, the compact header and
 * footer; `withoutTenant` has no header or footer at all (global 404/503, no tenant data).
 */

/**
 * How the header is laid out.
 * - `standard`: logo and tools on one row, the menu on a row below (desktop); a menu button on phones.
 * - `centered`: the logo centred above a centred menu (an editorial look).
 * - `band`: a dark band above the bar carries the countdown and the event date.
 * - `compact`: one row, small logo, no venue or language switcher.
 */
export type HeaderVariant = 'standard' | 'centered' | 'band' | 'compact';

/**
 * How the footer is laid out.
 * - `standard`: the CMS link sections as columns, social links, legal logo and copyright.
 * - `menus`: the footer menus the theme lists (axes / information / private area) as columns,
 *   the legal section as one row of links at the bottom.
 * - `compact`: one row: copyright and the legal links.
 */
export type FooterVariant = 'standard' | 'menus' | 'compact';

/** Menus a `menus` footer shows, in this order. */
export type FooterMenu = 'axes' | 'information' | 'privateArea';

export interface ThemeFeatures {
  header: HeaderVariant;
  footer: FooterVariant;
  /** `dark`: the header sits on a dark colour and shows the tenant's alternate logo. */
  headerTone: 'light' | 'dark';
  /** Venue dropdown (shown only when the tenant has more than one venue). */
  venueSelector: boolean;
  /** Language switcher (shown only when the tenant has more than one language). */
  languageSelector: boolean;
  /** Social links in the footer (entries without url hidden). */
  socialLinks: boolean;
  /** Countdown to the event start in the header (hidden after the start). */
  countdown: boolean;
  /** Sponsor logos in the footer. */
  footerSponsors: boolean;
  /** The tenant's fixed external link to an institutional portal (registry `institutionalLink`). */
  institutionalLink: boolean;
  /** For the `menus` footer: which menus, in order. */
  footerMenus: readonly FooterMenu[];
}

export interface ThemeDef {
  id: ThemeId;
  /** The theme's `--color-primary` (theme.css; index.test.ts keeps them equal): the installed app's colour. */
  themeColor: string;
  /** Variants this theme offers (docs/product.md#scope, docs/product.md#routes). */
  features: ThemeFeatures;
}

const NONE: readonly FooterMenu[] = [];

/** The standard layout: one theme's declaration is how it differs from this. */
const STANDARD: ThemeFeatures = {
  header: 'standard',
  footer: 'standard',
  headerTone: 'light',
  venueSelector: true,
  languageSelector: true,
  socialLinks: true,
  countdown: true,
  footerSponsors: false,
  institutionalLink: false,
  footerMenus: NONE,
};
const variant = (differences: Partial<ThemeFeatures>): ThemeFeatures => ({ ...STANDARD, ...differences });

/**
 * One row each, nothing optional. `withoutTenant` declares the same: it draws no header or
 * footer at all, and should anything read its features they must ask for no tenant data.
 */
const COMPACT = variant({
  header: 'compact',
  footer: 'compact',
  venueSelector: false,
  languageSelector: false,
  socialLinks: false,
  countdown: false,
});

export const themes = {
  default: { id: 'default', themeColor: '#0b5cad', features: STANDARD },
  hermes: { id: 'hermes', themeColor: '#1d3461', features: variant({ header: 'centered', countdown: false, footerSponsors: true }) },
  mdigital: { id: 'mdigital', themeColor: '#6d28d9', features: variant({ header: 'band', headerTone: 'dark', venueSelector: false }) },
  eirv2023: {
    id: 'eirv2023',
    themeColor: '#1f1e1b',
    features: variant({
      footer: 'menus',
      headerTone: 'dark',
      footerSponsors: true,
      institutionalLink: true,
      footerMenus: ['axes', 'information', 'privateArea'],
    }),
  },
  digitalone: { id: 'digitalone', themeColor: '#0a4fe0', features: variant({ socialLinks: false, footerSponsors: true }) },
  cned: {
    id: 'cned',
    themeColor: '#0b6b3a',
    features: variant({
      footer: 'menus',
      venueSelector: false,
      socialLinks: false,
      countdown: false,
      institutionalLink: true,
      footerMenus: ['information'],
    }),
  },
  ciud: { id: 'ciud', themeColor: '#00706a', features: variant({ venueSelector: false, countdown: false, institutionalLink: true }) },
  compact: { id: 'compact', themeColor: '#b93d0c', features: COMPACT },
  withoutTenant: { id: 'withoutTenant', themeColor: '#344151', features: COMPACT },
} as const satisfies Record<string, { id: string; themeColor: string; features: ThemeFeatures }>;

export type ThemeId = keyof typeof themes;

/** The themes a tenant may name (withoutTenant is reserved for global errors). */
export const TENANT_THEME_IDS = (Object.keys(themes) as ThemeId[]).filter((id) => id !== 'withoutTenant');

const warned = new Set<string>();

export function resolveTheme(cssName: string): ThemeDef {
  if (Object.hasOwn(themes, cssName) && cssName !== 'withoutTenant') return themes[cssName as ThemeId];
  if (!warned.has(cssName)) {
    warned.add(cssName);
    console.warn(`[themes] unknown theme "${cssName}", using "default"`);
  }
  return themes.default;
}
