import { describe, expect, it } from 'vitest';
import { invitationsCsv } from './csv';

const H = { code: 'Código', ticket: 'Entrada', note: 'Nota', created: 'Emitido', redeemedBy: 'Canjeado por', email: 'Correo', redeemed: 'Canjeado el' };

describe('invitationsCsv', () => {
  it('writes a byte order mark (Excel reads UTF-8 then), a heading row and one row per code, quoting what needs it (RFC 4180, CRLF)', () => {
    const csv = invitationsCsv(
      [
        { code: 'INV-DEMO-AAAA2222', ticket: { id: 2, name: 'Entrada completa' }, note: 'Prensa, "VIP"', createdAt: '2026-11-21T10:00:00Z', redeemedAt: '2026-11-22T09:00:00Z', redeemedBy: { id: 9, name: 'Ane Etxe', email: 'ane@ekitaldi.test' } },
        { code: 'INV-DEMO-0001', ticket: null, note: null, createdAt: null, redeemedAt: null, redeemedBy: null },
      ],
      H,
    );
    expect(csv).toBe(
      '\uFEFFCódigo,Entrada,Nota,Emitido,Canjeado por,Correo,Canjeado el\r\n' +
        'INV-DEMO-AAAA2222,Entrada completa,"Prensa, ""VIP""",2026-11-21T10:00:00Z,Ane Etxe,ane@ekitaldi.test,2026-11-22T09:00:00Z\r\n' +
        'INV-DEMO-0001,,,,,,\r\n',
    );
  });
});
