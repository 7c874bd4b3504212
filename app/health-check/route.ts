import { NextResponse, type NextRequest } from 'next/server';
import { isDraining } from '@/lib/server/steps/drain';
import { probeUpstreamShared, publicUpstream } from '@/lib/health';

/**
 * GET /health-check — for load balancers: no tenant, maintenance or locale handling (the
 * middleware does not run here), no API call. `?upstream=1` also probes the API (at most once a
 * second per host) and says only up or down; the reason (address, error text) goes to the log.
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

  const report = await probeUpstreamShared(request.headers.get('host'));
  if (!report.ok) {
    console.warn(`[health] upstream of ${report.tenant} is ${report.state} after ${report.latencyMs} ms: ${report.reason ?? 'no reason'}`);
  }
  return NextResponse.json(
    { ...body, status: report.ok ? 'ok' : 'down', upstream: publicUpstream(report) },
    { status: report.ok ? 200 : 503, headers },
  );
}
