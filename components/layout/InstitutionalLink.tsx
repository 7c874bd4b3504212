import { safeExternalUrl } from '@/lib/security/external-url';
import styles from './Footer.module.css';

/**
 * The fixed external link to the organiser's institutional portal (docs/product.md#routes footer), from the
 * tenant registry (`institutionalLink`). It always opens in a new window, and says so.
 */
export function InstitutionalLink({
  link,
  caption,
  newWindowLabel,
}: {
  link: { url: string; label: string } | null | undefined;
  /** A short line above the name, e.g. "Institutional portal". */
  caption: string;
  newWindowLabel: string;
}) {
  const url = link ? safeExternalUrl(link.url) : null;
  if (!link || !url) return null;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={styles.institutional} data-institutional-link>
      <span className={styles.institutionalText}>
        <span className={styles.institutionalCaption}>{caption}</span>
        <span className={styles.institutionalName}>{link.label}</span>
      </span>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18" className={styles.externalIcon}>
        <path d="M14 4h6v6h-2V7.4l-7.3 7.3-1.4-1.4L16.6 6H14zM5 6h6v2H6v10h10v-5h2v6a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1z" fill="currentColor" />
      </svg>
      <span className="visually-hidden"> {newWindowLabel}</span>
    </a>
  );
}
