'use client';

import { useTranslations } from 'next-intl';
import styles from './Networking.module.css';

/**
 * Previous / next with "page 2 of 5" between them, for a page of the API (`meta`); nothing while
 * there is no page yet or when everything fits on one page.
 */
export function Pagination({ meta, label, onPage }: { meta: { currentPage: number; lastPage: number } | undefined; label: string; onPage: (page: number) => void }) {
  const t = useTranslations('networking');
  if (!meta || meta.lastPage <= 1) return null;
  const { currentPage: page, lastPage: last } = meta;
  return (
    <nav aria-label={label} className={styles.pagination}>
      <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </button>
      <span className={styles.pageOf}>{t('pagination.pageOf', { page, last })}</span>
      <button type="button" className="button button-secondary" disabled={page >= last} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
      </button>
    </nav>
  );
}
