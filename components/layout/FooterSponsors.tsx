import { getTranslations } from 'next-intl/server';
import type { Sponsor } from '@/lib/api/schemas';
import { getCachedSponsorGroups } from '@/lib/api/public/sponsors';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import type { Locale } from '@/lib/tenants/schema';
import styles from './Footer.module.css';

async function loadSponsors(tenantKey: string, locale: Locale): Promise<Sponsor[]> {
  try {
    const groups = await getCachedSponsorGroups(tenantKey, locale);
    const seen = new Set<number>();
    return groups.flatMap((g) => g.sponsors).filter((s) => !seen.has(s.id) && seen.add(s.id));
  } catch (error) {
    // A strip of logos is not worth failing the page for; the next render tries again.
    console.error('[footer] sponsors could not be read', error);
    return [];
  }
}

/**
 * Sponsor logos in the footer (docs/product.md#routes, docs/product.md#limits: at most 100 px high, 15 px apart), from the cached
 * sponsors reader. Each logo sits on a light tile (logos are drawn for light backgrounds), has
 * the company name as its text and links to the sponsor's page (/patrocinadores/{id}), where its
 * description, site and sponsored sessions are.
 */
export async function FooterSponsors({ tenantKey, locale }: { tenantKey: string; locale: Locale }) {
  const sponsors = await loadSponsors(tenantKey, locale);
  if (sponsors.length === 0) return null;
  const t = await getTranslations('Footer');
  return (
    <section className={`container ${styles.sponsors}`} aria-labelledby="footer-sponsors" data-footer-sponsors>
      <h2 id="footer-sponsors" className={styles.heading}>
        {t('sponsors')}
      </h2>
      <ul className={styles.sponsorList}>
        {sponsors.map((sponsor) => (
          <li key={sponsor.id}>
            <Link href={href('sponsor', { id: sponsor.id })} className={styles.sponsorTile} data-sponsor-link={sponsor.id}>
              {/* Logos come from the organiser's API (any host, often SVG): a plain <img>. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={sponsor.logo_url} alt={sponsor.company_name} className={styles.sponsorLogo} loading="lazy" decoding="async" height={48} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
