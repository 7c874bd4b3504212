import { z } from 'zod';
import type { CustomerExtra, SaveExtraBody } from '@/lib/api/schemas';
import { checkboxField, choiceField, textField, validationMessage } from '@/lib/schemas/validation';
import { isIsoDate } from './profile-schema';

/**
 * The optional private-area forms (GET /customer/extra, POST /customer/save-personal-information-extra):
 * accommodation and travel, and academic registration. Messages are catalogue keys:
 * `validation.<rule>` (SPEC §5) or `account.<reason>` (Account.errors.<reason>).
 */

export const TRANSPORTS = ['plane', 'train', 'bus', 'car', 'other'] as const;

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A date (`YYYY-MM-DD`) or date-and-time (`YYYY-MM-DDTHH:mm`) control; '' is empty. */
function when(kind: 'date' | 'datetime') {
  return z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim())
    .superRefine((v, ctx) => {
      if (v === '') return;
      const ok = kind === 'date' ? isIsoDate(v) : DATE_TIME.test(v) && isIsoDate(v.slice(0, 10));
      if (!ok) ctx.addIssue({ code: 'custom', message: 'validation.date' });
    });
}

const required = (ctx: z.core.$RefinementCtx<unknown>, path: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message: validationMessage('required') });

/**
 * Accommodation and travel. Asking for a room needs both nights (check-out after check-in);
 * asking for travel needs where from and when one arrives (departure after arrival).
 */
export const travelSchema = z
  .object({
    accommodationNeeded: checkboxField(),
    checkIn: when('date'),
    checkOut: when('date'),
    hotel: textField({ max: 150 }),
    accommodationNotes: textField({ max: 500 }),
    travelNeeded: checkboxField(),
    origin: textField({ max: 150 }),
    arrival: when('datetime'),
    departure: when('datetime'),
    transport: choiceField(TRANSPORTS),
    travelNotes: textField({ max: 500 }),
  })
  .superRefine((v, ctx) => {
    if (v.accommodationNeeded) {
      if (v.checkIn === '') required(ctx, 'checkIn');
      if (v.checkOut === '') required(ctx, 'checkOut');
    }
    if (v.checkIn && v.checkOut && isIsoDate(v.checkIn) && isIsoDate(v.checkOut) && v.checkOut <= v.checkIn) {
      ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'account.checkOutBeforeCheckIn' });
    }
    if (v.travelNeeded) {
      if (v.origin === '') required(ctx, 'origin');
      if (v.arrival === '') required(ctx, 'arrival');
    }
    if (v.arrival && v.departure && DATE_TIME.test(v.arrival) && DATE_TIME.test(v.departure) && v.departure <= v.arrival) {
      ctx.addIssue({ code: 'custom', path: ['departure'], message: 'account.departureBeforeArrival' });
    }
  });
export type TravelValues = {
  accommodationNeeded: boolean;
  checkIn: string;
  checkOut: string;
  hotel: string;
  accommodationNotes: string;
  travelNeeded: boolean;
  origin: string;
  arrival: string;
  departure: string;
  transport: string;
  travelNotes: string;
};

/** Academic registration. */
export const academicSchema = z.object({
  university: textField({ max: 150 }),
  degree: textField({ max: 150 }),
  year: textField({ max: 20, alphaDash: true }),
  studentId: textField({ max: 30, alphaDash: true }),
});
export type AcademicValues = { university: string; degree: string; year: string; studentId: string };

/** '2026-05-08T09:30:00+02:00' or '2026-05-08 09:30' → '2026-05-08T09:30' (what datetime-local shows). */
export function toDateTimeInput(value: string | null): string {
  if (!value) return '';
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(value);
  return match ? `${match[1]}T${match[2]}` : '';
}

export function travelDefaults(extra: CustomerExtra | null): TravelValues {
  const a = extra?.accommodation;
  const t = extra?.travel;
  return {
    accommodationNeeded: a?.needed ?? false,
    checkIn: a?.checkIn?.slice(0, 10) ?? '',
    checkOut: a?.checkOut?.slice(0, 10) ?? '',
    hotel: a?.hotel ?? '',
    accommodationNotes: a?.notes ?? '',
    travelNeeded: t?.needed ?? false,
    origin: t?.origin ?? '',
    arrival: toDateTimeInput(t?.arrival ?? null),
    departure: toDateTimeInput(t?.departure ?? null),
    transport: t?.transport ?? '',
    travelNotes: t?.notes ?? '',
  };
}

export function academicDefaults(extra: CustomerExtra | null): AcademicValues {
  const a = extra?.academic;
  return { university: a?.university ?? '', degree: a?.degree ?? '', year: a?.year ?? '', studentId: a?.studentId ?? '' };
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** The save body of the accommodation-and-travel form (parsed values). */
export function travelBody(v: TravelValues): SaveExtraBody {
  return {
    accommodation: {
      needed: v.accommodationNeeded,
      checkIn: orNull(v.checkIn),
      checkOut: orNull(v.checkOut),
      hotel: orNull(v.hotel),
      notes: orNull(v.accommodationNotes),
    },
    travel: {
      needed: v.travelNeeded,
      origin: orNull(v.origin),
      arrival: orNull(v.arrival),
      departure: orNull(v.departure),
      transport: (orNull(v.transport) as (typeof TRANSPORTS)[number] | null) ?? null,
      notes: orNull(v.travelNotes),
    },
  };
}

export function academicBody(v: AcademicValues): SaveExtraBody {
  return {
    academic: { university: orNull(v.university), degree: orNull(v.degree), year: orNull(v.year), studentId: orNull(v.studentId) },
  };
}
