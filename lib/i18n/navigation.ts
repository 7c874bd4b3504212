import { createNavigation } from 'next-intl/navigation';
import { PrefetchPolicyLink } from './prefetch-policy-link';
import { routing } from './routing';

/**
 * The only place Link, redirect, useRouter and usePathname come from. Pass paths built with
 * `href()` from lib/routing/routes.ts: they are already percent-encoded (next-intl does not
 * encode non-ASCII paths such as /cambiar-contraseña).
 *
 * Link is next-intl's Link (it adds the locale prefix) with the docs/product.md#limits prefetch policy: no
 * prefetch on 2g or data-saving connections (prefetch-policy-link.tsx).
 */
export const { redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
export const Link = PrefetchPolicyLink;
