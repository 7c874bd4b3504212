import { forumLogin } from '@/lib/api/auth';
import { createFetchTransport } from '@/lib/api/browser';
import { writeForumCookie } from './forum-cookie';

const FORUM_TIMEOUT_MS = 10_000;

/**
 * Forum sign-in (docs/product.md#calls): where the tenant has a forum (`tenant.forumUrl`), a successful
 * portal sign-in posts the same credentials to `{forum}/loginexternal.php` and keeps the
 * forum's session id in the `forum_sid` cookie. The forum failing never blocks the portal.
 *
 * Signs in to the forum; true when it worked. Never throws. Uses a bare client: the portal's
 * bearer token and tenant token are not the forum's business.
 */
export async function signInToForum(
  forumUrl: string,
  credentials: { email: string; password: string },
  rememberDays: number | null,
): Promise<boolean> {
  try {
    const api = createFetchTransport({ baseURL: '', timeoutMs: FORUM_TIMEOUT_MS, headers: () => ({ Accept: 'application/json' }) });
    const sid = await forumLogin(api, forumUrl, credentials.email, credentials.password);
    writeForumCookie(sid, rememberDays);
    return true;
  } catch (error) {
    console.warn('[forum] sign-in failed; the portal session is not affected', error instanceof Error ? error.message : error);
    return false;
  }
}

/**
 * Credentials waiting for the forum while the two-factor code is entered. Held in this page's
 * memory only (the login form moves to the code screen without a reload), never in storage: a
 * reload forgets them and the forum sign-in is simply skipped.
 */
let pendingForumCredentials: { email: string; password: string } | null = null;

export function holdForumCredentials(credentials: { email: string; password: string } | null): void {
  pendingForumCredentials = credentials;
}

export function takeForumCredentials(): { email: string; password: string } | null {
  const credentials = pendingForumCredentials;
  pendingForumCredentials = null;
  return credentials;
}
