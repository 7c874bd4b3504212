/**
 * The badge's Ed25519 signature checked on the door device with the tenant's public key:
 * @noble/ed25519 (audited, ~5 KB, SHA-512 from WebCrypto), loaded with the first offline scan.
 * Chromium, Firefox and Safari now verify Ed25519 in WebCrypto too, but only since 2024–2025: a
 * door phone a few years old would refuse every badge.
 */
/** Downloads the signature check while the network is there (the first offline scan needs it). */
export function preloadVerifier() {
  void import('@noble/ed25519').catch(() => undefined);
}

export async function verifyEd25519(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): Promise<boolean> {
  const ed = await import('@noble/ed25519');
  try {
    return await ed.verifyAsync(signature, message, publicKey);
  } catch {
    // A malformed key or signature is a signature that does not hold.
    return false;
  }
}
