import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RoomScreen } from '@/components/live/RoomScreen';
import { loadSessionPage } from '@/lib/api/public/session-page';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { ROOM_SCREEN_NAMESPACES } from '@/lib/i18n/client-namespaces';
import type { SlugParams } from '@/lib/tenants/page-context';

export function generateStaticParams(): SlugParams[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<SlugParams> }): Promise<Metadata> {
  const { locale, session } = await loadSessionPage(params);
  const t = await getTranslations({ locale, namespace: 'RoomScreen' });
  return { title: t('title', { session: session.title }), robots: { index: false, follow: false } };
}

/**
 * `/agenda/{slug}/pantalla`: the room screen for a projector. The cached HTML
 * holds the session's title and the screen's words only; the questions and the open poll come
 * after load, with the organiser's token or the secret key in the address's fragment (`#k=…`,
 * never sent to a server), and follow the session's channel.
 */
export default async function RoomScreenPage({ params }: { params: Promise<SlugParams> }) {
  const { locale, session } = await loadSessionPage(params);
  const t = await getTranslations({ locale, namespace: 'RoomScreen' });
  return (
    // The poll's results read the catalogue's `Session.poll.optionResult` in the browser.
    <ClientMessages locale={locale} namespaces={ROOM_SCREEN_NAMESPACES}>
      <RoomScreen
        conferenceId={session.id}
        title={session.title}
        labels={{
          questions: t('questions'),
          noQuestions: t('noQuestions'),
          votes: t('votes'),
          pinned: t('pinned'),
          poll: t('poll'),
          responses: t('responses'),
          noPoll: t('noPoll'),
          loading: t('loading'),
          reconnecting: t('reconnecting'),
          needsLink: t('needsLink'),
          failed: t('failed'),
        }}
      />
    </ClientMessages>
  );
}
