'use client';

import { Link } from '@/lib/i18n/navigation';
import { useSession } from '@/lib/stores/session-context';

export interface PrivateAreaEntry {
  href: string;
  label: string;
  /** `anonymous`: only while nobody is signed in (sign in, sign up). */
  audience: 'all' | 'anonymous';
}

/**
 * The private-area menu's links. Public pages are the same bytes for everyone, so the server
 * renders them for an anonymous visitor; once a session is known the sign-in entries go.
 */
export function PrivateAreaLinks({ entries, className }: { entries: PrivateAreaEntry[]; className?: string }) {
  const signedIn = useSession((s) => s.customer !== null);
  return entries
    .filter((e) => e.audience === 'all' || !signedIn)
    .map((e) => (
      <li key={e.href}>
        <Link href={e.href} className={className}>
          {e.label}
        </Link>
      </li>
    ));
}
