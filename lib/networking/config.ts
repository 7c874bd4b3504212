/**
 * Run-time settings of the networking screens, read by the server from the environment (one
 * build serves any deployment) and handed to the page as props.
 *
 * NETWORKING_OFF_COUNTDOWN_SECONDS: how long the "turn networking off" countdown lasts after the
 * confirmation (docs/product.md#states: a countdown of {seconds} seconds allows cancelling; docs/product.md#limits leaves the
 * value to configuration). 10 s by default: long enough to read the sentence and reach Cancel by
 * keyboard or screen reader, short enough not to feel stuck. Between 3 and 120.
 *
 * The API also says how long its countdown is (status.unsubscribeCountdownSeconds): the portal's
 * setting, when given, wins (the deployment decides what its attendees see); unset, the API's
 * value is used, and DEFAULT_OFF_COUNTDOWN_SECONDS only when neither says (see countdownFor).
 */
export const DEFAULT_OFF_COUNTDOWN_SECONDS = 10;
const MIN_SECONDS = 3;
const MAX_SECONDS = 120;

/** offCountdownSeconds({ NETWORKING_OFF_COUNTDOWN_SECONDS: '5' }) → 5; unset → null; 'x' or 0 → throws */
export function offCountdownSeconds(env: Record<string, string | undefined> = process.env): number | null {
  const raw = env.NETWORKING_OFF_COUNTDOWN_SECONDS;
  if (raw === undefined || raw === '') return null;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < MIN_SECONDS || n > MAX_SECONDS) {
    throw new Error(`NETWORKING_OFF_COUNTDOWN_SECONDS must be a whole number of seconds from ${MIN_SECONDS} to ${MAX_SECONDS}, got "${raw}"`);
  }
  return n;
}

/** countdownFor(5, 20) → 5; countdownFor(null, 20) → 20; countdownFor(null, undefined) → 10 */
export function countdownFor(configured: number | null, fromApi: number | null | undefined): number {
  if (configured !== null) return configured;
  return fromApi && fromApi > 0 ? Math.min(fromApi, MAX_SECONDS) : DEFAULT_OFF_COUNTDOWN_SECONDS;
}
