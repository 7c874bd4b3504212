import { SessionList } from '@/components/ui/SessionList';
import type { SponsoredSession, Venue } from '@/lib/api/schemas';
import type { Locale } from '@/lib/i18n/locales';

/** The sessions a sponsor sponsors, in time order, each linking to /agenda/{slug}. */
export function SponsorSessions(props: { sessions: SponsoredSession[]; venues: Venue[]; locale: Locale }) {
  return <SessionList {...props} namespace="SponsorDetail" />;
}
