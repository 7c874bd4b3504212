/**
 * The home hero's account call to action (docs/product.md#routes home): what the visitor can
 * do next given who they are and where the event stands.
 *
 *   heroAccountAction({ signedIn: true,  over: false, canSignUp: true, hasAccountArea: true }) → 'myActivities'
 *   heroAccountAction({ signedIn: false, over: true,  canSignUp: true, hasAccountArea: true }) → null (the event is over)
 *   heroAccountAction({ signedIn: false, over: false, canSignUp: true, hasAccountArea: true }) → 'signUp'
 */
export type HeroAccountAction = 'signUp' | 'myActivities' | null;

export function heroAccountAction({
  signedIn,
  over,
  canSignUp,
  hasAccountArea,
}: {
  signedIn: boolean;
  /** the event has ended */
  over: boolean;
  /** the tenant offers a public sign-up */
  canSignUp: boolean;
  /** the tenant has the private area (its activities) */
  hasAccountArea: boolean;
}): HeroAccountAction {
  // Someone signed in never needs to sign up; their activities are what is theirs to see, over or not.
  if (signedIn) return hasAccountArea ? 'myActivities' : null;
  if (over || !canSignUp) return null;
  return 'signUp';
}

/**
 * Whether the event has ended at `now` (epoch ms); an unreadable end date counts as not over.
 * Called on the server without `now`, it is "as of the last render" of a cached page; the
 * browser's clock has the last word (components/conferences/HeroAccountLink).
 */
export function eventOver(endsAt: string, now: number = Date.now()): boolean {
  const end = Date.parse(endsAt);
  return Number.isFinite(end) && now >= end;
}
