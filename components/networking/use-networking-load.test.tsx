// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import messages from '@/messages/es.json';
import { ApiError } from '@/lib/api/errors';
import type { NetworkingStatus } from '@/lib/api/schemas/networking';
import './testing';
import { ListState } from './ListState';
import { NetworkingContext } from './networking-context';
import { useNetworkingLoad } from './use-networking-load';

vi.mock('@/lib/api/browser-calls', () => ({ networking: {} }));

const sessionExpired = vi.fn();
function wrapper({ children }: { children: ReactNode }) {
  const value = {
    type: 1 as const, tenantKey: 'demo', customerId: 1, conference: null,
    status: {} as NetworkingStatus, setStatus: vi.fn(), pending: 0, setPending: vi.fn(), news: 0, clearNews: vi.fn(),
    onLive: () => () => {}, sessionExpired, countdownSeconds: 10,
  };
  return (
    <NextIntlClientProvider locale="es" messages={messages} timeZone="Europe/Madrid">
      <NetworkingContext.Provider value={value}>{children}</NetworkingContext.Provider>
    </NextIntlClientProvider>
  );
}

const refusal = (status: number, key: string) =>
  new ApiError('refused', { code: status === 403 ? 'forbidden' : 'unknown', status, data: { message: 'refused', errors: { role: [key] } } });

describe('useNetworkingLoad', () => {
  it('gives the answer, keeps it through a failed read and clears the failure on the retry', async () => {
    const read = vi.fn().mockResolvedValueOnce(['a']).mockRejectedValueOnce(new ApiError('down', { code: 'network' })).mockResolvedValueOnce(['b']);
    const { result } = renderHook(() => useNetworkingLoad(read), { wrapper });
    expect(result.current.data).toBeNull();
    await waitFor(() => expect(result.current.data).toEqual(['a']));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.failure).toMatchObject({ kind: 'failed', key: null }));
    expect(result.current.data).toEqual(['a']);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toEqual(['b']));
    expect(result.current.failure).toBeNull();
    expect(read).toHaveBeenCalledTimes(3);
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('tells a refusal by its key, and sends a dead session to "session expired" instead', async () => {
    const forbidden = renderHook(() => useNetworkingLoad(() => Promise.reject(refusal(403, 'networking.forbidden'))), { wrapper });
    await waitFor(() => expect(forbidden.result.current.failure?.key).toBe('networking.forbidden'));
    const read = vi.fn(() => Promise.reject(new ApiError('no', { code: 'forbidden', status: 403 })));
    const dead = renderHook(() => useNetworkingLoad(read), { wrapper });
    await waitFor(() => expect(sessionExpired).toHaveBeenCalledTimes(1));
    expect(dead.result.current.failure).toBeNull();
    expect(dead.result.current.data).toBeNull();
  });
});

describe('ListState', () => {
  it('says the list failed with a retry, or that it is loading', () => {
    const onRetry = vi.fn();
    const { rerender } = render(<ListState failed loading={false} onRetry={onRetry} />, { wrapper });
    expect(screen.getByRole('alert').textContent).toContain(messages.ApiErrors.loadingError);
    fireEvent.click(screen.getByRole('button', { name: messages.networking.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<ListState failed={false} loading onRetry={onRetry} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(messages.networking.loading);
  });
});
