import { useTranslations } from 'next-intl';
import type { Sponsor, SponsorCategory } from '@/lib/api/schemas';
import { safeExternalUrl } from './sponsor-groups';
import styles from './Sponsors.module.css';

/**
 * A row of sponsor logos (SPEC §9: at most 100 px high, 15 px apart), each linking to the
 * sponsor's site in a new window; its accessible name is the company name plus the new-window
 * note. A sponsor without a usable URL is shown, not linked.
 */
export function SponsorLogos({ sponsors, size }: { sponsors: Sponsor[]; size: SponsorCategory }) {
  const tc = useTranslations('Common');
  const sizeClass = size === 'silver' ? styles.silver : size === 'bronze' ? styles.bronze : '';
  return (
    <ul className={`${styles.logos} ${sizeClass}`}>
      {sponsors.map((sponsor) => {
        const url = safeExternalUrl(sponsor.url);
        // Logos come from the organiser's API (any host, often SVG): a plain <img>.
        // eslint-disable-next-line @next/next/no-img-element
        const logo = <img src={sponsor.logo_url} alt={sponsor.company_name} className={styles.logo} loading="lazy" decoding="async" />;
        return (
          <li key={sponsor.id} className={styles.item}>
            {url ? (
              <a href={url} target="_blank" rel="noopener noreferrer" className={styles.logoLink}>
                {logo}
                <span className="visually-hidden"> {tc('newWindow')}</span>
              </a>
            ) : (
              <span className={styles.logoBox}>{logo}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
