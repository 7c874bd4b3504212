import type { Metadata } from 'next';
import { cache } from 'react';
import { forbidden, notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SessionEnded } from '@/components/account/SessionEnded';
import { ModerationScreen } from '@/components/live/ModerationScreen';
import { Page } from '@/components/ui/Page';
import { PageHeader } from '@/components/ui/PageHeader';
import { isNotFound } from '@/lib/api/errors';
import { Link } from '@/lib/i18n/navigation';
import { getChatChannel, getModerationQueue } from '@/lib/api/live';
import { getPolls } from '@/lib/api/polls';
import { getSessionWaitlist } from '@/lib/api/conferences';
import { getCachedConference } from '@/lib/api/public/conferences';
import { refusalOf, signedInApi } from '@/lib/api/private';
import { localizePath } from '@/lib/i18n/detect';
import { href } from '@/lib/routing/routes';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';
import { getTenantByKey } from '@/lib/tenants/registry';
import type { Locale } from '@/lib/tenants/schema';

type Params = TenantParams & { slug: string };

// Private: rendered for each request with the customer's token, never cached (docs/architecture.md#private-pages).
export const dynamic = 'force-dynamic';

/**
 * Everything the screen needs, read once per request (React `cache`: metadata and page share it).
 * A refusal is decided here, so that metadata and page agree. The page calls `forbidden()`; the
 * metadata names the 403 itself, because Next 16.4 gives a `forbidden()` thrown from metadata the
 * 404's title.
 */
const loadScreen = cache(async (tenantKey: string, locale: Locale, slug: string) => {
  const tenant = getTenantByKey(tenantKey)!;
  const here = localizePath(locale, href('moderation', { slug }));
  const { api, loginPath } = await signedInApi(tenant, locale, here);

  const conference = await getCachedConference(tenant.key, locale, slug);
  if (!conference) notFound();

  try {
    // The queue first: it is the call the API guards (a non-moderator's 403 comes from it).
    const queue = await getModerationQueue(api, conference.id);
    const [channel, polls, waitlist] = await Promise.all([getChatChannel(api, conference.id), getPolls(api, conference.id), getSessionWaitlist(api, conference.id)]);
    return { kind: 'moderator' as const, slug, conference, queue, channel, polls, waitlist };
  } catch (error) {
    const refused = refusalOf(error);
    if (refused === 'resource') return { kind: 'forbidden' as const };
    if (refused === 'session') return { kind: 'sessionEnded' as const, loginPath };
    if (isNotFound(error)) notFound();
    throw error;
  }
});

async function load(params: Promise<Params>) {
  const { tenant, locale } = await resolvePageContext(params);
  return loadScreen(tenant.key, locale, (await params).slug);
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await resolvePageContext(params);
  const loaded = await load(params);
  if (loaded.kind === 'forbidden') return { title: (await getTranslations({ locale, namespace: 'error' }))('403'), robots: { index: false, follow: false } };
  const t = await getTranslations({ locale, namespace: 'Moderation' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * `/agenda/{slug}/moderacion`: the organiser's full-page moderation queue of one session
 * (pending questions and messages first), following the moderation channel. The middleware sends
 * anonymous visitors to sign in; the API decides who moderates: a signed-in customer who does not
 * gets its 403 `live.forbidden` and this page answers with the 403 page and HTTP 403. A refused
 * token (bare 403) ends the session as the private area does.
 */
export default async function ModerationPage({ params }: { params: Promise<Params> }) {
  const loaded = await load(params);
  if (loaded.kind === 'forbidden') forbidden();
  if (loaded.kind === 'sessionEnded') return <SessionEnded loginPath={loaded.loginPath} />;
  const { slug, conference, queue, channel, polls, waitlist } = loaded;
  const { locale } = await resolvePageContext(params);
  const t = await getTranslations('Moderation');

  return (
    <Page>
      <PageHeader back={{ href: href('session', { slug }), label: t('back') }} eyebrow={t('title')} title={conference.title} lead={t('lead')}>
        <p>
          <Link href={href('checkinLists')}>{t('checkinLink')}</Link>
        </p>
      </PageHeader>
      <ModerationScreen conferenceId={conference.id} initialQueue={queue} initialPolls={polls} initialWaitlist={waitlist} moderationChannel={channel.moderationChannel} screenPath={localizePath(locale, href('roomScreen', { slug }))} />
    </Page>
  );
}
