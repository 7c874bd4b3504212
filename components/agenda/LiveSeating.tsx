'use client';

import type { ConferenceRoom } from '@/lib/api/schemas';
import { useLiveSeats } from '@/lib/participation/live-seats';
import { Seating } from '@/components/conferences/Seating';

/**
 * The session page's "Aforo" card: the cached page's numbers until the API answers, then the
 * page's one live source of seats (lib/participation/live-seats), which the registration block
 * reads too, so both always say the same.
 */
export function LiveSeating({ conferenceId, rooms }: { conferenceId: number; rooms: ConferenceRoom[] }) {
  const live = useLiveSeats(conferenceId, null);
  const byId = new Map(live?.rooms.map((r) => [r.id, r]) ?? []);
  const shown = rooms.map((room) => {
    const now = byId.get(room.id);
    return now ? { ...room, seating: { ...room.seating, occupied: now.occupied, total: now.total } } : room;
  });
  return <Seating rooms={shown} />;
}
