import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthPage } from '@/components/auth/AuthPage';
import { SsoLogin } from '@/components/auth/SsoLogin';
import { authMetadata } from '@/lib/auth/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

type Params = TenantParams & { token?: string[] };

// One-time links: rendered per request, never kept in the render cache under their token.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: 'Sso' });
  return authMetadata(t('title'));
}

/** `/login-sso` and `/login-sso/{token}`: single sign-on, in the browser. */
export default async function SsoLoginPage({ params }: { params: Promise<Params> }) {
  const { tenant } = await resolvePageContext(params);
  const { token } = await params;
  if (token && token.length > 1) notFound();
  const t = await getTranslations('Sso');
  return (
    <AuthPage title={t('title')}>
      <SsoLogin token={token?.[0] ?? null} registerEnabled={tenant.features.includes('sso_register')} />
    </AuthPage>
  );
}
