import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/AccountPage';
import { SessionEnded } from '@/components/account/SessionEnded';
import { loadAccount } from '@/lib/account/load';
import { getCachedGeneralData } from '@/lib/api/public';
import { signedInApi } from '@/lib/api/private';
import { localizePath } from '@/lib/i18n/detect';
import { href } from '@/lib/routing/routes';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

// Private: rendered for each request with the customer's token, never cached (docs/architecture.md#private-pages).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
  const { locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: 'Account' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * `/usuario`: the private area. The middleware already sends anonymous visitors to the login
 * page; this page re-checks with the API (a guard is routing, not security): a refused token
 * (403) ends the session and goes to the login page, which returns here.
 */
export default async function UserPage({ params }: { params: Promise<TenantParams> }) {
  const { tenant, locale } = await resolvePageContext(params);
  const { api, loginPath } = await signedInApi(tenant, locale, localizePath(locale, href('user')));

  const [data, general] = await Promise.all([
    loadAccount(api, { tickets: tenant.ticketRequired }),
    getCachedGeneralData(tenant.key, locale),
  ]);
  if (data.kind === 'forbidden') return <SessionEnded loginPath={loginPath} />;
  return <AccountPage tenant={tenant} locale={locale} data={data} general={general} loginPath={loginPath} />;
}
