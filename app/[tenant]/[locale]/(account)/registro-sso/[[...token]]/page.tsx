import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthPage } from '@/components/auth/AuthPage';
import { SsoRegisterForm } from '@/components/auth/SsoRegisterForm';
import { authMetadata } from '@/lib/auth/metadata';
import { getCustomerFormDefinition, PRIVACY_POLICY_PATH } from '@/lib/auth/server';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

type Params = TenantParams & { token?: string[] };

// One-time links: rendered per request, never kept in the render cache under their token.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: 'Sso' });
  return authMetadata(t('registerTitle'));
}

/** `/registro-sso/{token}` (feature sso_register): the extra fields of a first SSO sign-in. */
export default async function SsoRegisterPage({ params }: { params: Promise<Params> }) {
  const { tenant, locale } = await resolvePageContext(params);
  const { token } = await params;
  if (token && token.length > 1) notFound();
  const t = await getTranslations('Sso');
  const tFields = await getTranslations('CustomerFields');
  const definition = await getCustomerFormDefinition(tenant.key, locale, {
    dni: tFields('documentTypes.dni'),
    nie: tFields('documentTypes.nie'),
    passport: tFields('documentTypes.passport'),
  });
  return (
    <AuthPage title={t('registerTitle')} lead={t('registerLead', { event: tenant.name })} wide>
      <SsoRegisterForm
        token={token?.[0] ?? null}
        customerFields={definition.fields}
        options={definition.options}
        privacyHref={PRIVACY_POLICY_PATH}
      />
    </AuthPage>
  );
}
