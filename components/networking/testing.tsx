/**
 * What every networking component test needs (import it before the component under test): the
 * modules a view reaches that need the router, a session or a realtime connection, stood in;
 * jsdom's missing modal dialogs (open and close are enough for these tests); a clean DOM and
 * cleared mocks after each test.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

vi.mock('@/lib/i18n/navigation', () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));
vi.mock('@/lib/stores/session-context', () => ({ useSession: () => vi.fn() }));
vi.mock('@/lib/realtime/react', () => ({ useChannel: () => {}, useRealtime: () => null }));

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});
