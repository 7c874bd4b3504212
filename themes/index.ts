/**
 * The closed theme registry. A tenant's `cssName` picks its theme; unknown names fall back to
 * `default` (logged once per name). A theme is tokens (CSS variables under
 * `[data-theme='<id>']`, see themes/tokens.css and THEME-CONTRACT) plus the header and footer
 * variants it offers, declared here. Components never branch on a tenant or a theme id: they
 * read these declarations.
 *
 * Every variant of SPEC §1/§2 is offered by at least one theme (checked in index.test.ts):
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
  /** Variants this theme offers (SPEC §1, §2). */
  features: ThemeFeatures;
}

const NONE: readonly FooterMenu[] = [];

export const themes = {
  default: {
    id: 'default',
    features: {
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
    },
  },
  hermes: {
    id: 'hermes',
    features: {
      header: 'centered',
      footer: 'standard',
      headerTone: 'light',
      venueSelector: true,
      languageSelector: true,
      socialLinks: true,
      countdown: false,
      footerSponsors: true,
      institutionalLink: false,
      footerMenus: NONE,
    },
  },
  mdigital: {
    id: 'mdigital',
    features: {
      header: 'band',
      footer: 'standard',
      headerTone: 'dark',
      venueSelector: false,
      languageSelector: true,
      socialLinks: true,
      countdown: true,
      footerSponsors: false,
      institutionalLink: false,
      footerMenus: NONE,
    },
  },
  eirv2023: {
    id: 'eirv2023',
    features: {
      header: 'standard',
      footer: 'menus',
      headerTone: 'dark',
      venueSelector: true,
      languageSelector: true,
      socialLinks: true,
      countdown: true,
      footerSponsors: true,
      institutionalLink: true,
      footerMenus: ['axes', 'information', 'privateArea'],
    },
  },
  digitalone: {
    id: 'digitalone',
    features: {
      header: 'standard',
      footer: 'standard',
      headerTone: 'light',
      venueSelector: true,
      languageSelector: true,
      socialLinks: false,
      countdown: true,
      footerSponsors: true,
      institutionalLink: false,
      footerMenus: NONE,
    },
  },
  cned: {
    id: 'cned',
    features: {
      header: 'standard',
      footer: 'menus',
      headerTone: 'light',
      venueSelector: false,
      languageSelector: true,
      socialLinks: false,
      countdown: false,
      footerSponsors: false,
      institutionalLink: true,
      footerMenus: ['information'],
    },
  },
  ciud: {
    id: 'ciud',
    features: {
      header: 'standard',
      footer: 'standard',
      headerTone: 'light',
      venueSelector: false,
      languageSelector: true,
      socialLinks: true,
      countdown: false,
      footerSponsors: false,
      institutionalLink: true,
      footerMenus: NONE,
    },
  },
  compact: {
    id: 'compact',
    features: {
      header: 'compact',
      footer: 'compact',
      headerTone: 'light',
      venueSelector: false,
      languageSelector: false,
      socialLinks: false,
      countdown: false,
      footerSponsors: false,
      institutionalLink: false,
      footerMenus: NONE,
    },
  },
  withoutTenant: {
    id: 'withoutTenant',
    features: {
      header: 'compact',
      footer: 'compact',
      headerTone: 'light',
      venueSelector: false,
      languageSelector: false,
      socialLinks: false,
      countdown: false,
      footerSponsors: false,
      institutionalLink: false,
      footerMenus: NONE,
    },
  },
} as const satisfies Record<string, { id: string; features: ThemeFeatures }>;

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
