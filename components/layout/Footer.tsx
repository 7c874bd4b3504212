import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { GeneralData, LinkEntry, LinkSection, NavigationMenu } from '@/lib/api/schemas';
import { getCachedTopics } from '@/lib/api/public/topics';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import type { Locale, Tenant } from '@/lib/tenants/schema';
import type { FooterMenu, ThemeDef } from '@/themes';
import { FooterSponsors } from './FooterSponsors';
import { CookieSettingsButton } from '@/components/content/CookieSettingsButton';
import { InstitutionalLink } from './InstitutionalLink';
import { logoDimensions } from './logo-size';
import { MenuLink } from './MenuLink';
import { PrivateAreaLinks, type PrivateAreaEntry } from './PrivateAreaLinks';
import { SocialIcon } from './SocialIcon';
import styles from './Footer.module.css';

/**
 * Footer (docs/product.md#routes), in the variant the theme declares:
 * - `standard`: the CMS link sections as columns, social links (entries without url hidden),
 *   legal logo and copyright;
 * - `menus`: the axes / information / private-area menus the theme lists, the legal links as
 *   one row at the bottom;
 * - `compact`: one row with the copyright and the legal links.
 * Sponsor logos and the institutional link appear where the theme offers them.
 */
export async function Footer({
  tenant,
  locale,
  menu,
  generalData,
  theme,
  year,
}: {
  tenant: Tenant;
  locale: Locale;
  menu: NavigationMenu | null;
  generalData: GeneralData | null;
  theme: Pick<ThemeDef, 'features'>;
  /** The event's year, so that the page stays the same bytes all year round. */
  year: number;
}) {
  const f = theme.features;
  const t = await getTranslations('Footer');
  const tc = await getTranslations('Common');
  const sections = (menu?.sections ?? []).filter((s) => !s.isComponent);
  const legalSections = sections.filter((s) => s.type === 1);
  const copyright = generalData?.copyright || t('copyright', { year, holder: tenant.name });
  const newWindow = tc('newWindow');

  if (f.footer === 'compact') {
    const links = (legalSections.length > 0 ? legalSections : sections).flatMap(linkChildren);
    return (
      <footer className={`${styles.footer} ${styles.compactFooter}`} data-surface="footer" data-variant="compact">
        <div className={`container ${styles.compactRow}`}>
          <p className={styles.copyright}>{copyright}</p>
          <nav aria-label={t('legal')}>
            <ul className={styles.inlineLinks}>
              <LinkItems links={links} newWindow={newWindow} />
              <li>
                <Link href={href('accessibility')} className={styles.link}>
                  {t('accessibility')}
                </Link>
              </li>
            </ul>
          </nav>
          <CookieSettingsButton consentServiceId={tenant.cookiebotId} chatWidget={tenant.chatWidget !== null} tagManager={tenant.gtmId !== null} />
        </div>
      </footer>
    );
  }

  const social = f.socialLinks ? tenant.socialNetworks.filter((s) => s.url) : [];
  const menus = f.footer === 'menus';
  const columns = menus
    ? f.footerMenus.map((m) => <FooterMenuColumns key={m} menu={m} tenant={tenant} locale={locale} sections={sections} />)
    : sections.map((section, i) => <SectionColumn key={i} section={section} id={`footer-section-${i}`} />);

  return (
    <footer className={styles.footer} data-surface="footer" data-variant={f.footer}>
      <div className={`container ${styles.grid}`}>
        {columns}
        {social.length > 0 ? (
          <FooterColumn id="footer-social" title={t('socialLinks')} listClassName={styles.social}>
            {social.map((s) => (
              <li key={s.id}>
                <a href={s.url!} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                  <SocialIcon iconClass={s.icon_class} />
                  <span className="visually-hidden">
                    {s.id} {newWindow}
                  </span>
                </a>
              </li>
            ))}
          </FooterColumn>
        ) : null}
      </div>

      {f.footerSponsors ? <FooterSponsors tenantKey={tenant.key} locale={locale} /> : null}

      <div className={`container ${styles.bottom}`}>
        {menus && legalSections.length > 0 ? (
          <nav aria-label={t('legal')} className={styles.legalNav}>
            <ul className={styles.inlineLinks}>
              <LinkItems links={legalSections.flatMap(linkChildren)} newWindow={newWindow} />
            </ul>
          </nav>
        ) : null}
        <div className={styles.bottomRow}>
          <div className={styles.marks}>
            {tenant.alternate_logo ? (
              // The alternate logo is drawn for dark backgrounds, as the footer always is.
              // eslint-disable-next-line @next/next/no-img-element
              <img src={tenant.alternate_logo} alt={tenant.name} className={styles.brandLogo} {...logoDimensions(tenant.alternate_logo, 40)} loading="lazy" />
            ) : null}
            {generalData?.legalLogo ? (
              // Organiser's logo from the API: any URL, often SVG.
              // eslint-disable-next-line @next/next/no-img-element
              <img src={generalData.legalLogo} alt={t('legalLogoAlt')} className={styles.legalLogo} height={40} loading="lazy" />
            ) : null}
          </div>
          {f.institutionalLink ? (
            <InstitutionalLink link={tenant.institutionalLink} caption={t('institutionalPortal')} newWindowLabel={newWindow} />
          ) : null}
          {/* Every tenant's statement, whatever its CMS legal menu holds. */}
          <Link href={href('accessibility')} className={styles.link}>
            {t('accessibility')}
          </Link>
          {/* Consent can be withdrawn from every page. */}
          <CookieSettingsButton consentServiceId={tenant.cookiebotId} chatWidget={tenant.chatWidget !== null} tagManager={tenant.gtmId !== null} />
          <p className={styles.copyright}>{copyright}</p>
        </div>
      </div>
    </footer>
  );
}

