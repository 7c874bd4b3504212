import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { isErrorCode } from '@/components/error/ErrorView';
import { TenantErrorView } from '@/components/error/TenantErrorView';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

type Params = TenantParams & { code: string };

/**
 * The error page the middleware rewrites to, with the status on the wire
 * (`NextResponse.rewrite(url, { status })`): an invalid route parameter, a language the
 * tenant does not offer, and the like.
 */
export function generateStaticParams(): Params[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  await resolvePageContext(params);
  const { code } = await params;
  if (!isErrorCode(code)) return {};
  const t = await getTranslations('error');
  return { title: t(code as '404'), robots: { index: false } };
}

export default async function StatusPage({ params }: { params: Promise<Params> }) {
  await resolvePageContext(params);
  const { code } = await params;
  if (!isErrorCode(code)) notFound();
  return <TenantErrorView code={Number(code) as 403 | 404 | 500 | 503} />;
}
