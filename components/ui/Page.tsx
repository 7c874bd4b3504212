import type { CSSProperties, ReactNode } from 'react';
import { cx } from './cx';
import styles from './Page.module.css';

/**
 * A content screen's frame inside <main>: the container (max content width, side insets) and
 * the same top and bottom rhythm on every screen. `width="text"` narrows it to a reading column
 * (a post, a session, a CMS page).
 */
export function Page({
  as: Tag = 'div',
  width = 'wide',
  className,
  style,
  children,
}: {
  as?: 'div' | 'article';
  width?: 'wide' | 'text';
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <Tag className={cx('container', styles.page, width === 'text' && styles.text, className)} style={style}>
      {children}
    </Tag>
  );
}
