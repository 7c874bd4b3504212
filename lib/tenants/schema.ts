import { z } from 'zod';
import { EVENT_TIME_ZONE } from '@/lib/constants';
import { isTimeZone } from '@/lib/i18n/format';
import { LOCALES } from '@/lib/i18n/locale-list';

export { LOCALES };
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

export const FEATURES = [
  'login',
  'register',
  'user_profile',
  'invitation_register',
  'sso_register',
  'change_password',
  'hidden_register',
] as const;
export const featureSchema = z.enum(FEATURES);

/**
 * Third-party services a tenant may enable; each opens only its own origins in the tenant's
 * Content-Security-Policy (lib/security/headers.ts). tagManager, consent and captcha are also
 * implied by gtmId, cookiebotId and captchaType.
 */
export const THIRD_PARTIES = ['tagManager', 'consent', 'captcha', 'stripe', 'youtube', 'vimeo'] as const;
export type ThirdParty = (typeof THIRD_PARTIES)[number];
export type Feature = z.infer<typeof featureSchema>;

/** Path segments the app uses itself: a tenant key must never shadow them. */
const RESERVED_KEYS = ['global', 'health-check', 'api', '_next', 'static'];

const hostSchema = z
  .string()
  .min(1)
  .regex(/^[a-z0-9.-]+$/i, 'a host name without port or scheme')
  .transform((h) => h.toLowerCase());

const relativeOrAbsoluteUrl = z
  .string()
  .regex(/^(\/|https?:\/\/)/, 'a path starting with / or an http(s) URL');

export const socialNetworkSchema = z.object({
  id: z.string().min(1),
  url: z.string().nullable(),
  icon_class: z.string().min(1),
});
export type SocialNetwork = z.infer<typeof socialNetworkSchema>;

