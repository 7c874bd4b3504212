import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, LOCALE_META } from '@/lib/i18n/locales';
import { themes } from '@/themes';
import '@/themes/base.css';

/**
 * The withoutTenant layout (docs/product.md#routes, docs/product.md#states): global errors — an unknown host, a tenant in
 * maintenance — with no tenant data at all. Reached only through middleware rewrites.
 */
// On first request (see ./[code]/page.tsx: the script nonce); an unknown locale is a 404.
export const dynamicParams = true;
export function generateStaticParams(): { locale: string }[] {
  return [];
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
