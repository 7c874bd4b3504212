import type { SsoLoginResponse } from '@/lib/api/schemas/customer';

/**
 * What `/login-sso/{token}` learnt about a person who has no account yet, handed to
 * `/registro-sso/{token}` in sessionStorage (this tab only) so the sign-up form is prefilled
 * without asking the identity provider twice. Keyed by the token it belongs to.
 */
const KEY = 'ekitaldi:sso-profile';
export type SsoProfile = NonNullable<SsoLoginResponse['profile']>;

export function saveSsoProfile(token: string, profile: SsoProfile | null): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ token, profile }));
  } catch {
    // Without storage the sign-up screen asks again.
  }
}

/** The stored profile for `token` (undefined when none was stored for it). */
export function readSsoProfile(token: string): SsoProfile | null | undefined {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return undefined;
    const v = JSON.parse(raw) as { token?: unknown; profile?: SsoProfile | null };
    return v.token === token ? (v.profile ?? null) : undefined;
  } catch {
    return undefined;
  }
}

export function clearSsoProfile(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
