import { Children, type ReactNode, type Ref } from 'react';
import formStyles from '@/components/forms/Form.module.css';
import { cx } from './cx';
import styles from './Notice.module.css';

type StaticNotice = {
  /** `info` ("Agenda of venue X") and `warning` ("This session has ended") on a tinted panel; `quiet` as a small muted line */
  tone?: 'info' | 'warning' | 'quiet';
  live?: false;
  title?: never;
  ref?: never;
};

type LiveNotice = {
  /** `error` is an alert (read out at once), `success` and `info` a status */
  tone: 'error' | 'success' | 'info';
  /**
   * A form's message area: always in the page (empty until it has something to say) so that a
   * screen reader announces what appears, and focusable so that a submit can move the focus to it.
   */
  live: true;
  title?: string;
  ref?: Ref<HTMLDivElement>;
};

/**
 * The one notice of the portal: a short note on a page, or (`live`) the message of a form — the
 * outcome of a submit (success, failure) or a state of the screen ("this link has expired").
 *
 *   <Notice tone="quiet">Times in Central European Time</Notice>
 *   <Notice live tone="error" ref={f.messageRef}>{lines.map((l) => <p key={l}>{l}</p>)}</Notice>
 */
export function Notice({ className, children, ...props }: (StaticNotice | LiveNotice) & { className?: string; children?: ReactNode }) {
  if (!props.live) return <p className={cx(styles.notice, styles[props.tone ?? 'info'], className)}>{children}</p>;
  const { tone, title, ref } = props;
  // Children may be a list of nulls (conditional lines): only real content shows the box.
  const has = Children.toArray(children).length > 0;
  const toneClass = tone === 'error' ? formStyles.messageError : tone === 'success' ? formStyles.messageSuccess : undefined;
  return (
    <div ref={ref} tabIndex={-1} role={tone === 'error' ? 'alert' : 'status'} className={has ? cx(formStyles.message, toneClass, className) : undefined}>
      {has && title ? <h2 className={formStyles.messageTitle}>{title}</h2> : null}
      {children}
    </div>
  );
}
