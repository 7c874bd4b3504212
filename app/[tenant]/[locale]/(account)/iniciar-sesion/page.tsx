import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthPage } from '@/components/auth/AuthPage';
import { LoginForm } from '@/components/auth/LoginForm';
import { authMetadata } from '@/lib/auth/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

export async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
  const { locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: 'Login' });
  return authMetadata(t('title'));
}

/**
 * `/iniciar-sesion`: the same page for every visitor of a tenant and language (no cookies read
 * here); the form, the `?redirect=` and the signed-in check live in the browser.
 */
export default async function LoginPage({ params }: { params: Promise<TenantParams> }) {
  const { tenant } = await resolvePageContext(params);
  const t = await getTranslations('Login');
  return (
    <AuthPage title={t('title')} lead={t('lead')}>
      <LoginForm
        requirePropagation={tenant.isInternalEvent && tenant.propagateUsersPortals}
        forumUrl={tenant.forumUrl}
        // hidden_register: the sign-up page works for those who have its address, but is not linked.
        showSignup={tenant.features.includes('register') && !tenant.features.includes('hidden_register')}
        profileEnabled={tenant.features.includes('user_profile')}
      />
    </AuthPage>
  );
}
