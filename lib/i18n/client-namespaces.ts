/**
 * The catalogue namespaces components read with the `useTranslations` hook — client components,
 * and shared components a client component may render. Only these travel to the browser with
 * each page; async server components translate with `getTranslations` on the server. A unit
 * test scans the code so these lists cannot fall behind.
 *
 * CLIENT_NAMESPACES go with every page (the tenant layout's provider). ACCOUNT_NAMESPACES go only
 * with the account screens — sign-in, sign-up, passwords, validation, SSO and the private area,
 * all under the `app/[tenant]/[locale]/(account)` route group, whose layout adds them — so that
 * public pages do not carry some 18 KB of form texts they never show.
 */
export const CLIENT_NAMESPACES = [
  'Activities',
  'Agenda',
  'ApiErrors',
  'Blog',
  'ChatWidget',
  'Common',
  'Conferences',
  'Contact',
  'Countdown',
  'CookieSettings',
  'Forms',
  'Header',
  'Loading',
  'Network',
  'Registration',
  'Session',
  'Speakers',
  'Sponsors',
  'error',
  'stars',
  'validation',
] as const;

export const ACCOUNT_NAMESPACES = [
  'Account',
  'AccountExtra',
  'AccountExtras',
  'AuthCommon',
  'AuthErrors',
  'ChangePassword',
  'CustomerFields',
  'Login',
  'MyActivities',
  'orders',
  'PasswordReset',
  'Profile',
  'Signup',
  'Sso',
  'TwoFactor',
  'Validate',
  'networking',
  'myDay',
] as const;

/**
 * The purchase process's texts: only its page carries them (app/[tenant]/[locale]/proceso-de-compra
 * adds them to the tenant layout's provider); its outcome pages translate on the server.
 */
export const PURCHASE_NAMESPACES = ['purchase'] as const;

/** Where the components that read PURCHASE_NAMESPACES live (checked by the unit test). */
export const PURCHASE_CODE_DIRS = ['components/purchase'] as const;

/** Where the components that read ACCOUNT_NAMESPACES live (checked by the unit test). */
export const ACCOUNT_CODE_DIRS = ['components/auth', 'components/account', 'components/networking', 'components/my-day', 'lib/auth', 'lib/account', 'app/[tenant]/[locale]/(account)'] as const;

export function pickClientMessages<T extends Record<string, unknown>>(
  messages: T,
  extra: readonly string[] = [],
): Partial<T> {
  const wanted = new Set<string>([...CLIENT_NAMESPACES, ...extra]);
  return Object.fromEntries(Object.entries(messages).filter(([ns]) => wanted.has(ns))) as Partial<T>;
}
