/**
 * Whether a sign-in keeps the `auth` cookie for the configured days (docs/product.md#limits: 30 by default)
 * instead of for the browser session: when the person chose "remember me", and always when the
 * sign-in propagated the account from a sibling portal (docs/product.md#limits: propagated sign-up always uses
 * it, so the copied account is not lost when the browser closes).
 *
 *   remembersSignIn({ remember: false, propagate: true }) → true
 *   remembersSignIn({ remember: false }) → false
 */
export function remembersSignIn(values: { remember: boolean; propagate?: boolean }): boolean {
  return values.remember || values.propagate === true;
}
