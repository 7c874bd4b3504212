/**
 * Saving a downloaded file (a PDF from GET /customer/print-*) in the browser: an object URL on a
 * temporary `<a download>`, released once the browser has taken it.
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; revoking later keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * A file name for a download: lower-case ASCII words joined by hyphens.
 *
 *   pdfFileName(['Acreditación', 'Foro Ekitaldi 2026']) → 'acreditacion-foro-ekitaldi-2026.pdf'
 */
export function pdfFileName(parts: readonly string[]): string {
  const slug = parts
    .join(' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return `${slug || 'document'}.pdf`;
}

/** Percentage of a download, or null when the size is not known (an indeterminate bar). */
export function progressPercent(loaded: number, total: number | undefined): number | null {
  if (!total || total <= 0) return null;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}
