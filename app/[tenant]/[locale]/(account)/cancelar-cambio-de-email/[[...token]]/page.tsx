import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthPage } from '@/components/auth/AuthPage';
import { EmailChangeCancel } from '@/components/auth/EmailChangeCancel';
import { authMetadata } from '@/lib/auth/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

type Params = TenantParams & { token?: string[] };

// One-time links: rendered per request, never kept in the render cache under their token.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: 'EmailChangeCancel' });
  return authMetadata(t('title'));
}

/** `/cancelar-cambio-de-email/{token}` (the middleware has checked the token's shape). */
export default async function EmailChangeCancelPage({ params }: { params: Promise<Params> }) {
  await resolvePageContext(params);
  const { token } = await params;
  if (token && token.length > 1) notFound();
  const t = await getTranslations('EmailChangeCancel');
  return (
    <AuthPage title={t('title')}>
      <EmailChangeCancel token={token?.[0] ?? null} />
    </AuthPage>
  );
}
