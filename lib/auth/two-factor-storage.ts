/**
 * The sign-in attempt waiting for its two-factor code, kept in sessionStorage (this tab only,
 * gone when it closes; never in a URL): the API's `challenge`, the email (to say where the code
 * went), the "remember me" choice, the page to go back to, and when the last code was sent (for
 * the resend cooldown). No password is stored.
 */

export const TWO_FACTOR_STORAGE_KEY = 'ekitaldi:two-factor';
/** Seconds between two "send a new code" requests. */
export const RESEND_COOLDOWN_SECONDS = 30;

export interface PendingTwoFactor {
  challenge: string;
  email: string;
  remember: boolean;
  redirect: string | null;
  /** epoch milliseconds of the last code sent */
  sentAt: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // blocked storage (some private modes)
  }
}

export function savePendingTwoFactor(pending: PendingTwoFactor): boolean {
  try {
    storage()?.setItem(TWO_FACTOR_STORAGE_KEY, JSON.stringify(pending));
    return storage() !== null;
  } catch {
    return false;
  }
}

/** The stored attempt as text (a stable snapshot for useSyncExternalStore), or null. */
export function readPendingTwoFactorRaw(): string | null {
  try {
    return storage()?.getItem(TWO_FACTOR_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function parsePendingTwoFactor(raw: string | null): PendingTwoFactor | null {
  try {
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<PendingTwoFactor>;
    if (typeof v.challenge !== 'string' || !v.challenge || typeof v.email !== 'string') return null;
    return {
      challenge: v.challenge,
      email: v.email,
      remember: v.remember === true,
      redirect: typeof v.redirect === 'string' ? v.redirect : null,
      sentAt: typeof v.sentAt === 'number' ? v.sentAt : 0,
    };
  } catch {
    return null;
  }
}

export function clearPendingTwoFactor(): void {
  try {
    storage()?.removeItem(TWO_FACTOR_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}

/** Whole seconds left before another code may be requested (0 = now). */
export function resendWait(sentAt: number, now: number, cooldown = RESEND_COOLDOWN_SECONDS): number {
  return Math.max(0, Math.ceil((sentAt + cooldown * 1000 - now) / 1000));
}
