import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { ACCOUNT_NAMESPACES, pickClientMessages } from '@/lib/i18n/client-namespaces';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

/**
 * The account screens (sign-in, sign-up, passwords, validation, SSO, private area): the tenant
 * layout's client messages plus the account forms' namespaces, which public pages do not carry.
 * The locale comes from the route (never from request headers: the sign-in screens are cached).
 */
export default async function AccountLayout({ children, params }: { children: ReactNode; params: Promise<TenantParams> }) {
  await resolvePageContext(params);
  return <NextIntlClientProvider messages={pickClientMessages(await getMessages(), ACCOUNT_NAMESPACES)}>{children}</NextIntlClientProvider>;
}
