import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { ACCOUNT_NAMESPACES, pickClientMessages } from '@/lib/i18n/client-namespaces';

/**
 * The account screens (sign-in, sign-up, passwords, validation, SSO, private area): the tenant
 * layout's client messages plus the account forms' namespaces, which public pages do not carry.
 */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider messages={pickClientMessages(await getMessages(), ACCOUNT_NAMESPACES)}>{children}</NextIntlClientProvider>;
}
