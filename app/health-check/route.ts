import { NextResponse, type NextRequest } from 'next/server';
import { probeUpstream } from '@/lib/health';

/**
 * GET /health-check — for load balancers: no tenant, maintenance or locale handling (the
 * middleware does not run here), no API call. `?upstream=1` also probes the API.
 */
export const dynamic = 'force-dynamic';

const startedAt = Date.now();
const version = process.env.APP_VERSION || process.env.npm_package_version || '0.1.0';

export async function GET(request: NextRequest) {
  const body = { status: 'ok', version, uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000) };
  const headers = { 'Cache-Control': 'no-store' };
  if (request.nextUrl.searchParams.get('upstream') !== '1') return NextResponse.json(body, { headers });

  const upstream = await probeUpstream(request.headers.get('host'));
  return NextResponse.json(
    { ...body, status: upstream.ok ? 'ok' : 'down', upstream },
    { status: upstream.ok ? 200 : 503, headers },
  );
}
