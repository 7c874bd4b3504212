import { isApiError } from '@/lib/api/errors';
import { participationErrorKey } from '@/lib/api/participation-errors';

/**
 * Whether a failed participation call means the visitor is not signed in (no token, or a dead one
 * the transport has already removed): registration.login_required, or a 403/401 that carries no
 * rule and no missing right. failureOf (registration-messages.ts) decides its `signed_out` with
 * this; the registration block's first paint uses it alone, without the message tables.
 *
 *   isSignedOut(401 {errors:{customer:['registration.login_required']}}) → true
 *   isSignedOut(403 {message:'Forbidden'})                             → true
 *   isSignedOut(403 {errors:{ticket:['entitlement.streams']}})          → false (a right the ticket lacks)
 *   isSignedOut(422 {errors:{room_id:['registration.room_full']}})     → false
 */
export function isSignedOut(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const data = typeof error.data === 'object' && error.data !== null ? (error.data as { errors?: { ticket?: unknown } }) : null;
  const ticket = data?.errors?.ticket;
  if (Array.isArray(ticket) && ticket.some((k) => typeof k === 'string' && k.startsWith('entitlement.'))) return false;
  const key = participationErrorKey(error);
  if (key) return key === 'registration.login_required';
  return error.code === 'forbidden' || error.status === 401;
}
