'use client';

import { useEffect, useRef } from 'react';
import { useScrollSpy } from '@/lib/ui/scroll-spy';
import { ScrollCues, useScrollEdges } from '@/components/ui/ScrollCues';
import styles from './Account.module.css';

/**
 * The private area's tab bar: in-page anchors (docs/product.md#routes ids), sticky at the top, the current
 * section marked with aria-current by the docs/product.md#limits scroll-spy (offset 90). On narrow screens the
 * bar scrolls sideways, keeps the current tab in view and shows where more tabs are.
 */
export function AccountTabs({ label, tabs }: { label: string; tabs: { id: string; label: string }[] }) {
  const ids = tabs.map((tab) => tab.id);
  const { active, select } = useScrollSpy(ids);
  // On a phone the bar is wider than the screen: a cue at each end that hides tabs.
  const { ref: cueRow, edges } = useScrollEdges<HTMLUListElement>();
  const nav = useRef<HTMLElement>(null);

  /**
   * Follows a tab without a fragment navigation: the section scrolls into place (below the bar,
   * its scroll-margin-top), the URL keeps the anchor (replaceState: tabs add no history entries,
   * and no popstate reaches the page's scroll restoration), and the focus moves to the section's
   * heading so that the next Tab continues inside it.
   */
  const goTo = (id: string) => {
    const section = document.getElementById(id);
    if (!section) return;
    select(id);
    section.scrollIntoView({ block: 'start' });
    window.history.replaceState(window.history.state, '', `#${id}`);
    section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  };

  useEffect(() => {
    const bar = nav.current?.querySelector('ul');
    const current = bar?.querySelector<HTMLElement>('[aria-current]');
    if (!bar || !current) return;
    const left = current.offsetLeft; // the list is the offset parent (position: relative)
    const right = left + current.offsetWidth;
    // Scroll the bar only (never the page): the tab's own scrollIntoView would move both.
    if (left < bar.scrollLeft || right > bar.scrollLeft + bar.clientWidth) {
      bar.scrollTo({ left: Math.max(0, left - 16) });
    }
  }, [active]);

  return (
    <nav ref={nav} aria-label={label} className={styles.tabs}>
      <ul ref={cueRow} className={`container ${styles.tabList}`}>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <a
              href={`#${tab.id}`}
              className={styles.tab}
              aria-current={active === tab.id ? 'location' : undefined}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                goTo(tab.id);
              }}
            >
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
      <ScrollCues edges={edges} />
    </nav>
  );
}
