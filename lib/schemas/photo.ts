import { z } from 'zod';
import { hasFile, validationMessage } from './validation';

/** Profile photos the API accepts (POST /customer/profile): JPEG, PNG or WebP up to 2 MB. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');
export type PhotoType = (typeof PHOTO_TYPES)[number];

/**
 * Why a chosen file cannot be a profile photo, as the API's own error key, or null when it can.
 * Checked before sending so nobody waits for an upload that will be refused.
 *
 *   checkPhoto({ type: 'image/gif', size: 10 })           → 'profile.photo_type'
 *   checkPhoto({ type: 'image/png', size: 3 * 1024 ** 2 }) → 'profile.photo_too_large'
 */
export function checkPhoto(file: { type: string; size: number }): 'profile.photo_type' | 'profile.photo_too_large' | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'profile.photo_type';
  if (file.size > PHOTO_MAX_BYTES) return 'profile.photo_too_large';
  return null;
}

/** The first file of a file input's value (a FileList, an array of files or one file). */
export function firstFile(value: unknown): File | null {
  if (typeof File === 'undefined' || value === null || typeof value !== 'object') return null;
  if (value instanceof File) return value;
  const list = value as { length?: number; [index: number]: unknown };
  const first = typeof list.length === 'number' && list.length > 0 ? list[0] : null;
  return first instanceof File ? first : null;
}

/**
 * The photo form: a file is required, and it must be a JPEG, PNG or WebP of at most 2 MB — the
 * API's own error keys (`profile.photo_type`, `profile.photo_too_large`) are the messages.
 */
export const photoSchema = z.object({
  photo: z.unknown().superRefine((value, ctx) => {
    if (!hasFile(value)) {
      ctx.addIssue({ code: 'custom', message: validationMessage('required') });
      return;
    }
    const file = firstFile(value);
    const problem = file ? checkPhoto(file) : 'profile.photo_type';
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export type PhotoValues = { photo: FileList | null };
