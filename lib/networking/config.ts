/**
 * Run-time settings of the networking screens, read by the server from the environment (one
 * build serves any deployment) and handed to the page as props.
 *
 * NETWORKING_OFF_COUNTDOWN_SECONDS: how long the "turn networking off" countdown lasts after the
 * confirmation (SPEC §4: a countdown of {seconds} seconds allows cancelling; SPEC §9 leaves the
 * value to configuration). 10 s by default: long enough to read the sentence and reach Cancel by
 * keyboard or screen reader, short enough not to feel stuck. Between 3 and 120.
 */
export const DEFAULT_OFF_COUNTDOWN_SECONDS = 10;
const MIN_SECONDS = 3;
const MAX_SECONDS = 120;

/** offCountdownSeconds({ NETWORKING_OFF_COUNTDOWN_SECONDS: '5' }) → 5; unset → 10; 'x' or 0 → throws */
export function offCountdownSeconds(env: Record<string, string | undefined> = process.env): number {
  const raw = env.NETWORKING_OFF_COUNTDOWN_SECONDS;
  if (raw === undefined || raw === '') return DEFAULT_OFF_COUNTDOWN_SECONDS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < MIN_SECONDS || n > MAX_SECONDS) {
    throw new Error(`NETWORKING_OFF_COUNTDOWN_SECONDS must be a whole number of seconds from ${MIN_SECONDS} to ${MAX_SECONDS}, got "${raw}"`);
  }
  return n;
}
