import { ExternalLinks } from '@/components/ui/ExternalLinks';
import type { SpeakerDetail } from '@/lib/api/schemas';

/** The speaker's own links (only absolute http(s) ones), opening in a new window; null when none. */
export function SpeakerLinks({ links, name }: { links: SpeakerDetail['links']; name: string }) {
  return <ExternalLinks urls={links} name={name} namespace="SpeakerDetail" />;
}
