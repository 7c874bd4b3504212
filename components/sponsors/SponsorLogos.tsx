import type { Sponsor, SponsorCategory } from '@/lib/api/schemas';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import styles from './Sponsors.module.css';

/** The class that sizes a row of logos by category (gold biggest). */
export function logoRowClass(size: SponsorCategory): string {
  const sizeClass = size === 'silver' ? styles.silver : size === 'bronze' ? styles.bronze : '';
  return `${styles.logos} ${sizeClass}`;
}

/**
 * One sponsor's logo linking to its page (/patrocinadores/{id}: description, links, sessions),
 * which is where its own site is linked from. The link's accessible name is the company name
 * (the logo's text alternative).
 */
export function SponsorLogo({ sponsor }: { sponsor: Pick<Sponsor, 'id' | 'company_name' | 'logo_url'> }) {
  return (
    <Link href={href('sponsor', { id: sponsor.id })} className={styles.logoLink} data-sponsor-link={sponsor.id}>
      {/* Logos come from the organiser's API (any host, often SVG): a plain <img>. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={sponsor.logo_url} alt={sponsor.company_name} className={styles.logo} loading="lazy" decoding="async" />
    </Link>
  );
}

/** A row of sponsor logos (docs/product.md#limits: at most 100 px high, 15 px apart), each linking to its page. */
export function SponsorLogos({ sponsors, size }: { sponsors: Sponsor[]; size: SponsorCategory }) {
  return (
    <ul className={logoRowClass(size)}>
      {sponsors.map((sponsor) => (
        <li key={sponsor.id} className={styles.item}>
          <SponsorLogo sponsor={sponsor} />
        </li>
      ))}
    </ul>
  );
}
