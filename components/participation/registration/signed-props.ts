import type { RoomsSeating } from '@/lib/api/schemas';
import type { Say, useRegistrationChange } from './use-registration-change';

type Changes = ReturnType<typeof useRegistrationChange> & { say: Say };

/** What every signed-in state is given. */
export interface SignedProps {
  conferenceId: number;
  rooms: { id: number; name: string }[];
  seating: RoomsSeating | null;
  roomName: (id: number | null) => string;
  formOpen: boolean;
  setFormOpen: (open: boolean) => void;
  changes: Changes;
}