/** A section's entries that are links (not components the portal renders in their place). */
const linkChildren = (section: LinkSection): LinkEntry[] => section.children.filter((c) => !c.isComponent);

/** CMS menu entries as list items. */
function LinkItems({ links, newWindow }: { links: LinkEntry[]; newWindow: string }) {
  return links.map((child, i) => (
    <li key={i}>
      <MenuLink target={child.target} newWindowLabel={newWindow} className={styles.link}>
        {child.text}
      </MenuLink>
    </li>
  ));
}

/** One footer column: a heading (named by `id`) over a list. */
function FooterColumn({
  id,
  title,
  menu,
  listClassName = styles.links,
  children,
}: {
  id: string;
  title: string;
  menu?: FooterMenu;
  listClassName?: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id} data-footer-menu={menu}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={listClassName}>{children}</ul>
    </section>
  );
}

async function SectionColumn({ section, id, menu }: { section: LinkSection; id: string; menu?: FooterMenu }) {
  const children = linkChildren(section);
  if (children.length === 0) return null;
  const t = await getTranslations('Footer');
  const newWindow = (await getTranslations('Common'))('newWindow');
  return (
    <FooterColumn id={id} menu={menu} title={section.text || (section.type === 1 ? t('legal') : t('comunication'))}>
      <LinkItems links={children} newWindow={newWindow} />
    </FooterColumn>
  );
}

/** One of the `menus` footer's menus: one column, or one per CMS section for `information`. */
async function FooterMenuColumns({
  menu,
  tenant,
  locale,
  sections,
}: {
  menu: FooterMenu;
  tenant: Tenant;
  locale: Locale;
  sections: LinkSection[];
}) {
  if (menu === 'axes') return <AxesMenu tenantKey={tenant.key} locale={locale} />;
  if (menu === 'information') {
    // The CMS footer sections other than the legal one (that one is the row at the bottom).
    return sections
      .filter((s) => s.type !== 1)
      .map((section, i) => <SectionColumn key={i} section={section} id={`footer-info-${i}`} menu="information" />);
  }
  const t = await getTranslations('Footer');
  const entries: PrivateAreaEntry[] = [];
  if (tenant.features.includes('user_profile')) {
    entries.push(
      { href: href('user'), label: t('myArea'), audience: 'all' },
      { href: `${href('user')}#mis-actividades`, label: t('myActivities'), audience: 'all' },
      { href: `${href('user')}#acreditacion`, label: t('accreditation'), audience: 'all' },
    );
  }
  if (tenant.features.includes('login')) entries.push({ href: href('login'), label: t('signIn'), audience: 'anonymous' });
  if (tenant.features.includes('register')) entries.push({ href: href('register'), label: t('signUp'), audience: 'anonymous' });
  if (entries.length === 0) return null;
  return (
    <FooterColumn id="footer-private-area" menu="privateArea" title={t('privateArea')}>
      <PrivateAreaLinks entries={entries} className={styles.link} />
    </FooterColumn>
  );
}

/** The axes (topics) menu: GET /schedule/topics through the cached reader, each to /ejes/{slug}. */
async function AxesMenu({ tenantKey, locale }: { tenantKey: string; locale: Locale }) {
  let topics: Awaited<ReturnType<typeof getCachedTopics>> = [];
  try {
    topics = await getCachedTopics(tenantKey, locale);
  } catch (error) {
    console.error('[footer] topics could not be read', error);
  }
  if (topics.length === 0) return null;
  const t = await getTranslations('Footer');
  return (
    <FooterColumn id="footer-axes" menu="axes" title={t('axes')}>
      {topics.map((topic) => (
        <li key={topic.id}>
          <Link href={href('topics', { slug: topic.slug })} className={styles.link}>
            {topic.name}
          </Link>
        </li>
      ))}
      <li>
        <Link href={href('topics')} className={`${styles.link} ${styles.allLink}`}>
          {t('allAxes')}
        </Link>
      </li>
    </FooterColumn>
  );
}
