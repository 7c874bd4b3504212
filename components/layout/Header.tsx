import { getTranslations } from 'next-intl/server';
import type { LinkEntry, NavigationMenu, Venue } from '@/lib/api/schemas';
import { Link } from '@/lib/i18n/navigation';
import type { Locale, Tenant } from '@/lib/tenants/schema';
import type { ThemeDef } from '@/themes';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MenuLink } from './MenuLink';
import { Dropdown, NavMenu } from './NavMenu';
import { UserMenu } from './UserMenu';
import { VenueSelector } from './VenueSelector';
import styles from './Header.module.css';

/** Components a CMS menu entry may name (`isComponent`); unknown names are skipped. */
const MENU_COMPONENTS = ['venue-selector', 'language-selector'] as const;

export async function Header({
  tenant,
  menu,
  venues,
  theme,
  locale,
}: {
  tenant: Tenant;
  locale: Locale;
  menu: NavigationMenu | null;
  venues: Venue[];
  theme: Pick<ThemeDef, 'features'>;
}) {
  const t = await getTranslations('Header');
  const tc = await getTranslations('Common');
  const sections = menu?.sections ?? [];
  const named = new Set(sections.flatMap((s) => [s, ...s.children]).filter((e) => e.isComponent).map((e) => e.target));

  const renderComponent = (entry: LinkEntry) => {
    if (entry.target === 'venue-selector') return <VenueSelector venues={venues} />;
    if (entry.target === 'language-selector') return <LanguageSwitcher languages={tenant.languages} current={locale} />;
    return null;
  };
  const isRenderable = (entry: LinkEntry) =>
    !entry.isComponent || (MENU_COMPONENTS as readonly string[]).includes(entry.target);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo}>
          {/* The logo comes from the runtime registry (any URL, often SVG): a plain img. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={tenant.logo} alt={t('homeLink', { tenant: tenant.name })} height={48} />
        </Link>

        {sections.length > 0 ? (
          <NavMenu label={t('mainNavigation')} menuLabel={t('menu')}>
            {sections.filter(isRenderable).map((section, i) =>
              section.isComponent ? (
                <li key={`c${i}`} className={styles.menuItem}>
                  {renderComponent(section)}
                </li>
              ) : section.children.length > 0 ? (
                <Dropdown key={`d${i}`} text={section.text}>
                  {section.children.filter(isRenderable).map((child, j) => (
                    <li key={j}>
                      {child.isComponent ? (
                        renderComponent(child)
                      ) : (
                        <MenuLink target={child.target} className={styles.submenuLink} newWindowLabel={tc('newWindow')}>
                          {child.text}
                        </MenuLink>
                      )}
                    </li>
                  ))}
                </Dropdown>
              ) : (
                <li key={`l${i}`} className={styles.menuItem}>
                  <MenuLink target={section.target} className={styles.menuLink} newWindowLabel={tc('newWindow')}>
                    {section.text}
                  </MenuLink>
                </li>
              ),
            )}
          </NavMenu>
        ) : null}

        <div className={styles.tools}>
          {theme.features.venueSelector && !named.has('venue-selector') ? <VenueSelector venues={venues} /> : null}
          {theme.features.languageSelector && !named.has('language-selector') ? (
            <LanguageSwitcher languages={tenant.languages} current={locale} />
          ) : null}
          <UserMenu
            loginEnabled={tenant.features.includes('login')}
            profileEnabled={tenant.features.includes('user_profile')}
          />
        </div>
      </div>
    </header>
  );
}
