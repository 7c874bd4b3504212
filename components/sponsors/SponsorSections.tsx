import { useTranslations } from 'next-intl';
import type { SponsorPage } from './sponsor-groups';
import { SponsorLogos } from './SponsorLogos';
import styles from './Sponsors.module.css';

/**
 * The `promotores` sponsors by category (gold, silver, bronze, each under its heading), then
 * every other group (e.g. `colaboradores`) under its own title. `headingLevel` follows the page
 * outline: h2 on /patrocinadores, h3 inside the home block.
 */
export function SponsorSections({ page, headingLevel, idPrefix }: { page: SponsorPage; headingLevel: 2 | 3; idPrefix: string }) {
  const t = useTranslations('Sponsors');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {page.categories.map(({ category, sponsors }) => (
        <section key={category} className={styles.category} aria-labelledby={`${idPrefix}-${category}`}>
          <Heading id={`${idPrefix}-${category}`} className={`${styles.heading} ${styles[`heading-${category}`]}`}>
            {t(`category.${category}`)}
          </Heading>
          <SponsorLogos sponsors={sponsors} size={category} />
        </section>
      ))}
      {page.others.map((group) => (
        <section key={group.name} className={styles.category} aria-labelledby={`${idPrefix}-group-${group.name}`}>
          <Heading id={`${idPrefix}-group-${group.name}`} className={styles.heading}>
            {group.title}
          </Heading>
          <SponsorLogos sponsors={group.sponsors} size="bronze" />
        </section>
      ))}
    </>
  );
}
