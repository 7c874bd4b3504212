// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// next-intl's Link, replaced by an anchor that shows the prefetch it was given.
vi.mock('next-intl/navigation', () => ({
  createNavigation: () => ({
    Link: ({ prefetch, href, children }: { prefetch?: boolean | null; href: string; children: React.ReactNode }) => (
      <a href={href} data-prefetch={String(prefetch)}>
        {children}
      </a>
    ),
  }),
}));

const { PrefetchPolicyLink } = await import('./prefetch-policy-link');

function stubConnection(initial: { effectiveType?: string; saveData?: boolean }) {
  const listeners = new Set<() => void>();
  const connection = {
    ...initial,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  return {
    change(next: { effectiveType?: string; saveData?: boolean }) {
      Object.assign(connection, next);
      act(() => listeners.forEach((l) => l()));
    },
  };
}

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'connection');
});

describe('PrefetchPolicyLink (docs/product.md#limits)', () => {
  it("leaves Next's default on a good connection, and the caller's choice", () => {
    stubConnection({ effectiveType: '4g', saveData: false });
    render(
      <>
        <PrefetchPolicyLink href="/agenda">Agenda</PrefetchPolicyLink>
        <PrefetchPolicyLink href="/ponentes" prefetch>
          Ponentes
        </PrefetchPolicyLink>
      </>,
    );
    expect(screen.getByText('Agenda').dataset.prefetch).toBe('undefined');
    expect(screen.getByText('Ponentes').dataset.prefetch).toBe('true');
  });

  it('turns prefetch off with Save-Data, even when the caller asked for it', () => {
    stubConnection({ effectiveType: '4g', saveData: true });
    render(
      <PrefetchPolicyLink href="/agenda" prefetch>
        Agenda
      </PrefetchPolicyLink>,
    );
    expect(screen.getByText('Agenda').dataset.prefetch).toBe('false');
  });

  it('follows the connection when it changes (4g → 2g → 4g)', () => {
    const connection = stubConnection({ effectiveType: '4g' });
    render(<PrefetchPolicyLink href="/agenda">Agenda</PrefetchPolicyLink>);
    expect(screen.getByText('Agenda').dataset.prefetch).toBe('undefined');
    connection.change({ effectiveType: '2g' });
    expect(screen.getByText('Agenda').dataset.prefetch).toBe('false');
    connection.change({ effectiveType: '4g' });
    expect(screen.getByText('Agenda').dataset.prefetch).toBe('undefined');
  });

  it('prefetches normally where the browser has no Network Information API', () => {
    render(<PrefetchPolicyLink href="/agenda">Agenda</PrefetchPolicyLink>);
    expect(screen.getByText('Agenda').dataset.prefetch).toBe('undefined');
  });
});
