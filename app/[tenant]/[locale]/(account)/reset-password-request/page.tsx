import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthPage } from '@/components/auth/AuthPage';
import { ResetRequestForm } from '@/components/auth/ResetRequestForm';
import { authMetadata } from '@/lib/auth/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

export async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
  const { locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: 'PasswordReset' });
  return authMetadata(t('requestTitle'));
}

/** `/reset-password-request`: ask for a password reset link. */
export default async function ResetPasswordRequestPage({ params }: { params: Promise<TenantParams> }) {
  await resolvePageContext(params);
  const t = await getTranslations('PasswordReset');
  return (
    <AuthPage title={t('requestTitle')} lead={t('requestLead')}>
      <ResetRequestForm />
    </AuthPage>
  );
}
