'use client';

import { forwardRef, useSyncExternalStore, type ComponentProps } from 'react';
import { createNavigation } from 'next-intl/navigation';
import { prefetchAllowed, prefetchAllowedOnServer, subscribeToConnection } from '@/lib/ui/connection';
import { routing } from './routing';

const { Link: IntlLink } = createNavigation(routing);

/** Whether links may prefetch now (false on 2g or with Save-Data; follows the connection's changes). */
export function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(subscribeToConnection, prefetchAllowed, prefetchAllowedOnServer);
}

/**
 * next-intl's Link (locale prefix) with the docs/product.md#limits prefetch policy: no prefetch on a 2g or
 * data-saving connection, re-evaluated when the connection changes; otherwise whatever the
 * caller asked (Next's default when nothing). Export it through lib/i18n/navigation.ts only.
 */
export const PrefetchPolicyLink = forwardRef<HTMLAnchorElement, ComponentProps<typeof IntlLink>>(function PrefetchPolicyLink(
  { prefetch, ...props },
  ref,
) {
  const allowed = usePrefetchAllowed();
  return <IntlLink ref={ref} {...props} prefetch={allowed ? prefetch : false} />;
});
