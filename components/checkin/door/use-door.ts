'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api/errors';
import { checkin } from '@/lib/api/lazy-browser-calls';
import type { CheckinCounts, RedeemResult } from '@/lib/api/schemas/checkin';
import type { CheckinDirection, DoorRefusal } from '@/lib/api/schemas/checkin-keys';
import { isConnectionFailure } from '@/lib/auth/errors';
import { openDoorStore, type DoorScan, type DoorStore } from '@/lib/checkin/door-store';
import { applySync, decideOffline, localCounts, withPresence, type DoorData, type ScanInput } from '@/lib/checkin/offline';
import { verifyEd25519 } from '@/lib/checkin/verify';

/** How often an open door page syncs its list (and sends what waits) while online. */
export const SYNC_EVERY_MS = 20_000;

export type DoorPhase = 'loading' | 'ready' | 'noData' | 'needsLink' | 'denied';

export interface Verdict {
  id: string;
  result: 'admitted' | 'already' | 'refused';
  direction: CheckinDirection;
  reason: DoorRefusal | null;
  name: string | null;
  ticket: string | null;
  photo: string | null;
  /** `already`: the admission that stands */
  previous: { at: string | null; listName: string | null; by: string | null } | null;
  /** decided on this device (the API will hear of it when the network is back) */
  offline: boolean;
}

const keyFromHash = () => (typeof window === 'undefined' ? null : new URLSearchParams(window.location.hash.slice(1)).get('k'));
const newNonce = () => crypto.randomUUID().replace(/-/g, '');

/** What the API said about a scan, as the door shows it. */
function verdictOf(answer: RedeemResult, id: string): Verdict {
  const person = answer.attendee;
  return {
    id,
    result: answer.result,
    direction: answer.direction,
    reason: answer.result === 'refused' ? answer.reason : null,
    name: person?.name ?? null,
    ticket: person?.ticket ?? null,
    photo: person?.photo ?? null,
    previous: answer.result === 'already' ? { at: answer.previous.at, listName: answer.previous.listName, by: answer.previous.by } : null,
    offline: false,
  };
}

/**
 * The door page's state and actions: the list's data kept in IndexedDB and synced
 * (on opening, when the network comes back, every SYNC_EVERY_MS), each scan decided by the API
 * when online and on the device otherwise (kept with its nonce and sent later), the conflicts the
 * API reports, and the credentials: the staff key of the address's fragment, or the organiser's
 * session.
 */
