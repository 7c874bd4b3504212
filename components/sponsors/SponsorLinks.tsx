import { getTranslations } from 'next-intl/server';
import { ChipList } from '@/components/ui/ChipList';
import type { SponsorDetail } from '@/lib/api/schemas';
import { safeExternalUrl } from './sponsor-groups';

const NETWORKS = ['website', 'linkedin', 'twitter'] as const;
type Network = (typeof NETWORKS)[number];

/** The sponsor's site and profiles (only absolute http(s) ones), each in a new window; null when none. */
export async function SponsorLinks({ website, links, name }: { website: string | null; links: SponsorDetail['links']; name: string }) {
  const t = await getTranslations('SponsorDetail');
  const tc = await getTranslations('Common');
  const urls: Record<Network, string | null> = { website, linkedin: links.linkedin, twitter: links.twitter };
  const items = NETWORKS.map((network) => ({ network, url: safeExternalUrl(urls[network]) })).filter(
    (i): i is { network: Network; url: string } => i.url !== null,
  );
  if (items.length === 0) return null;
  return (
    <ChipList label={t('linksLabel', { name })}>
      {items.map(({ network, url }) => (
        <li key={network}>
          <a href={url} target="_blank" rel="noopener noreferrer" className="button button-secondary">
            {t(`network.${network}`)}
            <span className="visually-hidden"> {tc('newWindow')}</span>
          </a>
        </li>
      ))}
    </ChipList>
  );
}
