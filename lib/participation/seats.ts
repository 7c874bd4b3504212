import type { RoomsSeating } from '@/lib/api/schemas/conferences';
import type { SeatsUpdated } from '@/lib/api/schemas/realtime';

/**
 * A `seats.updated` event applied to the seats a page shows: the event carries the numbers of
 * every room, not their names, so the names stay; an event of another session changes nothing.
 *   applySeats({ conferenceId: 7, full: false, rooms: [{ id: 1, name: 'Sala 1', occupied: 2, total: 3, full: false }] },
 *              { conferenceId: 7, full: true, rooms: [{ id: 1, occupied: 3, total: 3, full: true }] })
 *   → { conferenceId: 7, full: true, rooms: [{ id: 1, name: 'Sala 1', occupied: 3, total: 3, full: true }] }
 */
export function applySeats(current: RoomsSeating | null, update: SeatsUpdated): RoomsSeating | null {
  if (!current || current.conferenceId !== update.conferenceId) return current;
  const byId = new Map(update.rooms.map((r) => [r.id, r]));
  return {
    ...current,
    full: update.full,
    rooms: current.rooms.map((room) => {
      const next = byId.get(room.id);
      return next ? { ...room, occupied: next.occupied, total: next.total, full: next.full } : room;
    }),
  };
}
