import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthPage } from '@/components/auth/AuthPage';
import { TwoFactorForm } from '@/components/auth/TwoFactorForm';
import { authMetadata } from '@/lib/auth/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

export async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
  const { locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: 'TwoFactor' });
  return authMetadata(t('title'));
}

/** `/factor-de-doble-autenticacion`: the attempt lives in the browser (sessionStorage), not here. */
export default async function TwoFactorPage({ params }: { params: Promise<TenantParams> }) {
  const { tenant } = await resolvePageContext(params);
  const t = await getTranslations('TwoFactor');
  return (
    <AuthPage title={t('title')}>
      <TwoFactorForm forumUrl={tenant.forumUrl} />
    </AuthPage>
  );
}
