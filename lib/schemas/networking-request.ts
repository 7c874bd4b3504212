import { z } from 'zod';
import { NETWORKING_COMMENT_MAX, NETWORKING_NAME_MAX, NETWORKING_REASON_MAX } from '@/lib/api/schemas/networking';
import { zoneOffsetMinutes } from '@/lib/i18n/format';
import { textField, validationMessage } from './validation';

/**
 * The meeting request form (docs/product.md#validation "a user and a meeting, plus a time slot when a block
 * applies"): the participant comes from the card, the meeting is its subject, the slot is
 * required where the networking conference has blocks; elsewhere an optional date and time.
 * The room is a proposal (the receiver chooses on acceptance); the comment is optional.
 */
export function requestFormSchema(hasBlocks: boolean) {
  return z.object({
    name: textField({ required: true, max: NETWORKING_NAME_MAX }),
    comment: textField({ max: NETWORKING_COMMENT_MAX }),
    slotId: z
      .string()
      .nullish()
      .transform((v) => v ?? '')
      .superRefine((v, ctx) => {
        if (hasBlocks && !v) ctx.addIssue({ code: 'custom', message: validationMessage('required') });
      }),
    startsAt: z
      .string()
      .nullish()
      .transform((v) => v ?? '')
      .superRefine((v, ctx) => {
        // Whether the value is a real wall-clock time does not depend on the zone.
        if (v && localToIso(v, 'UTC') === null) ctx.addIssue({ code: 'custom', message: validationMessage('required') });
      }),
    roomId: z.string().nullish().transform((v) => v ?? ''),
  });
}
export type RequestFormValues = z.input<ReturnType<typeof requestFormSchema>>;

/** Cancelling: an optional reason. */
export const cancelFormSchema = z.object({ reason: textField({ max: NETWORKING_REASON_MAX }) });

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A `datetime-local` value read as the event's wall clock (the tenant's zone), as an ISO instant with its offset:
 *   localToIso('2027-04-20T10:30', 'Europe/Madrid') → '2027-04-20T10:30:00+02:00' (Madrid in summer)
 *   localToIso('2027-01-20T10:30', 'Europe/Athens') → '2027-01-20T10:30:00+02:00'; localToIso('x', …) → null
 */
export function localToIso(value: string, timeZone: string): string | null {
  const m = value.match(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(wall).getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The offset at that wall time: try the offset of the instant read as UTC, then correct once
  // (right for every time but the hour skipped when clocks go forward).
  let offset = zoneOffsetMinutes(timeZone, new Date(wall));
  offset = zoneOffsetMinutes(timeZone, new Date(wall - offset * 60_000));
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The reverse, for editing: isoToLocal('2027-04-20T08:30:00Z', 'Europe/Madrid') → '2027-04-20T10:30'. */
export function isoToLocal(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const offset = zoneOffsetMinutes(timeZone, date);
  const wall = new Date(date.getTime() + offset * 60_000);
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}
