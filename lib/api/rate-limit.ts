import { isApiError } from './errors';

/**
 * How long a refusal for "too often" (HTTP 429) asks to wait, in whole seconds: its body's
 * `retryAfter` (every limit of the API says it there, demo-api/limits.ts), else its `Retry-After`
 * header (seconds, or an HTTP date); null for any other error or when it says nothing.
 *
 *   429 { retryAfter: 42 }            → 42
 *   429, Retry-After: 120             → 120
 *   422, network error, 429 without   → null
 */
export function retryAfterSeconds(error: unknown, now = Date.now()): number | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const body = error.data as { retryAfter?: unknown } | null | undefined;
  if (typeof body?.retryAfter === 'number' && Number.isFinite(body.retryAfter) && body.retryAfter > 0) return Math.ceil(body.retryAfter);
  const header = error.response?.headers?.['retry-after'];
  const text = typeof header === 'string' ? header.trim() : typeof header === 'number' ? String(header) : '';
  if (/^\d+$/.test(text)) return Number(text) > 0 ? Number(text) : null;
  const date = Date.parse(text);
  return Number.isNaN(date) || date <= now ? null : Math.ceil((date - now) / 1000);
}
