'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './Account.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native `<dialog>` element: `showModal()` makes the rest of the page inert
 * (and Tab cycles inside it), Escape closes it (the `cancel` event → onClose), the first focusable
 * control (or `initialFocus`) gets the focus, and the element focused before opening gets it
 * back on closing, or on unmounting while open (a caller that keys the dialog by its item). When
 * that control is gone (the action removed the item or changed its buttons), `returnFocus` says
 * where the focus goes instead, so a keyboard user is never dropped on the page's body.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  initialFocus,
  returnFocus,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** the control to focus on opening (default: the first focusable one) */
  initialFocus?: React.RefObject<HTMLElement | null>;
  /** where the focus goes on closing when the control that opened the dialog is no longer on the page */
  returnFocus?: () => HTMLElement | null;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const fallback = useRef(returnFocus);
  useEffect(() => {
    fallback.current = returnFocus;
  });
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      const target = initialFocus?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
      target?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus]);

  // Closing, however it happens (Escape, a button, unmount): focus goes back where it was.
  useEffect(() => {
    if (open) return;
    giveFocusBack(opener, fallback.current);
  }, [open]);
  useEffect(
    () => () => {
      // Unmounted while open: the next frame, once the caller's new tree is on the page.
      const back = opener;
      const other = fallback.current;
      if (back.current) requestAnimationFrame(() => giveFocusBack(back, other));
    },
    [],
  );

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={(event) => {
        // Keep Tab inside: from the last control to the first, and back with Shift+Tab.
        if (event.key !== 'Tab' || !ref.current) return;
        const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
        if (items.length === 0) return;
        const first = items[0]!;
        const last = items[items.length - 1]!;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
      onCancel={(event) => {
        // Escape: let React state decide, so the dialog and `open` never disagree.
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className={styles.dialogTitle}>
        {title}
      </h2>
      {description ? (
        <div id={descriptionId} className={styles.dialogText}>
          {description}
        </div>
      ) : null}
      {children}
    </dialog>
  );
}

/** Focus to the control that opened the dialog, or where `fallback` says when it has gone. */
function giveFocusBack(opener: { current: HTMLElement | null }, fallback: (() => HTMLElement | null) | undefined) {
  const back = opener.current;
  opener.current = null;
  if (!back) return;
  const target = back.isConnected ? back : (fallback?.() ?? null);
  target?.focus();
}
