import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SignupPage } from '@/components/auth/SignupPage';
import { authMetadata } from '@/lib/auth/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

export async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
  const { locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: 'Signup' });
  return authMetadata(t('invitationTitle'));
}

/** `/registro-invitacion` (feature invitation_register): the sign-up with an invitation code. */
export default async function InvitationRegisterPage({ params }: { params: Promise<TenantParams> }) {
  const { tenant, locale } = await resolvePageContext(params);
  return <SignupPage tenant={tenant} locale={locale} invitation />;
}
