import { getTranslations } from 'next-intl/server';
import { ChipList } from '@/components/ui/ChipList';
import type { SpeakerDetail } from '@/lib/api/schemas';
import { safeExternalUrl } from '@/components/sponsors/sponsor-groups';

const NETWORKS = ['website', 'linkedin', 'twitter'] as const;

/** The speaker's own links (only absolute http(s) ones), opening in a new window; null when none. */
export async function SpeakerLinks({ links, name }: { links: SpeakerDetail['links']; name: string }) {
  const t = await getTranslations('SpeakerDetail');
  const tc = await getTranslations('Common');
  const items = NETWORKS.map((network) => ({ network, url: safeExternalUrl(links[network]) })).filter(
    (i): i is { network: (typeof NETWORKS)[number]; url: string } => i.url !== null,
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
