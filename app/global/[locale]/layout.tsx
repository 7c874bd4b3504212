import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, LOCALE_META, LOCALES } from '@/lib/i18n/locales';
import { themes } from '@/themes';
import '@/themes/base.css';

/**
 * The withoutTenant layout (SPEC §2, §4): global errors — an unknown host, a tenant in
 * maintenance — with no tenant data at all. Reached only through middleware rewrites.
 */
export const dynamicParams = false;
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function WithoutTenantLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <html lang={LOCALE_META[locale].iso} data-theme={themes.withoutTenant.id}>
      <body>
        <main id="main">{children}</main>
      </body>
    </html>
  );
}
