'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './Header.module.css';

/** The header navigation: a labelled landmark around the CMS menu list. */
export function NavMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.menu}>{children}</ul>
    </nav>
  );
}

/**
 * A menu section with children: a disclosure button (aria-expanded, aria-controls). Escape
 * closes it and puts focus back on its button; a click outside closes it. Escape is marked as
 * handled so that an open mobile menu around it stays open.
 */
export function Dropdown({ text, children }: { text: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) {
        e.preventDefault();
        setOpen(false);
        ref.current?.querySelector('button')?.focus();
      }
    };
    // Focus leaving the section (Tab past its last link) closes it.
    const onFocusIn = (e: FocusEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  return (
    <li ref={ref} className={styles.dropdown}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className={styles.dropdownButton}
      >
        {text}
        <span aria-hidden="true" className={styles.caret} />
      </button>
      <ul id={id} className={styles.submenu} hidden={!open}>
        {children}
      </ul>
    </li>
  );
}
