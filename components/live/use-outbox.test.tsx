// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { useOutbox } from './use-outbox';

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

afterEach(() => setOnline(true));

describe('useOutbox', () => {
  it('keeps what is written offline and sends it once back, with the same clientId on every try', async () => {
    setOnline(false);
    const sent: Array<[string, string]> = [];
    const answers: string[] = [];
    let fail = true;
    const send = vi.fn(async (text: string, clientId: string) => {
      sent.push([text, clientId]);
      if (fail) throw new ApiError('down', { code: 'network' });
      return `ok:${text}`;
    });
    const { result } = renderHook(() => useOutbox(send, (a) => answers.push(a)));
    await act(async () => expect(await result.current.submit('hola')).toBe('kept'));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.items).toMatchObject([{ text: 'hola', status: 'waiting' }]);

    // Back online but the API is still unreachable: kept, waiting again.
    setOnline(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current.items).toMatchObject([{ text: 'hola', status: 'waiting' }]);
    fail = false;
    await act(async () => result.current.flush());
    expect(result.current.items).toEqual([]);
    expect(answers).toEqual(['ok:hola']);
    expect(sent).toHaveLength(2);
    expect(sent[0]![1]).toBe(sent[1]![1]);
  });

  it('hands a refusal back to the form (which keeps the text) and keeps nothing', async () => {
    const refusal = new ApiError('429', { code: 'unknown', status: 429, data: { errors: { text: ['live.too_frequent'] }, retryAfter: 3 } });
    const { result } = renderHook(() => useOutbox(async () => Promise.reject(refusal), () => {}));
    await act(async () => {
      await expect(result.current.submit('otra')).rejects.toBe(refusal);
    });
    expect(result.current.items).toEqual([]);
  });

  it('a refused retry of a kept item stays visible as failed until retried or discarded', async () => {
    setOnline(false);
    let answer: 'refuse' | 'ok' = 'refuse';
    const { result } = renderHook(() =>
      useOutbox(async (text: string) => {
        if (answer === 'refuse') throw new ApiError('409', { code: 'unknown', status: 409, data: { errors: { conference: ['live.closed'] } } });
        return text;
      }, () => {}),
    );
    await act(async () => void (await result.current.submit('pregunta')));
    setOnline(true);
    await act(async () => result.current.flush());
    expect(result.current.items).toMatchObject([{ text: 'pregunta', status: 'failed' }]);
    answer = 'ok';
    await act(async () => result.current.retry(result.current.items[0]!.clientId));
    expect(result.current.items).toEqual([]);
  });
});
