import { SessionList } from '@/components/ui/SessionList';
import type { SpeakerDetail, Venue } from '@/lib/api/schemas';
import type { Locale } from '@/lib/i18n/locales';

/** A speaker's sessions in time order: day, time (event zone, named once) and venue when there are several. */
export function SpeakerSessions(props: { sessions: SpeakerDetail['conferences']; venues: Venue[]; locale: Locale }) {
  return <SessionList {...props} namespace="SpeakerDetail" />;
}
