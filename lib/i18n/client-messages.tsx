import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/tenants/schema';
import { pickClientMessages } from './client-namespaces';

/**
 * The client messages of one route: the tenant layout's own (every page) plus `namespaces`, the
 * route's list from lib/i18n/client-namespaces.ts. A page wraps its content in it so that only
 * the routes that render a client component carry that component's texts; a nested provider
 * replaces the layout's messages for its subtree, hence the layout's are picked again (1.8 KB).
 */
export async function ClientMessages({ locale, namespaces, children }: { locale: Locale; namespaces: readonly string[]; children: ReactNode }) {
  return <NextIntlClientProvider messages={pickClientMessages(await getMessages({ locale }), namespaces)}>{children}</NextIntlClientProvider>;
}
