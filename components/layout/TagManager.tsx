'use client';

import { lazy, Suspense } from 'react';

// Only tenants with a tag manager and no consent service render this; the consent logic loads
// with it, after the page, not in every page's first-load JS (tests/budgets).
const TagManagerContainer = lazy(() => import('./TagManagerContainer'));

/** Google Tag Manager, held until the visitor allows statistics (TagManagerContainer.tsx). */
export function TagManager({ gtmId }: { gtmId: string }) {
  return (
    <Suspense fallback={null}>
      <TagManagerContainer gtmId={gtmId} />
    </Suspense>
  );
}
