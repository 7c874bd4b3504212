import { getTranslations } from 'next-intl/server';
import { safeExternalUrl } from '@/lib/security/external-url';
import { ChipList } from './ChipList';

const NETWORKS = ['website', 'linkedin', 'twitter'] as const;
export type Network = (typeof NETWORKS)[number];

/**
 * A speaker's or a sponsor's site and profiles (only absolute http(s) ones), in this order, each in
 * a new window; null when none. A server component.
 */
export async function ExternalLinks({
  urls,
  name,
  namespace,
}: {
  urls: Record<Network, string | null>;
  name: string;
  /** message namespace with linksLabel and network.{website,linkedin,twitter} */
  namespace: 'SpeakerDetail' | 'SponsorDetail';
}) {
  const t = await getTranslations(namespace);
  const tc = await getTranslations('Common');
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
