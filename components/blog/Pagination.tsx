import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { blogPageHref, pageWindow } from './blog-links';
import styles from './Pagination.module.css';

/**
 * Real links between the pages of the blog (`/blog`, `/blog?page=2`, …), with rel prev/next and
 * `aria-current="page"` on the page being shown. Nothing when there is a single page.
 */
export function Pagination({ current, last, tag = null }: { current: number; last: number; tag?: string | null }) {
  const t = useTranslations('Blog');
  if (last <= 1) return null;

  return (
    <nav aria-label={t('pagination')} className={styles.nav}>
      <p className={styles.summary}>{t('pageOf', { page: current, total: last })}</p>
      <ul className={styles.list}>
        {current > 1 ? (
          <li>
            <Link href={blogPageHref(current - 1, tag)} rel="prev" className={styles.step}>
              <span aria-hidden="true">←</span> {t('previous')}
            </Link>
          </li>
        ) : null}
        {pageWindow(current, last).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={blogPageHref(page, tag)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('page', { page })}
                className={styles.page}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < last ? (
          <li>
            <Link href={blogPageHref(current + 1, tag)} rel="next" className={styles.step}>
              {t('next')} <span aria-hidden="true">→</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
