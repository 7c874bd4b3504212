import Cookies from 'js-cookie';

/** The forum's session id (docs/product.md#calls forum login), set after a portal sign-in where the tenant has a forum. */
export const FORUM_COOKIE = 'forum_sid';

export function writeForumCookie(sid: string, rememberDays: number | null): void {
  Cookies.set(FORUM_COOKIE, sid, { path: '/', sameSite: 'Lax', ...(rememberDays ? { expires: rememberDays } : {}) });
}

export function removeForumCookie(): void {
  Cookies.remove(FORUM_COOKIE, { path: '/' });
}
