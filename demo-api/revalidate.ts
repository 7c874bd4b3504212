/**
 * Tells the portal that a tenant's data changed, so its next page view is rendered fresh instead
 * of waiting out REVALIDATE_SECONDS: `POST {PORTAL_REVALIDATE_URL}` with
 * `Authorization: Bearer {REVALIDATE_SECRET}` and `{ tenant, tags? }` (the portal's
 * app/api/revalidate, lib/cache-purge.ts). Either variable unset: notifications are off.
 *
 * Every admin or moderation write calls `notifyChanged` after it is stored. A purge that fails
 * (portal down, slow, misconfigured) is logged and never fails the write: the cache then simply
 * runs out on its own.
 */

/** Long enough for a loaded portal to answer, short enough that a hung one never holds a write. */
export const NOTIFY_TIMEOUT_MS = 2_000;

export interface NotifierConfig {
  url: string;
  secret: string;
  timeoutMs: number;
}

/** From the environment, read per call (tests and the launcher set it); null when off. */
export function notifierConfig(env: Record<string, string | undefined> = process.env): NotifierConfig | null {
  const url = env.PORTAL_REVALIDATE_URL?.trim();
  const secret = env.REVALIDATE_SECRET?.trim();
  const asked = Number(env.PORTAL_REVALIDATE_TIMEOUT_MS);
  const timeoutMs = Number.isInteger(asked) && asked > 0 ? asked : NOTIFY_TIMEOUT_MS;
  return url && secret ? { url, secret, timeoutMs } : null;
}

/** Where failures are reported (a stand-in in tests). */
export type NotifyLog = (message: string) => void;

/**
 * Asks the portal to purge `tags` of the tenant (omitted: the whole tenant). Never rejects and
 * never takes longer than the timeout; resolves true when the portal confirmed the purge.
 * Writes `await` it so the organiser's next view already shows the change; callers that must
 * not wait at all may `void` it.
 */
export async function notifyChanged(
  tenantKey: string,
  tags?: string[],
  config: NotifierConfig | null = notifierConfig(),
  log: NotifyLog = (m) => console.warn(m),
): Promise<boolean> {
  if (!config) return false;
  const body = JSON.stringify(tags?.length ? { tenant: tenantKey, tags } : { tenant: tenantKey });
  try {
    const res = await fetch(config.url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.secret}`, 'Content-Type': 'application/json' },
      body,
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (res.ok) return true;
    // The portal's explanation helps (e.g. "not configured", a refused tag); the secret is never logged.
    const detail = (await res.text().catch(() => '')).slice(0, 200);
    log(`[demo-api] portal purge of ${tenantKey} answered ${res.status} ${detail}`);
  } catch (err) {
    const reason = err instanceof Error ? (err.name === 'TimeoutError' ? `no answer within ${config.timeoutMs} ms` : err.message) : String(err);
    log(`[demo-api] portal purge of ${tenantKey} failed: ${reason}`);
  }
  return false;
}
