import { describe, expect, it } from 'vitest';
import { checkPhoto, photoSchema, PHOTO_MAX_BYTES } from './photo';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('profile photo', () => {
  it('accepts JPEG, PNG and WebP up to 2 MB', () => {
    expect(checkPhoto({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkPhoto({ type: 'image/webp', size: PHOTO_MAX_BYTES })).toBeNull();
  });
  it('names the problem with the API error key', () => {
    expect(checkPhoto({ type: 'image/gif', size: 10 })).toBe('profile.photo_type');
    expect(checkPhoto({ type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 })).toBe('profile.photo_too_large');
  });
  it('requires a file, then checks it', () => {
    expect(messagesOf(photoSchema.safeParse({ photo: null }))).toEqual({ photo: 'validation.required' });
    const big = new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    expect(messagesOf(photoSchema.safeParse({ photo: [big] }))).toEqual({ photo: 'profile.photo_too_large' });
    const gif = new File([new Uint8Array(10)], 'a.gif', { type: 'image/gif' });
    expect(messagesOf(photoSchema.safeParse({ photo: [gif] }))).toEqual({ photo: 'profile.photo_type' });
    const ok = new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' });
    expect(photoSchema.safeParse({ photo: [ok] }).success).toBe(true);
  });
});

