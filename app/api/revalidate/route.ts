import { NextResponse, type NextRequest } from 'next/server';
import { purgeCache } from '@/lib/cache-purge';

/**
 * POST /api/revalidate — the organiser's API asks for a tenant's cached pages to be purged
 * (lib/cache-purge.ts). Not a tenant page: the middleware does not run here, and the answer is
 * never cached.
 */
export const dynamic = 'force-dynamic';

export async function POST(request: NextRequest) {
  const answer = await purgeCache({ authorization: request.headers.get('authorization'), readBody: () => request.text() });
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (answer.status === 401) headers['WWW-Authenticate'] = 'Bearer';
  return NextResponse.json(answer.body, { status: answer.status, headers });
}
