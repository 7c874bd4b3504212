import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * The only place Link, redirect, useRouter and usePathname come from. Pass paths built with
 * `href()` from lib/routing/routes.ts: they are already percent-encoded (next-intl does not
 * encode non-ASCII paths such as /cambiar-contraseña).
 */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
