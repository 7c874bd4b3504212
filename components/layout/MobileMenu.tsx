'use client';

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import styles from './Header.module.css';

/** Where the header stops collapsing into a menu button (keep in step with Header.module.css). */
export const DESKTOP_QUERY = '(min-width: 960px)';

const FOCUSABLE = 'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function visibleFocusables(root: HTMLElement | null): HTMLElement[] {
  if (!root) return [];
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);
}

/**
 * The header's collapsible part (docs/product.md#limits responsive). On wide screens its content (menu, venue,
 * language, user) sits in the header bar and the button is hidden. Below the breakpoint a menu
 * button says its state (aria-expanded, and a label that says open or close) and opens a panel
 * that fills the rest of the screen: focus is trapped in button + panel, Escape closes it and
 * returns focus to the button, the page behind does not scroll, and it closes on navigation.
 */
export function MobileMenu({
  buttonText,
  openLabel,
  closeLabel,
  children,
}: {
  buttonText: string;
  openLabel: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  // Navigating elsewhere closes it (state adjusted while rendering, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';

    const onKey = (e: KeyboardEvent) => {
      // A dropdown inside the panel closes itself first (it marks the event as handled).
      if (e.key === 'Escape' && !e.defaultPrevented) {
        e.preventDefault();
        close(true);
        return;
      }
      if (e.key !== 'Tab') return;
      const items = [button.current!, ...visibleFocusables(panel.current)];
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement as HTMLElement | null;
      const inside = active !== null && items.includes(active);
      if (e.shiftKey && (active === first || !inside)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !inside)) {
        e.preventDefault();
        first.focus();
      }
    };
    // Focus that lands outside (a click on the page behind, a screen reader) comes back.
    const onFocusIn = (e: FocusEvent) => {
      const target = e.target as Node;
      if (!button.current?.contains(target) && !panel.current?.contains(target)) button.current?.focus();
    };
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onWide = () => {
      if (desktop.matches) close(false);
    };
    // The window listens after the document, so a dropdown's own Escape handler runs first.
    window.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    desktop.addEventListener('change', onWide);
    return () => {
      root.style.overflow = previous;
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      desktop.removeEventListener('change', onWide);
    };
  }, [open, close]);

  return (
    <div className={styles.collapsible}>
      <button
        ref={button}
        type="button"
        className={styles.menuToggle}
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? closeLabel : openLabel}
        onClick={() => {
          if (open) return close(false);
          // The panel starts right under the header bar, wherever the page is scrolled to.
          const bar = button.current?.closest('[data-header-bar]');
          setTop(Math.max(0, Math.round(bar?.getBoundingClientRect().bottom ?? 0)));
          setOpen(true);
        }}
      >
        <span aria-hidden="true" className={styles.burger} data-open={open} />
        <span aria-hidden="true">{buttonText}</span>
      </button>
      <div
        ref={panel}
        id={id}
        className={styles.panel}
        data-open={open}
        style={open ? { top } : undefined}
        onClick={(e) => {
          // A link to the page already shown changes no path: close on any link.
          if (open && (e.target as HTMLElement).closest('a[href]')) close(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
