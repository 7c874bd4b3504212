import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SessionEnded } from '@/components/account/SessionEnded';
import { NetworkingPage } from '@/components/networking/NetworkingPage';
import { getCustomer } from '@/lib/api/profile';
import { refusalOf, signedInApi } from '@/lib/api/private';
import { localizePath } from '@/lib/i18n/detect';
import { offCountdownSeconds } from '@/lib/networking/config';
import { pageOf, viewOf } from '@/lib/networking/views';
import { href } from '@/lib/routing/routes';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

// Private: rendered for each request with the customer's token, never cached (docs/architecture.md#private-pages).
export const dynamic = 'force-dynamic';

type Params = TenantParams & { view?: string[] };
type Search = Record<string, string | string[] | undefined>;

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale, view } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: 'networking' });
  const current = viewOf(view);
  const title = current ? `${t(`tabs.${current}`)} · ${t('title')}` : t('title');
  return { title, robots: { index: false, follow: false } };
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * `/networking/:view?`: the networking screens (docs/product.md#scope, docs/product.md#entities, docs/product.md#states). The middleware already sends
 * anonymous visitors to the login page; this page re-checks with the API (a 403 ends the session
 * and goes to the login page, which comes back here). A tenant without networking has no page.
 */
export default async function NetworkingRoute({ params, searchParams }: { params: Promise<Params>; searchParams: Promise<Search> }) {
  const { tenant, locale, view: segments } = await resolvePageContext(params);
  const view = viewOf(segments);
  if (!view || tenant.networkingType === null) notFound();
  const type = tenant.networkingType;
  if ((view === 'eventos' || view === 'organizacion') && type !== 2) notFound();

  const here = localizePath(locale, href('networking', { view: view === 'personas' ? undefined : view }));
  const { api, loginPath } = await signedInApi(tenant, locale, here);

  let customer: { id: number; isModerator: boolean };
  try {
    customer = await getCustomer(api);
  } catch (error) {
    if (refusalOf(error) !== null) return <SessionEnded loginPath={loginPath} />;
    throw error;
  }

  const search = await searchParams;
  return (
    <NetworkingPage
      view={view}
      type={type}
      tenantKey={tenant.key}
      locale={locale}
      customerId={customer.id}
      organiser={customer.isModerator}
      loginPath={loginPath}
      countdownSeconds={offCountdownSeconds()}
      page={pageOf(search.pagina)}
      query={{ q: first(search.q) ?? '', box: first(search.bandeja) === 'enviadas' ? 'sent' : 'received', to: first(search.con) ?? null, edit: first(search.editar) ?? null }}
    />
  );
}