/** One tenant of the registry: the docs/product.md#entities tenant fields plus hosts, API base and maintenance. */
export const tenantSchema = z.object({
  key: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes')
    .refine((k) => !RESERVED_KEYS.includes(k), 'a reserved name'),
  hosts: z.array(hostSchema).min(1),
  name: z.string().min(1),
  token: z.string().min(1),
  favicon: relativeOrAbsoluteUrl,
  version: z.string().default('1'),
  cssName: z.string().min(1),
  cssBaseFont: z.string().min(1),
  cssAlternateFont: z.string().min(1),
  stylesheet: relativeOrAbsoluteUrl.nullable().default(null),
  cookiebotId: z.string().nullable().default(null),
  gtmId: z.string().nullable().default(null),
  ticketRequired: z.boolean(),
  languages: z
    .array(localeSchema)
    .min(1)
    .refine((l) => l.includes('es'), 'must include es, the default (unprefixed) language'),
  features: z.array(featureSchema),
  /**
   * The event's time zone (IANA name, checked with Intl at load): every time, date, .ics and
   * countdown of this tenant is written in it, the viewer's own time beside it.
   * Default Europe/Madrid (docs/product.md#limits: Central European time).
   */
  timeZone: z
    .string()
    .refine(isTimeZone, 'an IANA time zone Intl knows, e.g. "Europe/Athens"')
    // Written as Intl writes it ('europe/athens' → 'Europe/Athens'): the .ics TZID names it.
    .transform((zone) => new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone)
    .default(EVENT_TIME_ZONE),
  captchaType: z.enum(['v2', 'v3', 'enterprise']).nullable().default(null),
  /**
   * The reCAPTCHA site key of this tenant's domain (public; the secret stays with the API). A
   * tenant with a captchaType and no key is a configuration error, logged at start-up: its
   * captcha forms cannot be sent (the API refuses them without a valid token).
   */
  captchaSiteKey: z.string().min(1).nullable().default(null),
  /**
   * Where the captcha script comes from: Google (the default), or `demo`, the demo API's local
   * stand-in at <publicApiBaseUrl>/__demo/recaptcha/ (the demo registry; it never reaches Google).
   */
  captchaProvider: z.enum(['google', 'demo']).default('google'),
  cntInformation: z.boolean().default(false),
  isIndexSite: z.boolean(),
  customerLowType: z.boolean().default(false),
  isInternalEvent: z.boolean().default(false),
  propagateUsersPortals: z.boolean().default(false),
  networkingType: z.union([z.literal(1), z.literal(2)]).nullable().default(null),
  socialNetworks: z.array(socialNetworkSchema).default([]),
  logo: relativeOrAbsoluteUrl,
  alternate_logo: relativeOrAbsoluteUrl.nullable().default(null),
  /**
   * The fixed external link to the organiser's institutional portal (docs/product.md#routes footer, in the
   * themes that offer it). `label` is a proper name shown as is (e.g. "UPV/EHU").
   */
  institutionalLink: z
    .object({ url: z.url({ protocol: /^https?$/ }), label: z.string().min(1) })
    .nullable()
    .default(null),
  /** Overrides API_BASE_URL for this tenant (server side). */
  apiBaseUrl: z.url().nullable().default(null),
  /** Overrides PUBLIC_API_BASE_URL for this tenant (what the browser calls). */
  publicApiBaseUrl: z.url().nullable().default(null),
  maintenance: z.boolean().default(false),
  /** Third-party services this tenant uses (CSP origins); see THIRD_PARTIES. */
  thirdParties: z.array(z.enum(THIRD_PARTIES)).default([]),
  /**
   * A support chat widget (docs/product.md#calls "chat widget only if enabled"): its script, loaded in the
   * browser only after the visitor consents (components/layout/ChatWidget.tsx); its origin, plus
   * `origins` (the vendor's API, socket or frames elsewhere), is opened in this tenant's CSP only.
   * Null (the default): no widget, nothing in the page, nothing in the CSP.
   */
  chatWidget: z
    .object({
      scriptUrl: z.url({ protocol: /^https$/ }),
      origins: z.array(z.url({ protocol: /^(https|wss)$/ })).default([]),
    })
    .nullable()
    .default(null),
  /**
   * The tenant's forum, where docs/product.md#calls "forum login" is enabled: after a portal login the browser
   * posts the same credentials to `{forumUrl}/loginexternal.php` and keeps the forum's session id
   * in the `forum_sid` cookie. Null: no forum.
   */
  forumUrl: z.url().nullable().default(null),
  /**
   * The tenant's public origin for canonical URLs, hreflang, sitemap and calendar links
   * (e.g. https://congress.example.org). Default: http:// + the first host.
   */
  baseUrl: z
    .url()
    .transform((u) => u.replace(/\/+$/, ''))
    .nullable()
    .default(null),
});
export type Tenant = z.infer<typeof tenantSchema>;
export type TenantInput = z.input<typeof tenantSchema>;

export const registrySchema = z
  .object({ tenants: z.array(tenantSchema).min(1) })
  .superRefine((reg, ctx) => {
    const seenHosts = new Map<string, string>();
    const seenKeys = new Set<string>();
    reg.tenants.forEach((t, i) => {
      if (seenKeys.has(t.key)) {
        ctx.addIssue({ code: 'custom', path: ['tenants', i, 'key'], message: `duplicate key "${t.key}"` });
      }
      seenKeys.add(t.key);
      t.hosts.forEach((h, j) => {
        const other = seenHosts.get(h);
        if (other) {
          ctx.addIssue({
            code: 'custom',
            path: ['tenants', i, 'hosts', j],
            message: `host "${h}" already belongs to tenant "${other}"`,
          });
        }
        seenHosts.set(h, t.key);
      });
    });
  });
export type Registry = z.infer<typeof registrySchema>;

/**
 * Start-up check: one line per tenant whose captcha cannot work (a captchaType without a site
 * key). Its captcha forms are refused by the API, so this is a configuration error to fix.
 */
export function captchaConfigurationErrors(tenants: readonly Pick<Tenant, 'key' | 'captchaType' | 'captchaSiteKey'>[]): string[] {
  return tenants
    .filter((t) => t.captchaType && !t.captchaSiteKey)
    .map((t) => `tenant "${t.key}": captchaType "${t.captchaType}" is configured without captchaSiteKey; its captcha forms (contact) cannot be sent`);
}
