import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { registerDataNextStep } from '@/components/account/RegisterDataNextStep';
import { AuthPage } from '@/components/auth/AuthPage';
import { ValidateEmail } from '@/components/auth/ValidateEmail';
import { authMetadata } from '@/lib/auth/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

type Params = TenantParams & { token?: string[] };

// One-time links: rendered per request, never kept in the render cache under their token.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: 'Validate' });
  return authMetadata(t('title'));
}

/** `/validate` and `/validate/{token}` (the middleware has checked the token's shape). */
export default async function ValidatePage({ params }: { params: Promise<Params> }) {
  const { tenant, locale } = await resolvePageContext(params);
  const { token } = await params;
  if (token && token.length > 1) notFound();
  const t = await getTranslations('Validate');
  // What the registration still asks after a confirmed sign-up (shown only if the link confirms one).
  const afterSignup = token ? await registerDataNextStep({ tenant, locale }) : null;
  return (
    <AuthPage title={t('title')}>
      <ValidateEmail token={token?.[0] ?? null} afterSignup={afterSignup} />
    </AuthPage>
  );
}
