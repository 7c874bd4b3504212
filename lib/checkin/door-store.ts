import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { CheckinDirection, CheckinRefusal } from '@/lib/api/schemas/checkin-keys';
import type { DoorData } from './offline';

/**
 * What a door device keeps in IndexedDB (through `idb`, a ~1 KB promise wrapper): per list, the
 * data of its last sync; every scan decided on the device until the API has answered it, and
 * those the API decided otherwise (conflicts), until staff clear them. A scan keeps its nonce, so
 * sending it twice (two tabs, a retry after a lost answer) is still one scan at the API.
 */

export type ScanResult = 'admitted' | 'already' | 'refused';

export interface DoorScan {
  nonce: string;
  listId: number;
  code?: string;
  customerId?: number;
  /** when the door scanned (ISO) */
  at: string;
  direction: CheckinDirection;
  /** what the door decided alone */
  decided: ScanResult;
  /** the name the door showed, if it knew one */
  name: string | null;
  status: 'queued' | 'conflict';
  /** the API's answer, once sent */
  answer?: { result: ScanResult; reason: CheckinRefusal | null };
}

interface DoorDB extends DBSchema {
  lists: { key: number; value: DoorData };
  scans: { key: string; value: DoorScan; indexes: { byList: number } };
}

export interface DoorStore {
  getList(listId: number): Promise<DoorData | null>;
  putList(data: DoorData): Promise<void>;
  queue(scan: DoorScan): Promise<void>;
  /** the list's scans waiting for the API, oldest first */
  queued(listId: number): Promise<DoorScan[]>;
  /** the list's conflicts, newest first */
  conflicts(listId: number): Promise<DoorScan[]>;
  /** the API answered a queued scan: gone when it agreed, kept as a conflict when not */
  answered(scan: DoorScan, answer: NonNullable<DoorScan['answer']>): Promise<boolean>;
  clearConflicts(listId: number): Promise<void>;
  close(): void;
}

export const DOOR_DB = 'ekitaldi-door';

export async function openDoorStore(name = DOOR_DB): Promise<DoorStore> {
  const db: IDBPDatabase<DoorDB> = await openDB<DoorDB>(name, 1, {
    upgrade(d) {
      d.createObjectStore('lists');
      d.createObjectStore('scans', { keyPath: 'nonce' }).createIndex('byList', 'listId');
    },
  });
  const ofList = async (listId: number) => db.getAllFromIndex('scans', 'byList', listId);
  return {
    getList: async (listId) => (await db.get('lists', listId)) ?? null,
    putList: async (data) => {
      await db.put('lists', data, data.listId);
    },
    queue: async (scan) => {
      await db.put('scans', scan);
    },
    queued: async (listId) => (await ofList(listId)).filter((s) => s.status === 'queued').sort((a, b) => a.at.localeCompare(b.at)),
    conflicts: async (listId) => (await ofList(listId)).filter((s) => s.status === 'conflict').sort((a, b) => b.at.localeCompare(a.at)),
    answered: async (scan, answer) => {
      const conflict = answer.result !== scan.decided;
      if (conflict) await db.put('scans', { ...scan, status: 'conflict', answer });
      else await db.delete('scans', scan.nonce);
      return conflict;
    },
    clearConflicts: async (listId) => {
      const tx = db.transaction('scans', 'readwrite');
      for (const s of await tx.store.index('byList').getAll(listId)) if (s.status === 'conflict') await tx.store.delete(s.nonce);
      await tx.done;
    },
    close: () => db.close(),
  };
}
