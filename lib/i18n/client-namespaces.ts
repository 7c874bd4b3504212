/**
 * The catalogue namespaces components read with the `useTranslations` hook — client components,
 * and shared components a client component may render. Only these travel to the browser with
 * each page; async server components translate with `getTranslations` on the server. A unit
 * test scans the code so this list cannot fall behind.
 */
export const CLIENT_NAMESPACES = [
  'Activities',
  'Agenda',
  'ApiErrors',
  'Blog',
  'Common',
  'Conferences',
  'Contact',
  'CookieSettings',
  'Forms',
  'Header',
  'Loading',
  'Network',
  'Session',
  'Speakers',
  'Sponsors',
  'error',
  'validation',
] as const;

export function pickClientMessages<T extends Record<string, unknown>>(messages: T): Partial<T> {
  return Object.fromEntries(Object.entries(messages).filter(([ns]) => (CLIENT_NAMESPACES as readonly string[]).includes(ns))) as Partial<T>;
}