export function useDoor(listId: number) {
  const [phase, setPhase] = useState<DoorPhase>('loading');
  const [data, setData] = useState<DoorData | null>(null);
  const [counts, setCounts] = useState<CheckinCounts | null>(null);
  const [online, setOnline] = useState(true);
  const [queued, setQueued] = useState(0);
  const [conflicts, setConflicts] = useState<DoorScan[]>([]);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const store = useRef<Promise<DoorStore> | null>(null);
  const dataRef = useRef<DoorData | null>(null);
  const syncing = useRef<Promise<void> | null>(null);

  const db = useCallback(() => (store.current ??= openDoorStore()), []);

  const keep = useCallback(
    async (next: DoorData) => {
      dataRef.current = next;
      setData(next);
      await (await db()).putList(next);
    },
    [db],
  );

  const refreshQueue = useCallback(async () => {
    const s = await db();
    setQueued((await s.queued(listId)).length);
    setConflicts(await s.conflicts(listId));
  }, [db, listId]);

  /** A refusal of the call itself: the link is not (or no longer) valid. */
  const refused = useCallback((error: unknown): boolean => {
    if (!isApiError(error)) return false;
    if (error.status === 401) setPhase('needsLink');
    else if (error.status === 403) setPhase('denied');
    else return false;
    return true;
  }, []);

  /** Sends what waits (oldest first), then brings the list up to date. */
  const sync = useCallback(() => {
    if (syncing.current) return syncing.current;
    const run = async () => {
      const s = await db();
      try {
        for (const scan of await s.queued(listId)) {
          const answer = await checkin.redeemCheckin(
            { list: listId, ...(scan.code !== undefined ? { code: scan.code } : { customerId: scan.customerId! }), nonce: scan.nonce, at: scan.at, direction: scan.direction, decided: scan.decided },
            keyFromHash(),
          );
          await s.answered(scan, { result: answer.result, reason: answer.result === 'refused' ? answer.reason : null });
        }
        const fresh = await checkin.syncCheckinList(listId, dataRef.current?.version ?? null, keyFromHash());
        const next = applySync(dataRef.current, fresh, new Date().toISOString());
        await keep(next);
        setCounts(fresh.list.counts);
        setOnline(true);
        setPhase('ready');
      } catch (error) {
        if (refused(error)) return;
        // Unreachable, failing or answering nonsense: the door goes on alone and tries again later.
        setOnline(false);
        if (!dataRef.current) setPhase('noData');
      } finally {
        await refreshQueue();
      }
    };
    syncing.current = run().finally(() => {
      syncing.current = null;
    });
    return syncing.current;
  }, [db, keep, listId, refreshQueue, refused]);

  // The data kept on this device first (a page opened offline works from it), then a sync.
  useEffect(() => {
    let alive = true;
    void (async () => {
      const kept = await (await db()).getList(listId);
      if (!alive) return;
      if (kept) {
        dataRef.current = kept;
        setData(kept);
        setCounts(localCounts(kept));
        setPhase('ready');
      }
      await refreshQueue();
      if (navigator.onLine) await sync();
      else {
        setOnline(false);
        if (!kept) setPhase('noData');
      }
    })();
    return () => {
      alive = false;
    };
  }, [db, listId, refreshQueue, sync]);

  useEffect(() => {
    const up = () => void sync();
    const down = () => setOnline(false);
    const again = () => void sync();
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    window.addEventListener('hashchange', again);
    const timer = setInterval(() => {
      if (navigator.onLine && document.visibilityState === 'visible') void sync();
    }, SYNC_EVERY_MS);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      window.removeEventListener('hashchange', again);
      clearInterval(timer);
    };
  }, [sync]);

  /** Decides on the device, keeps the scan for the API, and says so. */
  const decideHere = useCallback(
    async (input: ScanInput, direction: CheckinDirection, nonce: string, at: string): Promise<Verdict> => {
      const current = dataRef.current!;
      const decision = await decideOffline(current, input, direction, verifyEd25519);
      const entry = decision.entry;
      await (
        await db()
      ).queue({ nonce, listId, ...('code' in input ? { code: input.code } : { customerId: input.customerId }), at, direction, decided: decision.result, name: entry?.name ?? null, status: 'queued' });
      if (decision.result === 'admitted') {
        const next = withPresence(current, entry!.customerId, direction, at);
        await keep(next);
        setCounts(localCounts(next));
      }
      await refreshQueue();
      return {
        id: nonce,
        result: decision.result,
        direction,
        reason: decision.result === 'refused' ? decision.reason : null,
        name: entry?.name ?? null,
        ticket: entry?.ticket ?? null,
        photo: entry?.photo ?? null,
        previous: decision.result === 'already' ? { at: decision.previousAt, listName: current.list.name, by: null } : null,
        offline: true,
      };
    },
    [db, keep, listId, refreshQueue],
  );

  /** One scan (the camera's code, or someone picked in the search): the API decides when it can be reached. */
  const scan = useCallback(
    async (input: ScanInput, direction: CheckinDirection): Promise<Verdict | null> => {
      if (!dataRef.current) return null;
      const nonce = newNonce();
      const at = new Date().toISOString();
      let result: Verdict;
      if (navigator.onLine) {
        try {
          const answer = await checkin.redeemCheckin({ list: listId, ...input, nonce, at, direction }, keyFromHash());
          result = verdictOf(answer, nonce);
          setCounts(answer.counts);
          setOnline(true);
          if (answer.result === 'admitted') await keep(withPresence(dataRef.current, answer.attendee.customerId, direction, answer.at));
        } catch (error) {
          if (refused(error)) return null;
          // Unreachable, failing, throttled: the door decides alone and the scan waits for the API.
          setOnline(isApiError(error) && !isConnectionFailure(error) && error.status !== null && error.status < 500);
          result = await decideHere(input, direction, nonce, at);
        }
      } else {
        setOnline(false);
        result = await decideHere(input, direction, nonce, at);
      }
      setVerdict(result);
      return result;
    },
    [decideHere, keep, listId, refused],
  );

  const clearConflicts = useCallback(async () => {
    await (await db()).clearConflicts(listId);
    await refreshQueue();
  }, [db, listId, refreshQueue]);

  return { phase, data, counts, online, queued, conflicts, verdict, scan, sync, clearConflicts, dismiss: () => setVerdict(null) };
}
