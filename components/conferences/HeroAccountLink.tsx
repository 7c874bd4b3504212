'use client';

import { useBrowserValue } from '@/components/auth/use-browser-value';
import { Link } from '@/lib/i18n/navigation';
import { readAuthCookie } from '@/lib/session/auth-cookie';
import { eventOver, heroAccountAction } from '@/lib/ui/hero-cta';

type Action = { href: string; label: string };

/**
 * The home hero's account button (the home is cached, the same bytes for everyone): the server
 * renders what an anonymous visitor gets as of the last render, and the browser, which knows
 * whether this visitor is signed in and what time it is now, swaps it for "my activities" or
 * drops it once the event is over (lib/ui/hero-cta.ts).
 */
export function HeroAccountLink({
  endsAt,
  signUp,
  myActivities,
  className,
}: {
  endsAt: string;
  /** null when the tenant has no public sign-up */
  signUp: Action | null;
  /** null when the tenant has no private area */
  myActivities: Action | null;
  className: string;
}) {
  const signedIn = useBrowserValue(() => readAuthCookie() !== null, false);
  // The server left the button out already when the event was over at its render.
  const over = useBrowserValue(() => eventOver(endsAt, Date.now()), false);
  const action = heroAccountAction({ signedIn, over, canSignUp: signUp !== null, hasAccountArea: myActivities !== null });
  const target = action === 'signUp' ? signUp : action === 'myActivities' ? myActivities : null;
  if (!target) return null;
  return (
    <Link href={target.href} className={className}>
      {target.label}
    </Link>
  );
}
