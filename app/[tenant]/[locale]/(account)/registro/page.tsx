import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SignupPage } from '@/components/auth/SignupPage';
import { authMetadata } from '@/lib/auth/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

export async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
  const { locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: 'Signup' });
  return authMetadata(t('title'));
}

/** `/registro` (features register or hidden_register; the middleware guards it). */
export default async function RegisterPage({ params }: { params: Promise<TenantParams> }) {
  const { tenant, locale } = await resolvePageContext(params);
  return <SignupPage tenant={tenant} locale={locale} invitation={false} />;
}
