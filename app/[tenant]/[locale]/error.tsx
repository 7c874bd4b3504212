'use client';

import { useEffect } from 'react';
import { ServerErrorView } from '@/components/error/ServerErrorView';
import { reloadIfChunkError } from '@/lib/chunk-reload';
import { Link } from '@/lib/i18n/navigation';

/** A page that failed to render: the 500 error page inside the tenant's frame, with a retry. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    reloadIfChunkError(error);
  }, [error]);
  return (
    <ServerErrorView
      retry={(label) => (
        <button type="button" className="button" onClick={reset}>
          {label}
        </button>
      )}
      home={(label) => (
        <Link href="/" className="button button-secondary">
          {label}
        </Link>
      )}
    />
  );
}
