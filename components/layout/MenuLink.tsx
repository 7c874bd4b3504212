import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { resolveMenuTarget } from '@/lib/routing/menu-target';

/** A CMS menu target as a link (docs/product.md#routes): empty → home, http → new window, else a portal path. */
export function MenuLink({
  target,
  children,
  className,
  newWindowLabel,
}: {
  target: string;
  children: ReactNode;
  className?: string;
  /** Screen-reader note for links that open a new window. */
  newWindowLabel: string;
}) {
  const resolved = resolveMenuTarget(target);
  if (resolved.kind === 'external') {
    return (
      <a href={resolved.href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        <span className="visually-hidden"> {newWindowLabel}</span>
      </a>
    );
  }
  return (
    <Link href={resolved.kind === 'home' ? '/' : resolved.href} className={className}>
      {children}
    </Link>
  );
}
