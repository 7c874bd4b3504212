import { ExternalLinks } from '@/components/ui/ExternalLinks';
import type { SponsorDetail } from '@/lib/api/schemas';

/** The sponsor's site and profiles (only absolute http(s) ones), each in a new window; null when none. */
export function SponsorLinks({ website, links, name }: { website: string | null; links: SponsorDetail['links']; name: string }) {
  return <ExternalLinks urls={{ website, linkedin: links.linkedin, twitter: links.twitter }} name={name} namespace="SponsorDetail" />;
}
