import type { AdminInvitation } from '@/lib/api/schemas/account-extras';

/** One CSV field: quoted when it holds a comma, quote or line break (RFC 4180), quotes doubled. */
const field = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/**
 * The organiser's invitation list as CSV (RFC 4180, CRLF), headings in the page's language,
 * starting with a UTF-8 byte order mark: without it Excel reads the file in the system's legacy
 * code page and "Código" or an accented name comes out garbled.
 *
 *   invitationsCsv([{ code: 'INV-DEMO-AB', ticket: { id: 2, name: 'Entrada completa' }, note: 'Prensa, 2026', … }], headings)
 *     → '\uFEFFCódigo,Entrada,Nota,…\r\nINV-DEMO-AB,Entrada completa,"Prensa, 2026",…\r\n'
 */
export function invitationsCsv(
  list: readonly AdminInvitation[],
  h: { code: string; ticket: string; note: string; created: string; redeemedBy: string; email: string; redeemed: string },
): string {
  const rows = [[h.code, h.ticket, h.note, h.created, h.redeemedBy, h.email, h.redeemed]];
  for (const i of list) {
    rows.push([i.code, i.ticket?.name ?? '', i.note ?? '', i.createdAt ?? '', i.redeemedBy?.name ?? '', i.redeemedBy?.email ?? '', i.redeemedAt ?? '']);
  }
  return '\uFEFF' + rows.map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}
