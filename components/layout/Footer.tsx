import { getTranslations } from 'next-intl/server';
import type { GeneralData, NavigationMenu } from '@/lib/api/schemas';
import type { Tenant } from '@/lib/tenants/schema';
import type { ThemeDef } from '@/themes';
import { MenuLink } from './MenuLink';
import { SocialIcon } from './SocialIcon';
import styles from './Footer.module.css';

/** Footer (SPEC §2): social links (entries without url hidden), link sections, legal logo, copyright. */
export async function Footer({
  tenant,
  menu,
  generalData,
  theme,
  year,
}: {
  tenant: Tenant;
  menu: NavigationMenu | null;
  generalData: GeneralData | null;
  theme: Pick<ThemeDef, 'features'>;
  /** The event's year, so that the page stays the same bytes all year round. */
  year: number;
}) {
  const t = await getTranslations('Footer');
  const tc = await getTranslations('Common');
  const social = theme.features.socialLinks ? tenant.socialNetworks.filter((s) => s.url) : [];
  const sections = (menu?.sections ?? []).filter((s) => !s.isComponent);

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        {sections.map((section, i) => (
          <section key={i} className={styles.section} aria-labelledby={`footer-section-${i}`}>
            <h2 id={`footer-section-${i}`} className={styles.heading}>
              {section.text || (section.type === 1 ? t('legal') : t('comunication'))}
            </h2>
            <ul className={styles.links}>
              {section.children
                .filter((c) => !c.isComponent)
                .map((child, j) => (
                  <li key={j}>
                    <MenuLink target={child.target} newWindowLabel={tc('newWindow')} className={styles.link}>
                      {child.text}
                    </MenuLink>
                  </li>
                ))}
            </ul>
          </section>
        ))}

        {social.length > 0 ? (
          <section className={styles.section} aria-labelledby="footer-social">
            <h2 id="footer-social" className={styles.heading}>
              {t('socialLinks')}
            </h2>
            <ul className={styles.social}>
              {social.map((s) => (
                <li key={s.id}>
                  <a href={s.url!} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                    <SocialIcon iconClass={s.icon_class} />
                    <span className="visually-hidden">
                      {s.id} {tc('newWindow')}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>

      <div className={`container ${styles.bottom}`}>
        {generalData?.legalLogo ? (
          // Organiser's logo from the API: any URL, often SVG.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={generalData.legalLogo} alt={t('legalLogoAlt')} className={styles.legalLogo} height={40} />
        ) : null}
        <p className={styles.copyright}>
          {generalData?.copyright || t('copyright', { year, holder: tenant.name })}
        </p>
      </div>
    </footer>
  );
}
