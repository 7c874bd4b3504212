import { NextResponse, type NextRequest } from 'next/server';
import { visitorToken } from '@/lib/api/private';
import { serverApi } from '@/lib/api/server';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { recordRealtimeAuth } from '@/lib/observability/instance';
import { relayChannelAuth } from '@/lib/realtime/relay';
import { getTenantByKey } from '@/lib/tenants/registry';

/**
 * POST /broadcasting/auth on the tenant's host (the middleware rewrites it here): the realtime
 * client's channel authorisation, relayed to the API with the `auth` cookie's token and counted
 * in /metrics (lib/realtime/relay.ts). Never cached.
 */
export const dynamic = 'force-dynamic';

export async function POST(request: NextRequest, { params }: { params: Promise<{ tenant: string }> }) {
  const tenant = getTenantByKey((await params).tenant);
  if (!tenant) return NextResponse.json({ message: 'Not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const asked = request.headers.get('x-locale');
  const locale = asked && isLocale(asked) && tenant.languages.includes(asked) ? asked : DEFAULT_LOCALE;
  const answer = await relayChannelAuth(
    {
      token: await visitorToken(),
      fetchSite: request.headers.get('sec-fetch-site'),
      origin: request.headers.get('origin'),
      host: request.headers.get('host'),
      contentType: request.headers.get('content-type'),
      readBody: () => request.text(),
    },
    (token) => serverApi(tenant, locale, token),
  );
  recordRealtimeAuth(tenant.key, answer.outcome);
  return NextResponse.json(answer.body, { status: answer.status, headers: { 'Cache-Control': 'no-store' } });
}
