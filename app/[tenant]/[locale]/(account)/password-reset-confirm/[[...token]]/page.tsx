import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthPage } from '@/components/auth/AuthPage';
import { ResetConfirmForm } from '@/components/auth/ResetConfirmForm';
import { authMetadata } from '@/lib/auth/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

type Params = TenantParams & { token?: string[] };

// One-time links: rendered per request, never kept in the render cache under their token.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: 'PasswordReset' });
  return authMetadata(t('confirmTitle'));
}

/** `/password-reset-confirm` and `/password-reset-confirm/{token}`: choose a new password. */
export default async function PasswordResetConfirmPage({ params }: { params: Promise<Params> }) {
  await resolvePageContext(params);
  const { token } = await params;
  if (token && token.length > 1) notFound();
  const t = await getTranslations('PasswordReset');
  return (
    <AuthPage title={t('confirmTitle')} lead={token ? t('confirmLead') : undefined}>
      <ResetConfirmForm token={token?.[0] ?? null} />
    </AuthPage>
  );
}
