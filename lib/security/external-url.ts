/** An organiser-given site (sponsor, speaker, institutional portal), only if it is an absolute http(s) URL (anything else is not linked). */
export function safeExternalUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
