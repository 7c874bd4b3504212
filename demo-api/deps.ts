import type { Tenant } from '../lib/tenants/schema';
import type { DB, Sql } from './db';
import { DEFAULT_ZONE, zonedDate } from './seed/i18n';
import { ApiError } from './errors';
import type { ApiSecrets } from './secrets';

/** What every route module gets. */
export interface Deps {
  db: DB;
  sql: Sql;
  /** "now" for past/today/next; DEMO_API_NOW pins it */
  now: () => Date;
  /**
   * A tenant's event zone: its registry `timeZone` (Europe/Madrid, docs/product.md#limits, for a key
   * the registry does not hold).
   */
  zoneOf: (tenantKey: string) => string;
  /**
   * Today's date (YYYY-MM-DD) in a tenant's event zone: what "today", upcoming/past and the
   * sessions that follow the clock go by. An Athens tenant is on the next day from 23:00 Madrid.
   */
  today: (tenantKey: string) => string;
  /** absolute URL for a stored /media/... path */
  media: (path: string | null) => string | null;
  stats: { requests: number };
  /**
   * Epoch milliseconds for security timings (token and code expiry, sessions, rate limits).
   * Real time even when DEMO_API_NOW pins "today", so links expire and throttles end; tests
   * inject their own.
   */
  clock: () => number;
  /** HMAC key of the accreditation QR payloads of the first version (EKT1): DEMO_API_SECRET, demo-api/secrets.ts */
  secret: string;
  /** the payment webhook's signing secret (DEMO_PAYMENT_WEBHOOK_SECRET) */
  webhookSecret: string;
  /** the tenants' badge signing seeds from configuration (badges.ts), or null: the demo makes and keeps its own */
  badgeSeeds: Map<string, Buffer> | null;
  /** the tenant registry */
  tenants: Tenant[];
  /** absolute URL of this API (no trailing slash) */
  publicUrl: string;
}

export interface DepsOptions {
  now?: () => Date;
  clock?: () => number;
  publicUrl: string;
  tenants?: Tenant[];
  /** never a default: demo-api/secrets.ts reads them, tests pass their own */
  secrets: ApiSecrets;
  badgeSeeds?: Map<string, Buffer> | null;
}

export function makeDeps(db: DB, sql: Sql, opts: DepsOptions): Deps {
  const now = opts.now ?? (() => new Date());
  const base = opts.publicUrl.replace(/\/+$/, '');
  const tenants = opts.tenants ?? [];
  const zones = new Map(tenants.map((t) => [t.key, t.timeZone]));
  const zoneOf = (key: string) => zones.get(key) ?? DEFAULT_ZONE;
  return {
    db,
    sql,
    now,
    clock: opts.clock ?? (() => Date.now()),
    secret: opts.secrets.accreditation,
    webhookSecret: opts.secrets.webhook,
    badgeSeeds: opts.badgeSeeds ?? null,
    tenants,
    publicUrl: base,
    zoneOf,
    today: (key) => zonedDate(now(), zoneOf(key)),
    media: (p) => (p === null ? null : p.startsWith('/') ? base + p : p),
    stats: { requests: 0 },
  };
}

type Query = Record<string, string | string[] | undefined>;

function first(q: unknown, name: string): string | undefined {
  const v = (q as Query | undefined)?.[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s === undefined || s === '' ? undefined : s;
}

/** An optional positive integer query parameter; anything else is a 422. */
export function intQuery(q: unknown, name: string, { min = 1, max = Number.MAX_SAFE_INTEGER } = {}): number | undefined {
  const s = first(q, name);
  if (s === undefined) return undefined;
  const n = Number(s);
  if (!/^\d+$/.test(s) || n < min || n > max) {
    throw new ApiError(422, { message: 'The given data was invalid.', errors: { [name]: ['validation.integer'] } });
  }
  return n;
}

/** An optional string query parameter restricted to `allowed` (if given). */
export function strQuery<T extends string>(q: unknown, name: string, allowed?: readonly T[]): T | undefined {
  const s = first(q, name);
  if (s === undefined) return undefined;
  if (allowed && !allowed.includes(s as T)) {
    throw new ApiError(422, { message: 'The given data was invalid.', errors: { [name]: ['validation.in'] } });
  }
  return s as T;
}
