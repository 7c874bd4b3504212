import { getFormatter, getTranslations } from 'next-intl/server';
import type { GeneralData, LinkEntry, NavigationMenu, Venue } from '@/lib/api/schemas';
import { Link } from '@/lib/i18n/navigation';
import type { Locale, Tenant } from '@/lib/tenants/schema';
import type { ThemeDef } from '@/themes';
import { Countdown } from './Countdown';
import { LanguageSwitcher } from './LanguageSwitcher';
import { logoDimensions } from './logo-size';
import { MenuLink } from './MenuLink';
import { MobileMenu } from './MobileMenu';
import { Dropdown, NavMenu } from './NavMenu';
import { UserMenu } from './UserMenu';
import { VenueSelector } from './VenueSelector';
import styles from './Header.module.css';

/** Components a CMS menu entry may name (`isComponent`); unknown names are skipped. */
const MENU_COMPONENTS = ['venue-selector', 'language-selector'] as const;

/**
 * Header (docs/product.md#routes) in the variant the theme declares (`standard`, `centered`, `band`,
 * `compact`): logo linking home (40–55 px high; the alternate logo on a dark header), the CMS
 * menu with dropdowns, and where the theme offers them the venue selector, the language
 * switcher and the countdown; the user menu is a client leaf. Below 960 px everything but the
 * logo (and the countdown) folds into the menu button's panel.
 */
export async function Header({
  tenant,
  menu,
  venues,
  theme,
  locale,
  generalData,
}: {
  tenant: Tenant;
  locale: Locale;
  menu: NavigationMenu | null;
  venues: Venue[];
  theme: Pick<ThemeDef, 'features'>;
  generalData: GeneralData | null;
}) {
  const f = theme.features;
  const t = await getTranslations('Header');
  const tc = await getTranslations('Common');
  const sections = menu?.sections ?? [];
  // What the theme offers and the tenant has (more than one venue or language) is shown.
  const offers = {
    'venue-selector': f.venueSelector && venues.length > 1,
    'language-selector': f.languageSelector && tenant.languages.length > 1,
  };
  const named = new Set(sections.flatMap((s) => [s, ...s.children]).filter((e) => e.isComponent).map((e) => e.target));

  const renderComponent = (entry: LinkEntry) => {
    if (entry.target === 'venue-selector') return <VenueSelector venues={venues} />;
    if (entry.target === 'language-selector') return <LanguageSwitcher languages={tenant.languages} current={locale} />;
    return null;
  };
  // A CMS entry naming a component shows only where the theme offers that component.
  const isRenderable = (entry: LinkEntry) =>
    !entry.isComponent ||
    ((MENU_COMPONENTS as readonly string[]).includes(entry.target) && offers[entry.target as keyof typeof offers]);

  const dark = f.headerTone === 'dark';
  const logo = dark && tenant.alternate_logo ? tenant.alternate_logo : tenant.logo;
  const countdown = f.countdown && generalData ? generalData : null;

  let band = null;
  if (f.header === 'band' && generalData) {
    const format = await getFormatter();
    const start = new Date(generalData.startsAt);
    const end = new Date(generalData.endsAt);
    const dates = Number.isFinite(start.getTime()) && Number.isFinite(end.getTime())
      ? format.dateTimeRange(start, end, { day: 'numeric', month: 'long', year: 'numeric', timeZone: tenant.timeZone })
      : null;
    band = (
      <div className={styles.band} data-surface="band" data-header-band>
        <div className={`container ${styles.bandInner}`}>
          <p className={styles.bandText}>
            <span className={styles.bandName}>{generalData.eventName || tenant.name}</span>
            {dates ? <span className={styles.bandDates}>{dates}</span> : null}
          </p>
          {countdown ? (
            <div className={styles.bandCountdown}>
              <Countdown startsAt={countdown.startsAt} timeZone={tenant.timeZone} showDate={false} />
            </div>
          ) : null}
        </div>
      </div>
    );
  }

  const nav =
    sections.length > 0 ? (
      <NavMenu label={t('mainNavigation')}>
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
    ) : null;

  return (
    <header className={styles.header} data-surface="header" data-variant={f.header} data-tone={f.headerTone}>
      {band}
      <div className={`container ${styles.bar}`} data-header-bar>
        <Link href="/" className={styles.logo}>
          {/* The logo comes from the runtime registry (any URL, often SVG): a plain img. */}
          {/* Width and height from the file when it is ours: its room is kept before it loads. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={logo} alt={t('homeLink', { tenant: tenant.name })} {...logoDimensions(logo, 48)} />
        </Link>

        {countdown && f.header !== 'band' ? (
          <div className={styles.countdownSlot}>
            <Countdown startsAt={countdown.startsAt} timeZone={tenant.timeZone} />
          </div>
        ) : null}

        <MobileMenu buttonText={t('menu')} openLabel={t('openMenu')} closeLabel={t('closeMenu')}>
          {nav}
          <div className={styles.tools}>
            {offers['venue-selector'] && !named.has('venue-selector') ? <VenueSelector venues={venues} /> : null}
            {offers['language-selector'] && !named.has('language-selector') ? (
              <LanguageSwitcher languages={tenant.languages} current={locale} />
            ) : null}
            <UserMenu loginEnabled={tenant.features.includes('login')} profileEnabled={tenant.features.includes('user_profile')} />
          </div>
        </MobileMenu>
      </div>
    </header>
  );
}
