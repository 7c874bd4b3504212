import { getGeneralData } from '@/lib/api/profile';
import { isApiError } from '@/lib/api/errors';
import { createApiClient } from '@/lib/api/client';
import { getServerConfig } from '@/lib/config';
import { parseHost } from '@/lib/tenants/host';
import { getTenantByHost, listTenants } from '@/lib/tenants/registry';
import type { Tenant } from '@/lib/tenants/schema';

export interface UpstreamReport {
  ok: boolean;
  /** up; maintenance (the API answered 503); down (anything else that failed). */
  state: 'up' | 'maintenance' | 'down';
  tenant: string;
  latencyMs: number;
  reason?: string;
}

/**
 * Asks the API for a tenant's general data with a short timeout: the host's tenant when the
 * host is known, else the registry's first. Up means a valid answer; maintenance (503),
 * timeouts, refused connections and server errors are reported with their reason.
 */
export async function probeUpstream(hostHeader: string | null): Promise<UpstreamReport> {
  const host = parseHost(hostHeader);
  let tenant: Tenant | undefined;
  try {
    tenant = (host && getTenantByHost(host)) || listTenants()[0];
  } catch (error) {
    return { ok: false, state: 'down', tenant: '?', latencyMs: 0, reason: `registry: ${(error as Error).message}` };
  }
  if (!tenant) return { ok: false, state: 'down', tenant: '?', latencyMs: 0, reason: 'registry: no tenants' };
  return probeTenant(tenant);
}

export async function probeTenant(tenant: Tenant): Promise<UpstreamReport> {
  const started = Date.now();
  const config = getServerConfig();
  const timeout = config.upstreamProbeTimeoutMs;
  const api = createApiClient({ baseURL: tenant.apiBaseUrl ?? config.apiBaseUrl, tenantToken: tenant.token, timeoutMs: timeout });
  try {
    await getGeneralData(api);
    return { ok: true, state: 'up', tenant: tenant.key, latencyMs: Date.now() - started };
  } catch (error) {
    const latencyMs = Date.now() - started;
    if (!isApiError(error)) return { ok: false, state: 'down', tenant: tenant.key, latencyMs, reason: String(error) };
    const reason =
      error.code === 'maintenance'
        ? 'maintenance (503)'
        : error.code === 'timeout'
          ? `timeout after ${timeout} ms`
          : error.status
            ? `HTTP ${error.status}: ${error.message}`
            : `${error.code}: ${error.message}`;
    return { ok: false, state: error.code === 'maintenance' ? 'maintenance' : 'down', tenant: tenant.key, latencyMs, reason };
  }
}

/** How long one probe answers every /health-check?upstream=1 of a tenant: the API is asked at most once a second. */
const PROBE_MEMO_MS = 1_000;
const memo = new Map<string, { at: number; report: Promise<UpstreamReport> }>();

/**
 * probeUpstream, shared by the calls of the same second (and by concurrent ones), so a load
 * balancer or an attacker polling the health check never turns into a flood on the API.
 */
export function probeUpstreamShared(hostHeader: string | null, now = Date.now()): Promise<UpstreamReport> {
  const key = parseHost(hostHeader) ?? '';
  const hit = memo.get(key);
  if (hit && now - hit.at < PROBE_MEMO_MS) return hit.report;
  const report = probeUpstream(hostHeader);
  memo.set(key, { at: now, report });
  if (memo.size > 1000) memo.delete(memo.keys().next().value as string);
  return report;
}

/** What the public sees of a probe: up or down, nothing about addresses or errors. */
export function publicUpstream(report: UpstreamReport): 'up' | 'down' {
  return report.ok ? 'up' : 'down';
}

export interface RedisReport {
  /** up; down (no answer within the timeout); off (no REDIS_URL: this instance uses its file cache). */
  state: 'up' | 'down' | 'off';
  latencyMs: number;
  reason?: string;
}

/**
 * Asks Redis for a PING on a connection of its own, within `timeoutMs` (readiness):
 * the shared render cache's client is not used, so a probe never disturbs it.
 */
export async function probeRedis(url: string | null | undefined, timeoutMs: number): Promise<RedisReport> {
  if (!url) return { state: 'off', latencyMs: 0 };
  const { createClient } = await import('redis');
  const started = Date.now();
  const client = createClient({ url, socket: { connectTimeout: timeoutMs, reconnectStrategy: false } });
  client.on('error', () => {});
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const answer = await Promise.race([
      client.connect().then(() => client.ping()),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timeout after ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    if (answer !== 'PONG') throw new Error(`unexpected answer ${String(answer)}`);
    return { state: 'up', latencyMs: Date.now() - started };
  } catch (error) {
    return { state: 'down', latencyMs: Date.now() - started, reason: (error as Error).message };
  } finally {
    clearTimeout(timer);
    client.disconnect().catch(() => {});
  }
}

const redisMemo = { at: 0, url: '' as string | null | undefined, report: null as Promise<RedisReport> | null };

/** probeRedis, shared by the calls of the same second, like probeUpstreamShared. */
export function probeRedisShared(url: string | null | undefined, timeoutMs: number, now = Date.now()): Promise<RedisReport> {
  if (redisMemo.report && redisMemo.url === url && now - redisMemo.at < PROBE_MEMO_MS) return redisMemo.report;
  redisMemo.at = now;
  redisMemo.url = url;
  redisMemo.report = probeRedis(url, timeoutMs);
  return redisMemo.report;
}

export interface Readiness {
  /** 503 only when the API does not answer: a Redis outage costs speed, not pages. */
  ready: boolean;
  api: { status: 'up' | 'down'; latencyMs: number };
  redis: { status: RedisReport['state']; latencyMs: number };
}

/** What a balancer's readiness check gets: up or down and the latency of each, never a reason or address. */
export function publicReadiness(api: UpstreamReport, redis: RedisReport): Readiness {
  return {
    ready: api.ok,
    api: { status: publicUpstream(api), latencyMs: api.latencyMs },
    redis: { status: redis.state, latencyMs: redis.latencyMs },
  };
}
