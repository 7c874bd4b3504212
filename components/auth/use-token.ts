'use client';

import { useEffect, useState } from 'react';

/**
 * The one-time token of a link (`/validate/{token}`, `/login-sso/{token}`), taken from the page
 * and then removed from the address bar and history, so that it is not left behind in the
 * browser's history or sent on as part of a later same-site Referer. Keep it only for links
 * consumed on arrival: a reload afterwards shows the page without token.
 */
export function useTokenFromPath(initial: string | null): string | null {
  const [token] = useState(initial);
  useEffect(() => {
    if (!initial) return;
    const { pathname, search, hash } = window.location;
    for (const suffix of [`/${initial}`, `/${encodeURIComponent(initial)}`]) {
      if (pathname.endsWith(suffix)) {
        window.history.replaceState(window.history.state, '', pathname.slice(0, -suffix.length) + search + hash);
        return;
      }
    }
  }, [initial]);
  return token;
}
