/**
 * The receipt of a paid order (GET /orders/{id}/receipt): A4, pdf-lib standard fonts, in the
 * request's language; text goes through pdf.ts `drawable` (Greek transliterated, the rest folded).
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Order } from '../lib/api/schemas';
import type { Locale } from '../lib/tenants/schema';
import type { CustomerRow } from './auth';
import { drawable } from './pdf';
import { INTL_LOCALE } from './seed/i18n';

type Texts = Record<'title' | 'reference' | 'date' | 'customer' | 'ticket' | 'base' | 'vat' | 'total' | 'payment' | 'free' | 'file', string>;

const TEXTS: Record<Locale, Texts> = {
  es: { title: 'Justificante de compra', reference: 'Pedido', date: 'Fecha de pago', customer: 'Cliente', ticket: 'Entrada', base: 'Base imponible', vat: 'IVA ({rate} %)', total: 'Total', payment: 'Forma de pago', free: 'Entrada gratuita', file: 'justificante' },
  en: { title: 'Purchase receipt', reference: 'Order', date: 'Payment date', customer: 'Customer', ticket: 'Ticket', base: 'Net amount', vat: 'VAT ({rate}%)', total: 'Total', payment: 'Payment method', free: 'Free ticket', file: 'receipt' },
  pt: { title: 'Recibo de compra', reference: 'Encomenda', date: 'Data de pagamento', customer: 'Cliente', ticket: 'Bilhete', base: 'Base tributável', vat: 'IVA ({rate} %)', total: 'Total', payment: 'Forma de pagamento', free: 'Bilhete gratuito', file: 'recibo' },
  eus: { title: 'Erosketa-ordainagiria', reference: 'Eskaera', date: 'Ordainketa-data', customer: 'Bezeroa', ticket: 'Sarrera', base: 'Zerga-oinarria', vat: 'BEZa (% {rate})', total: 'Guztira', payment: 'Ordainketa-modua', free: 'Doako sarrera', file: 'ordainagiria' },
  fr: { title: 'Reçu d’achat', reference: 'Commande', date: 'Date de paiement', customer: 'Client', ticket: 'Billet', base: 'Montant HT', vat: 'TVA ({rate} %)', total: 'Total TTC', payment: 'Moyen de paiement', free: 'Billet gratuit', file: 'recu' },
  el: { title: 'Απόδειξη αγοράς', reference: 'Παραγγελία', date: 'Ημερομηνία πληρωμής', customer: 'Πελάτης', ticket: 'Εισιτήριο', base: 'Καθαρό ποσό', vat: 'ΦΠΑ ({rate} %)', total: 'Σύνολο', payment: 'Τρόπος πληρωμής', free: 'Δωρεάν εισιτήριο', file: 'apodeixi' },
};

export const receiptFileName = (locale: Locale, reference: string) => `${TEXTS[locale].file}-${reference}.pdf`;

export interface ReceiptInput {
  locale: Locale;
  /** the tenant's event zone (registry `timeZone`): the payment date is that zone's day */
  timeZone: string;
  event: string;
  customer: CustomerRow;
  order: Order;
}

export async function receiptPdf(i: ReceiptInput): Promise<Uint8Array> {
  const t = TEXTS[i.locale];
  const iso = INTL_LOCALE[i.locale];
  const money = (n: number) => new Intl.NumberFormat(iso, { style: 'currency', currency: 'EUR' }).format(n);
  const doc = await PDFDocument.create();
  doc.setTitle(`${t.title} ${i.order.reference}`);
  doc.setLanguage(i.locale);
  doc.setCreator('Ekitaldi demo API');
  doc.setProducer('pdf-lib');
  // Fixed dates: the same order gives the same bytes.
  doc.setCreationDate(new Date(i.order.paidAt ?? i.order.createdAt));
  doc.setModificationDate(new Date(i.order.paidAt ?? i.order.createdAt));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595.28, 841.89]);
  const grey = rgb(0.3, 0.33, 0.36);
  const left = 56;
  const right = 595.28 - 56;
  let y = 841.89 - 80;
  const line = (label: string, value: string, strong = false) => {
    page.drawText(drawable(regular, label), { x: left, y, size: 11, font: regular, color: grey });
    const v = drawable(strong ? bold : regular, value);
    const font = strong ? bold : regular;
    page.drawText(v, { x: right - font.widthOfTextAtSize(v, 11), y, size: 11, font });
    y -= 22;
  };

  page.drawText(drawable(bold, t.title), { x: left, y, size: 22, font: bold, color: rgb(0.05, 0.27, 0.55) });
  y -= 28;
  page.drawText(drawable(regular, i.event), { x: left, y, size: 12, font: regular, color: grey, maxWidth: right - left });
  y -= 40;
  const paid = new Date(i.order.paidAt ?? i.order.createdAt);
  line(t.reference, i.order.reference);
  line(t.date, new Intl.DateTimeFormat(iso, { dateStyle: 'long', timeZone: i.timeZone }).format(paid));
  line(t.customer, [i.customer.name, i.customer.surname, i.customer.second_surname].filter(Boolean).join(' '));
  line(t.ticket, i.order.ticket.name);
  line(t.payment, i.order.paymentType?.name ?? t.free);
  y -= 10;
  page.drawLine({ start: { x: left, y: y + 14 }, end: { x: right, y: y + 14 }, thickness: 0.75, color: grey });
  line(t.base, money(i.order.amountWithoutVat));
  line(t.vat.replace('{rate}', String(i.order.vatRate)), money(i.order.vat));
  line(t.total, money(i.order.amount), true);
  return doc.save();
}
