import type { Metadata } from 'next';
import type { CSSProperties, ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { ChunkReload } from '@/components/app/ChunkReload';
import { LoadingBar } from '@/components/app/LoadingBar';
import { NetworkStatus } from '@/components/app/NetworkStatus';
import { OfflineSupport } from '@/components/app/OfflineSupport';
import { ScrollRestoration } from '@/components/app/ScrollRestoration';
import { VenuePrepaint } from '@/components/conferences/VenuePrepaint';
import { TagManager } from '@/components/layout/TagManager';
import { ChatWidget } from '@/components/layout/ChatWidget';
import { ConsentGate } from '@/components/layout/ConsentGate';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { getCachedGeneralData, getCachedMenu, getCachedVenues } from '@/lib/api/public';
import { getServerConfig } from '@/lib/config';
import { getRealtimeConfig } from '@/lib/realtime/config';
import { pickClientMessages } from '@/lib/i18n/client-namespaces';
import { LOCALE_META } from '@/lib/i18n/locales';
import { tenantOrigin } from '@/lib/seo/urls';
import { SessionProvider } from '@/lib/stores/session-context';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';
import { resolveTheme } from '@/themes';
import { preloadThemeFonts } from '@/themes/fonts/preload';
import '@/themes/base.css';

// Public pages: rendered on first request per tenant and language, then served from the
// render cache and refreshed in the background (docs/architecture.md#caching). The period
// is not written here: Next takes it from the cached reads every page makes (the layout's
// general data at least), whose `revalidate` is REVALIDATE_SECONDS (lib/cache.ts).
export const dynamicParams = true;
export function generateStaticParams(): TenantParams[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
  const { tenant, locale } = await resolvePageContext(params);
  const general = await getCachedGeneralData(tenant.key, locale);
  return {
    metadataBase: new URL(tenantOrigin(tenant)),
    title: { default: tenant.name, template: `%s · ${tenant.name}` },
    description: general.description,
    icons: { icon: tenant.favicon },
    manifest: '/manifest.webmanifest',
    robots: tenant.isIndexSite ? undefined : { index: false, follow: false },
  };
}

export default async function TenantLayout({ children, params }: { children: ReactNode; params: Promise<TenantParams> }) {
  const { tenant, locale } = await resolvePageContext(params);
  const config = getServerConfig();
  const [generalData, headerMenu, footerMenu, venues] = await Promise.all([
    getCachedGeneralData(tenant.key, locale),
    getCachedMenu(tenant.key, locale, 'header'),
    getCachedMenu(tenant.key, locale, 'footer'),
    getCachedVenues(tenant.key, locale),
  ]);
  const theme = resolveTheme(tenant.cssName);
  preloadThemeFonts(theme.id);
  const t = await getTranslations('Common');
  const fonts = {
    '--tenant-font-base': `'${tenant.cssBaseFont}'`,
    '--tenant-font-alt': `'${tenant.cssAlternateFont}'`,
  } as CSSProperties;

  return (
    <html lang={LOCALE_META[locale].iso} data-theme={theme.id} style={fonts} suppressHydrationWarning>
      <head>
        {tenant.stylesheet ? <link rel="stylesheet" href={tenant.stylesheet} precedence="tenant" /> : null}
      </head>
      <body>
        <VenuePrepaint venueIds={venues.map((v) => v.id)} />
        <NextIntlClientProvider messages={pickClientMessages(await getMessages())} timeZone={tenant.timeZone}>
          <SessionProvider
            config={{
              apiBaseUrl: tenant.publicApiBaseUrl ?? config.publicApiBaseUrl,
              tenantToken: tenant.token,
              locale,
              timeoutMs: config.apiTimeoutMs,
              rememberDays: config.authCookieDays,
              generalData,
              venues,
              tenantKey: tenant.key,
              realtime: getRealtimeConfig(),
            }}
          >
            <a href="#main" className="skip-link">
              {t('skipToContent')}
            </a>
            <LoadingBar />
            <ChunkReload />
            <ScrollRestoration />
            <Header tenant={tenant} locale={locale} menu={headerMenu} venues={venues} theme={theme} generalData={generalData} />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <Footer
              tenant={tenant}
              locale={locale}
              menu={footerMenu}
              generalData={generalData}
              theme={theme}
              year={new Date(generalData.startsAt).getFullYear()}
            />
            <NetworkStatus />
            <OfflineSupport />
            {tenant.chatWidget ? <ChatWidget scriptUrl={tenant.chatWidget.scriptUrl} /> : null}
            {/* Nothing of a third party before the visitor's choice: the consent service waits for
                the portal's banner, the tag manager for a statistics answer (consent mode). */}
            {tenant.cookiebotId ? <ConsentGate serviceId={tenant.cookiebotId} /> : null}
            {tenant.gtmId ? <TagManager gtmId={tenant.gtmId} /> : null}
          </SessionProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
