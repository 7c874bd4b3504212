import { useEffect, useState, type RefObject } from 'react';

/**
 * Where the keyboard focus goes when the control that had it is gone (a moderation action moved
 * the item to another list, removed it, or changed its buttons): the item's first enabled button,
 * else the item itself (rendered with tabIndex -1), else the panel's fallback (its heading, marked
 * `data-focus-fallback`, tabIndex -1). Never the page's body.
 *
 *   focusInPanel(panel, '[data-moderation-question="12"]') → <button>Validar…</button>
 */
export function focusInPanel(panel: HTMLElement | null, itemSelector: string): HTMLElement | null {
  if (!panel) return null;
  const item = panel.querySelector<HTMLElement>(itemSelector);
  if (item) return item.querySelector<HTMLElement>('button:not([disabled]):not([aria-disabled="true"])') ?? item;
  return panel.querySelector<HTMLElement>('[data-focus-fallback]');
}

/**
 * `refocus(selector)` after an action that may redraw the focused control: once React has
 * committed the change, if the focus was lost (on the body, or on a control no longer on the
 * page), it goes where focusInPanel says. A focus still on a control is left where it is.
 */
export function useRefocus(panel: RefObject<HTMLElement | null>): (itemSelector: string) => void {
  const [pending, setPending] = useState<{ selector: string } | null>(null);
  useEffect(() => {
    if (!pending) return;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) focusInPanel(panel.current, pending.selector)?.focus();
  }, [pending, panel]);
  return (selector) => setPending({ selector });
}
