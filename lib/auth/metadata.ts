import type { Metadata } from 'next';

/**
 * Metadata of the sign-in / sign-up screens: a title and noindex (nothing to find there, and
 * token links must never be indexed).
 */
export function authMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false } };
}
