import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openDoorStore, type DoorScan } from './door-store';
import type { DoorData } from './offline';

const scan = (nonce: string, at: string, over: Partial<DoorScan> = {}): DoorScan => ({ nonce, listId: 1, code: 'EK2:DEMO:x', at, direction: 'entry', decided: 'admitted', name: 'Ane', status: 'queued', ...over });

describe('the door store (IndexedDB)', () => {
  it('keeps the list’s data and its queue across openings; an agreed answer leaves, a different one stays as a conflict', async () => {
    const store = await openDoorStore('door-test-1');
    await store.putList({ listId: 1, version: 3 } as DoorData);
    await store.queue(scan('b', '2026-11-21T09:02:00Z'));
    await store.queue(scan('a', '2026-11-21T09:01:00Z'));
    await store.queue(scan('c', '2026-11-21T09:03:00Z', { listId: 2 }));
    store.close();

    const again = await openDoorStore('door-test-1');
    expect((await again.getList(1))?.version).toBe(3);
    expect(await again.getList(9)).toBeNull();
    const queued = await again.queued(1);
    expect(queued.map((s) => s.nonce)).toEqual(['a', 'b']);
    expect(await again.answered(queued[0]!, { result: 'admitted', reason: null })).toBe(false);
    expect(await again.answered(queued[1]!, { result: 'already', reason: null })).toBe(true);
    expect((await again.queued(1)).map((s) => s.nonce)).toEqual([]);
    expect((await again.conflicts(1)).map((s) => [s.nonce, s.answer?.result])).toEqual([['b', 'already']]);
    // Queueing the same nonce again (a retry) keeps one scan.
    await again.queue(scan('c', '2026-11-21T09:03:00Z', { listId: 2 }));
    expect(await again.queued(2)).toHaveLength(1);
    await again.clearConflicts(1);
    expect(await again.conflicts(1)).toEqual([]);
    again.close();
  });
});
