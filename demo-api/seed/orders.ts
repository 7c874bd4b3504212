/**
 * What tenants that require tickets sell (orders.ts): a free ticket and a paid one (120 €, VAT
 * 21 % included), card payment everywhere and, on digitalone, bank transfer too. On localhost the
 * demo attendee's ticket (seed/participation.ts) becomes a paid card order, so "my tickets" shows
 * it; on digitalone the attendee holds none and can buy one.
 */
import type { Entitlement } from '../../lib/api/schemas/entitlements';
import type { SeedCtx } from './context';
import { madridIso, type PL } from './i18n';
import { DEMO_ACCOUNTS } from './people';

/** Tenants whose checkout also offers bank transfer (the order stays pending until the organiser confirms it). */
export const TRANSFER_TENANTS = ['digitalone'];
export const PAID_TICKET_CENTS = 12_000;
export const VAT_RATE = 21;
/** The free online ticket: follow streams and download files, nothing in the venue. */
export const FREE_RIGHTS: readonly Entitlement[] = ['streams', 'files'];
/** The full ticket: everything. */
export const PAID_RIGHTS: readonly Entitlement[] = ['in_person', 'streams', 'files', 'accreditation', 'networking', 'diploma'];
/** The press pass (demo tenant, given by the organisers, not sold): the rooms, the badge and networking; no streams, no files. */
export const PRESS_RIGHTS: readonly Entitlement[] = ['in_person', 'accreditation', 'networking'];

const FREE: Record<'name' | 'description' | 'conditions', PL> = {
  name: { es: 'Entrada online (gratuita)', en: 'Online ticket (free)', pt: 'Bilhete online (gratuito)', eus: 'Online sarrera (doakoa)', fr: 'Billet en ligne (gratuit)', el: 'Διαδικτυακό εισιτήριο (δωρεάν)' },
  description: { es: 'Sigue el evento en directo desde cualquier lugar.', en: 'Follow the event live from anywhere.', pt: 'Acompanhe o evento em direto a partir de qualquer lugar.', eus: 'Jarraitu ekitaldia zuzenean edozein lekutatik.', fr: 'Suivez l’événement en direct depuis n’importe où.', el: 'Παρακολουθήστε την εκδήλωση ζωντανά από οπουδήποτε.' },
  conditions: {
    es: 'La entrada es personal e intransferible y está ligada a tu cuenta.\n\nUna cuenta solo puede tener una entrada.',
    en: 'The ticket is personal, non-transferable and tied to your account.\n\nAn account can hold one ticket only.',
    pt: 'O bilhete é pessoal e intransmissível e está associado à sua conta.\n\nUma conta só pode ter um bilhete.',
    eus: 'Sarrera pertsonala eta besterenezina da, eta zure kontuari lotuta dago.\n\nKontu batek sarrera bakarra izan dezake.',
    fr: 'Le billet est personnel, incessible et lié à votre compte.\n\nUn compte ne peut détenir qu’un seul billet.',
    el: 'Το εισιτήριο είναι προσωπικό, αμεταβίβαστο και συνδέεται με τον λογαριασμό σας.\n\nΈνας λογαριασμός μπορεί να έχει μόνο ένα εισιτήριο.',
  },
};

const PAID: typeof FREE = {
  name: { es: 'Entrada completa', en: 'Full ticket', pt: 'Bilhete completo', eus: 'Sarrera osoa', fr: 'Billet complet', el: 'Πλήρες εισιτήριο' },
  description: { es: 'Acceso presencial a todo el evento.', en: 'In-person access to the whole event.', pt: 'Acesso presencial a todo o evento.', eus: 'Ekitaldi osorako sarbidea aurrez aurre.', fr: 'Accès sur place à tout l’événement.', el: 'Δια ζώσης πρόσβαση σε όλη την εκδήλωση.' },
  conditions: {
    es: 'La entrada es personal e intransferible y está ligada a tu cuenta. Una cuenta solo puede tener una entrada.\n\nEl precio incluye el IVA (21 %). Recibirás el justificante en «Mis entradas».\n\nNo se admiten devoluciones salvo cancelación del evento.',
    en: 'The ticket is personal, non-transferable and tied to your account. An account can hold one ticket only.\n\nThe price includes VAT (21%). The receipt is in “My tickets”.\n\nNo refunds unless the event is cancelled.',
    pt: 'O bilhete é pessoal e intransmissível e está associado à sua conta. Uma conta só pode ter um bilhete.\n\nO preço inclui IVA (21 %). O recibo fica em «Os meus bilhetes».\n\nNão há reembolsos, salvo cancelamento do evento.',
    eus: 'Sarrera pertsonala eta besterenezina da, eta zure kontuari lotuta dago. Kontu batek sarrera bakarra izan dezake.\n\nPrezioak BEZa barne hartzen du (% 21). Ordainagiria «Nire sarrerak» atalean izango duzu.\n\nEz da dirurik itzultzen, ekitaldia bertan behera geratzen ez bada.',
    fr: 'Le billet est personnel, incessible et lié à votre compte. Un compte ne peut détenir qu’un seul billet.\n\nLe prix inclut la TVA (21 %). Le reçu se trouve dans « Mes billets ».\n\nAucun remboursement sauf annulation de l’événement.',
    el: 'Το εισιτήριο είναι προσωπικό, αμεταβίβαστο και συνδέεται με τον λογαριασμό σας. Ένας λογαριασμός μπορεί να έχει μόνο ένα εισιτήριο.\n\nΗ τιμή περιλαμβάνει ΦΠΑ (21 %). Η απόδειξη βρίσκεται στα «Τα εισιτήριά μου».\n\nΔεν γίνονται επιστροφές χρημάτων, εκτός αν ακυρωθεί η εκδήλωση.',
  },
};

