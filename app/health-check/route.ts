import { NextResponse, type NextRequest } from 'next/server';
import { getServerConfig } from '@/lib/config';
import { probeRedisShared, probeUpstreamShared, publicReadiness, publicUpstream } from '@/lib/health';
import { isDraining } from '@/lib/server/steps/drain';

/**
 * GET /health-check — for load balancers: no tenant, maintenance or locale handling (the
 * middleware does not run here), no API call (liveness). `?upstream=1` is readiness: it also
 * probes the API and, with REDIS_URL, Redis (each at most once a second) and says up or down
 * with each one's latency; 503 when the API does not answer (a Redis outage makes
 * pages slower, not absent: the instance stays in). Reasons (addresses, errors) go to the log.
 * A draining instance (SIGTERM received) answers 503 `{"status":"draining"}`.
 */
export const dynamic = 'force-dynamic';

const startedAt = Date.now();
const version = process.env.APP_VERSION || process.env.npm_package_version || '0.1.0';

export async function GET(request: NextRequest) {
  const body = { status: 'ok', version, uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000) };
  const headers = { 'Cache-Control': 'no-store' };
  // After SIGTERM (the pipeline's drain step): the balancer takes this instance out while it finishes.
  if (isDraining()) return NextResponse.json({ ...body, status: 'draining' }, { status: 503, headers });
  if (request.nextUrl.searchParams.get('upstream') !== '1') return NextResponse.json(body, { headers });

  const redisUrl = process.env.REDIS_URL?.trim() || null;
  const [report, redis] = await Promise.all([
    probeUpstreamShared(request.headers.get('host')),
    probeRedisShared(redisUrl, getServerConfig().upstreamProbeTimeoutMs),
  ]);
  if (!report.ok) {
    console.warn(`[health] upstream of ${report.tenant} is ${report.state} after ${report.latencyMs} ms: ${report.reason ?? 'no reason'}`);
  }
  if (redis.state === 'down') console.warn(`[health] Redis is down after ${redis.latencyMs} ms: ${redis.reason ?? 'no reason'}`);
  const readiness = publicReadiness(report, redis);
  return NextResponse.json(
    { ...body, status: readiness.ready ? 'ok' : 'down', upstream: publicUpstream(report), api: readiness.api, redis: readiness.redis },
    { status: readiness.ready ? 200 : 503, headers },
  );
}
