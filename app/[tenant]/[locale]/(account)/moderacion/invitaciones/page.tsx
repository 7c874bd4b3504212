import type { Metadata } from 'next';
import { cache } from 'react';
import { forbidden } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SessionEnded } from '@/components/account/SessionEnded';
import { InvitationsAdmin } from '@/components/invitations/InvitationsAdmin';
import { Page } from '@/components/ui/Page';
import { PageHeader } from '@/components/ui/PageHeader';
import { getAdminInvitations } from '@/lib/api/account';
import { getTickets } from '@/lib/api/orders';
import { signedInApi } from '@/lib/api/private';
import { forbiddenKind } from '@/lib/auth/refusal';
import { localizePath } from '@/lib/i18n/detect';
import { href } from '@/lib/routing/routes';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';
import { getTenantByKey } from '@/lib/tenants/registry';
import type { Locale } from '@/lib/tenants/schema';

// Private: rendered for each request with the organiser's token, never cached (docs/architecture.md#private-pages).
export const dynamic = 'force-dynamic';

/** The codes and the tickets they can give, read once per request; the API decides who may see them. */
const loadScreen = cache(async (tenantKey: string, locale: Locale) => {
  const tenant = getTenantByKey(tenantKey)!;
  const { api, loginPath } = await signedInApi(tenant, locale, localizePath(locale, href('invitationsAdmin')));
  try {
    // The list first: it is the call the API guards (anyone but the organiser: 403 with errors).
    const invitations = await getAdminInvitations(api);
    const tickets = await getTickets(api);
    return { kind: 'organiser' as const, invitations, tickets: tickets.map((t) => ({ id: t.id, name: t.name })) };
  } catch (error) {
    const refused = forbiddenKind(error);
    if (refused === 'resource') return { kind: 'forbidden' as const };
    if (refused === 'session') return { kind: 'sessionEnded' as const, loginPath };
    throw error;
  }
});

export async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
  const { tenant, locale } = await resolvePageContext(params);
  const loaded = await loadScreen(tenant.key, locale);
  if (loaded.kind === 'forbidden') return { title: (await getTranslations({ locale, namespace: 'error' }))('403'), robots: { index: false, follow: false } };
  const t = await getTranslations({ locale, namespace: 'Invitations' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * `/moderacion/invitaciones`: the organiser issues invitation codes that give a ticket, copies
 * them, downloads them as CSV and sees who redeemed which. Anonymous visitors sign in first (the
 * middleware); a signed-in attendee gets the 403 page with HTTP 403 (the API's 403 with errors);
 * a refused token ends the session as the private area does.
 */
export default async function InvitationsPage({ params }: { params: Promise<TenantParams> }) {
  const { tenant, locale } = await resolvePageContext(params);
  const loaded = await loadScreen(tenant.key, locale);
  if (loaded.kind === 'forbidden') forbidden();
  if (loaded.kind === 'sessionEnded') return <SessionEnded loginPath={loaded.loginPath} />;
  const t = await getTranslations({ locale, namespace: 'Invitations' });
  return (
    <Page>
      <PageHeader title={t('title')} lead={t('lead')} />
      <InvitationsAdmin tickets={loaded.tickets} initial={loaded.invitations} />
    </Page>
  );
}