const PRESS: typeof FREE = {
  name: { es: 'Pase de prensa', en: 'Press pass', pt: 'Passe de imprensa', eus: 'Prentsa-txartela', fr: 'Accréditation presse', el: 'Κάρτα Τύπου' },
  description: {
    es: 'Para periodistas acreditados: acceso a las salas.',
    en: 'For accredited journalists: access to the rooms.',
    pt: 'Para jornalistas acreditados: acesso às salas.',
    eus: 'Kazetari akreditatuentzat: aretoetarako sarbidea.',
    fr: 'Pour les journalistes accrédités : accès aux salles.',
    el: 'Για διαπιστευμένους δημοσιογράφους: πρόσβαση στις αίθουσες.',
  },
  conditions: {
    es: 'El pase es personal e intransferible; lo entrega la organización.',
    en: 'The pass is personal and non-transferable; the organisers give it.',
    pt: 'O passe é pessoal e intransmissível; é entregue pela organização.',
    eus: 'Txartela pertsonala eta besterenezina da; antolatzaileek ematen dute.',
    fr: 'L’accréditation est personnelle et incessible ; l’organisation la remet.',
    el: 'Η κάρτα είναι προσωπική και αμεταβίβαστη· τη χορηγεί η οργάνωση.',
  },
};

const CARD = {
  name: { es: 'Tarjeta', en: 'Card', pt: 'Cartão', eus: 'Txartela', fr: 'Carte bancaire', el: 'Κάρτα' },
  description: { es: 'Pago seguro con tarjeta de crédito o débito.', en: 'Secure payment by credit or debit card.', pt: 'Pagamento seguro com cartão de crédito ou débito.', eus: 'Ordainketa segurua kreditu- edo zordunketa-txartelarekin.', fr: 'Paiement sécurisé par carte de crédit ou de débit.', el: 'Ασφαλής πληρωμή με πιστωτική ή χρεωστική κάρτα.' },
} satisfies Record<string, PL>;

/** The demo's bank account for transfers (the instructions and their email say it). */
export const TRANSFER_IBAN = 'ES91 2100 0418 4502 0005 1332';

const TRANSFER = {
  name: { es: 'Transferencia bancaria', en: 'Bank transfer', pt: 'Transferência bancária', eus: 'Banku-transferentzia', fr: 'Virement bancaire', el: 'Τραπεζική μεταφορά' },
  description: {
    es: 'Tu entrada queda pendiente hasta que la organización reciba la transferencia.',
    en: 'Your ticket stays pending until the organisers receive the transfer.',
    pt: 'O seu bilhete fica pendente até a organização receber a transferência.',
    eus: 'Zure sarrera zain geratuko da antolatzaileek transferentzia jaso arte.',
    fr: 'Votre billet reste en attente jusqu’à ce que l’organisation reçoive le virement.',
    el: 'Το εισιτήριό σας παραμένει σε εκκρεμότητα μέχρι η οργάνωση να λάβει τη μεταφορά.',
  },
  instructions: {
    es: 'Transfiere el importe a ES91 2100 0418 4502 0005 1332 (Ekitaldi Demo) indicando la referencia del pedido.',
    en: 'Transfer the amount to ES91 2100 0418 4502 0005 1332 (Ekitaldi Demo) quoting the order reference.',
    pt: 'Transfira o montante para ES91 2100 0418 4502 0005 1332 (Ekitaldi Demo) indicando a referência da encomenda.',
    eus: 'Transferitu zenbatekoa ES91 2100 0418 4502 0005 1332 kontura (Ekitaldi Demo), eskaeraren erreferentzia adierazita.',
    fr: 'Virez le montant sur ES91 2100 0418 4502 0005 1332 (Ekitaldi Demo) en indiquant la référence de la commande.',
    el: 'Μεταφέρετε το ποσό στον ES91 2100 0418 4502 0005 1332 (Ekitaldi Demo) αναφέροντας τον κωδικό της παραγγελίας.',
  },
} satisfies Record<string, PL>;

