import type { ReactNode } from 'react';
import { Eyebrow } from '@/components/ui/Eyebrow';
import styles from './ErrorView.module.css';

export const ERROR_CODES = [403, 404, 500, 503] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return ERROR_CODES.includes(Number(value) as ErrorCode);
}

/**
 * The error page body (docs/product.md#routes): localised title per status, the code, an image, and either the
 * maintenance message (global errors) or an action such as a link home. Strings come translated.
 */
export function ErrorView({
  code,
  title,
  codeLabel,
  message,
  action,
}: {
  code: ErrorCode;
  title: string;
  codeLabel: string;
  message: string;
  action?: ReactNode;
}) {
  return (
    <section className={styles.error} aria-labelledby="error-title">
      {/* Decorative: the title says it all. fetchPriority low: the tenant layout's 404 and 403
          boundaries are rendered into every page's payload, and React hints a preload for each
          <img> it renders there unless it is low priority or lazy, so every page preloaded both
          error images in its <head>, competing with its own first paint. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={`/images/errors/${code}.svg`}
        alt=""
        width={240}
        height={160}
        fetchPriority="low"
        className={styles.image}
      />
      <Eyebrow className={styles.code}>{codeLabel}</Eyebrow>
      <h1 id="error-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.message}>{message}</p>
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
