'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './Header.module.css';

/**
 * The header navigation shell: on narrow screens a menu button that says its state; each
 * section with children is a disclosure button (Escape and a click outside close it).
 */
export function NavMenu({ label, menuLabel, children }: { label: string; menuLabel: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <nav aria-label={label} className={styles.nav}>
      <button
        type="button"
        className={styles.menuToggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true" className={styles.burger} />
        {menuLabel}
      </button>
      <ul id={id} className={styles.menu} data-open={open}>
        {children}
      </ul>
    </nav>
  );
}

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
      if (e.key === 'Escape') {
        setOpen(false);
        ref.current?.querySelector('button')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <li ref={ref} className={styles.dropdown}>
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)} className={styles.dropdownButton}>
        {text}
        <span aria-hidden="true" className={styles.caret} />
      </button>
      <ul id={id} className={styles.submenu} hidden={!open}>
        {children}
      </ul>
    </li>
  );
}
