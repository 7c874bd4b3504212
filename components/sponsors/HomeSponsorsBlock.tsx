import { getTranslations } from 'next-intl/server';
import { getCachedSponsorGroups } from '@/lib/api/public/sponsors';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { isEmpty, splitSponsorGroups } from './sponsor-groups';
import { SponsorSections } from './SponsorSections';
import styles from './Sponsors.module.css';

/** Home block: sponsor logos by category with a link to /patrocinadores; null when there are none. */
export async function SponsorsBlock({ tenantKey, locale }: { tenantKey: string; locale: Locale }) {
  const page = splitSponsorGroups(await getCachedSponsorGroups(tenantKey, locale));
  if (isEmpty(page)) return null;
  const t = await getTranslations('Sponsors');
  return (
    <section className={`container ${styles.block}`} aria-labelledby="home-sponsors">
      <div className={styles.blockHeader}>
        <h2 id="home-sponsors" className={styles.blockTitle}>
          {t('title')}
        </h2>
        <Link href={href('sponsors')} className={styles.seeAll}>
          {t('seeAll')}
        </Link>
      </div>
      <SponsorSections page={page} headingLevel={3} idPrefix="home-sponsors" />
    </section>
  );
}
