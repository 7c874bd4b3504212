import type { Metadata } from 'next';
import type { CSSProperties, ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/error/FaultFrame.module.css';
import { logoDimensions } from '@/components/layout/logo-size';
import { localizePath } from '@/lib/i18n/detect';
import { LOCALE_META } from '@/lib/i18n/locales';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';
import { resolveTheme } from '@/themes';
import '@/themes/base.css';

/**
 * The tenant's frame when its API has failed: everything here comes from the
 * registry and the message catalogues, nothing from the API, so it renders while the API is
 * down. Reached only through the request pipeline's fault relay (lib/server/steps/fault-relay.ts:
 * a page whose render failed on the API).
 */
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): TenantParams[] {
  return [];
}

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function FaultLayout({ children, params }: { children: ReactNode; params: Promise<TenantParams> }) {
  const { tenant, locale } = await resolvePageContext(params);
  const theme = resolveTheme(tenant.cssName);
  const t = await getTranslations('Header');
  const fonts = {
    '--tenant-font-base': `'${tenant.cssBaseFont}'`,
    '--tenant-font-alt': `'${tenant.cssAlternateFont}'`,
  } as CSSProperties;
  return (
    <html lang={LOCALE_META[locale].iso} data-theme={theme.id} style={fonts}>
      <body>
        <header className={styles.header}>
          <a href={localizePath(locale, '/')} className={styles.logo}>
            {/* The logo comes from the runtime registry (any URL, often SVG): a plain img. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={tenant.logo} alt={t('homeLink', { tenant: tenant.name })} {...logoDimensions(tenant.logo, 48)} />
          </a>
        </header>
        <main id="main">{children}</main>
      </body>
    </html>
  );
}
