/** Profile photos the API accepts (POST /customer/profile): JPEG, PNG or WebP up to 2 MB. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

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
