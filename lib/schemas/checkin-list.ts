import { z } from 'zod';
import { CHECKIN_NAME_MAX, type CreateCheckinListBody } from '@/lib/api/schemas/checkin';
import { textField } from './validation';

/**
 * The organiser's check-in list form (POST /checkin/lists): a name and where the list admits,
 * one choice: `entrance`, or `room:<session id>:<room id>` (`room:<session id>:` for a session
 * without rooms).
 */
export const checkinListFormSchema = z.object({
  name: textField({ required: true, max: CHECKIN_NAME_MAX }),
  where: textField({ required: true }).refine((v) => v === '' || whereToBody(v) !== null, { message: 'validation.in' }),
});
export type CheckinListFormValues = z.input<typeof checkinListFormSchema>;

/** The rename form (PUT /checkin/lists/{id}). */
export const checkinRenameFormSchema = z.object({ name: textField({ required: true, max: CHECKIN_NAME_MAX }) });

/**
 *   whereToBody('entrance')   → { kind: 'entrance' }
 *   whereToBody('room:12:3')  → { kind: 'room', conferenceId: 12, roomId: 3 }
 *   whereToBody('room:12:')   → { kind: 'room', conferenceId: 12, roomId: null }
 *   whereToBody('x')          → null
 */
export function whereToBody(where: string): Omit<CreateCheckinListBody, 'name'> | null {
  if (where === 'entrance') return { kind: 'entrance' };
  const m = /^room:([1-9]\d{0,9}):([1-9]\d{0,9})?$/.exec(where);
  return m ? { kind: 'room', conferenceId: Number(m[1]), roomId: m[2] ? Number(m[2]) : null } : null;
}
