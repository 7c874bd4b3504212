import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthPage } from '@/components/auth/AuthPage';
import { ChangePasswordForm } from '@/components/auth/ChangePasswordForm';
import { authMetadata } from '@/lib/auth/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

export async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
  const { locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: 'ChangePassword' });
  return authMetadata(t('title'));
}

/**
 * `/cambiar-contraseña` (folder without ñ; the middleware maps it and lets only signed-in
 * visitors of tenants with change_password through). The page itself is the same for everyone:
 * the form calls the API with the visitor's token from the browser.
 */
export default async function ChangePasswordPage({ params }: { params: Promise<TenantParams> }) {
  const { tenant } = await resolvePageContext(params);
  const t = await getTranslations('ChangePassword');
  return (
    <AuthPage title={t('title')} lead={t('lead')}>
      <ChangePasswordForm profileEnabled={tenant.features.includes('user_profile')} />
    </AuthPage>
  );
}
