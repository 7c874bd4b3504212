import { useTranslations } from 'next-intl';
import type { SponsorSection } from './sponsor-groups';
import { SponsorLogos } from './SponsorLogos';
import styles from './Sponsors.module.css';

/**
 * The `promotores` sponsors by category (gold, silver, bronze, each under its heading), then
 * every other group (e.g. `colaboradores`) under its own title. `headingLevel` follows the page
 * outline: h2 on /patrocinadores, h3 inside the home block. Used on the server (home block) and
 * inside the client filter of /patrocinadores.
 */
export function SponsorSections({ sections, headingLevel, idPrefix }: { sections: SponsorSection[]; headingLevel: 2 | 3; idPrefix: string }) {
  const t = useTranslations('Sponsors');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {sections.map((section) => {
        const id = `${idPrefix}-${section.key}`;
        return (
          <section key={section.key} className={styles.category} aria-labelledby={id}>
            {section.kind === 'category' ? (
              <Heading id={id} className={`${styles.heading} ${styles[`heading-${section.category}`]}`}>
                {t(`category.${section.category}`)}
              </Heading>
            ) : (
              <Heading id={id} className={styles.heading}>
                {section.title}
              </Heading>
            )}
            <SponsorLogos sponsors={section.sponsors} size={section.kind === 'category' ? section.category : 'bronze'} />
          </section>
        );
      })}
    </>
  );
}