export function seedOrders(ctx: SeedCtx) {
  const { tenant } = ctx;
  if (!tenant.ticketRequired) return;
  const ticket = (t: typeof FREE, cents: number, position: number, rights: readonly Entitlement[], onSale = true) => {
    const id = ctx.insert('tickets', { tenant: tenant.key, price_cents: cents, vat_rate: VAT_RATE, position, rights: rights.join(','), on_sale: onSale ? 1 : 0 });
    ctx.i18n('ticket_i18n', 'ticket_id', id, t);
    return id;
  };
  const free = ticket(FREE, 0, 0, FREE_RIGHTS);
  const paid = ticket(PAID, PAID_TICKET_CENTS, 1, PAID_RIGHTS);

  // The seeded invitation codes (INV-DEMO-…) give the full ticket.
  ctx.db.prepare('UPDATE invitation_codes SET ticket_id = ? WHERE tenant = ?').run(paid, tenant.key);

  const card = ctx.insert('payment_types', { tenant: tenant.key, kind: 'card', position: 0 });
  ctx.i18n('payment_type_i18n', 'payment_type_id', card, { ...CARD, instructions: null });
  if (TRANSFER_TENANTS.includes(tenant.key)) {
    const transfer = ctx.insert('payment_types', { tenant: tenant.key, kind: 'transfer', position: 1, iban: TRANSFER_IBAN });
    ctx.i18n('payment_type_i18n', 'payment_type_id', transfer, TRANSFER);
  }

  // The online account (demo tenant) took the free ticket: a free order, paid at once.
  const online = ctx.db.prepare('SELECT id FROM customers WHERE tenant = ? AND email = ?').get(tenant.key, DEMO_ACCOUNTS.online.email) as { id: number } | undefined;
  if (online) {
    const at = madridIso(ctx.profile.days[0]!, '08:30');
    const order = ctx.insert('orders', {
      tenant: tenant.key,
      reference: `${tenant.key.toUpperCase()}-SEED-${online.id}`,
      customer_id: online.id,
      ticket_id: free,
      payment_type_id: null,
      status: 'paid',
      amount_cents: 0,
      vat_cents: 0,
      vat_rate: VAT_RATE,
      idempotency_key: null,
      created_at: at,
      updated_at: at,
      paid_at: at,
    });
    ctx.insert('customer_tickets', { tenant: tenant.key, customer_id: online.id, created_at: at, order_id: order, ticket_id: free });
  }

  // The press account (demo tenant) holds the press pass the organisers gave it: no order; the
  // pass is not sold, so it is in no purchase list, and the full ticket (which includes the
  // files it lacks) upgrades it.
  const press = ctx.db.prepare('SELECT id FROM customers WHERE tenant = ? AND email = ?').get(tenant.key, DEMO_ACCOUNTS.press.email) as { id: number } | undefined;
  if (press) {
    const pass = ticket(PRESS, 0, 2, PRESS_RIGHTS, false);
    ctx.insert('customer_tickets', { tenant: tenant.key, customer_id: press.id, created_at: madridIso(ctx.profile.days[0]!, '08:30'), order_id: null, ticket_id: pass });
  }

  // The ticket seed/participation.ts gave the attendee becomes the paid card order it came from.
  const held = ctx.db
    .prepare('SELECT t.id, t.created_at FROM customer_tickets t JOIN customers c ON c.id = t.customer_id WHERE t.tenant = ? AND c.email = ? AND t.order_id IS NULL')
    .get(tenant.key, DEMO_ACCOUNTS.attendee.email) as { id: number; created_at: string } | undefined;
  if (!held) return;
  const customer = ctx.db.prepare('SELECT customer_id AS id FROM customer_tickets WHERE id = ?').get(held.id) as { id: number };
  const at = held.created_at || madridIso(ctx.profile.days[0]!, '08:00');
  const vat = PAID_TICKET_CENTS - Math.round(PAID_TICKET_CENTS / (1 + VAT_RATE / 100));
  const order = ctx.insert('orders', {
    tenant: tenant.key,
    reference: `${tenant.key.toUpperCase()}-SEED-${customer.id}`,
    customer_id: customer.id,
    ticket_id: paid,
    payment_type_id: card,
    status: 'paid',
    amount_cents: PAID_TICKET_CENTS,
    vat_cents: vat,
    vat_rate: VAT_RATE,
    idempotency_key: null,
    created_at: at,
    updated_at: at,
    paid_at: at,
  });
  ctx.db.prepare('UPDATE customer_tickets SET order_id = ?, ticket_id = ? WHERE id = ?').run(order, paid, held.id);
}
