/**
 * The demo payment provider's hosted checkout page, standing in for Stripe Checkout at the same
 * point of the flow (no X-Tenant: it is the provider's site, like /__demo/sso).
 *
 *   GET  /__demo/checkout/{sessionId}    the page, in the session's language
 *   POST /__demo/checkout/{sessionId}    form: action=pay (card, expiry, cvc) | action=cancel
 *   GET  /__demo/checkout/{sessionId}/charges   the charges made on it (JSON)
 *
 * Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined; any other number is
 * refused on the page (test mode). After pay/decline/cancel the provider delivers the signed
 * webhook to POST /payment/webhook itself, then sends the buyer back (303) to the success or
 * cancel URL given at session creation — so a buyer who pays and closes the tab has the ticket.
 */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../lib/tenants/schema';
import type { Deps } from '../deps';
import { eventName } from '../mail';
import { actOnCheckout, sessionCharges, sessionRow, sessionTicketName, signWebhook, TEST_CARD_DECLINED, TEST_CARD_OK, webhookEvent } from '../orders';
import { INTL_LOCALE } from '../seed/i18n';

type Texts = Record<
  'title' | 'testMode' | 'payTo' | 'card' | 'expiry' | 'cvc' | 'cards' | 'pay' | 'cancel' | 'badCard' | 'badExpiry' | 'badCvc' | 'errors' | 'complete' | 'closed' | 'back',
  string
>;

const TEXTS: Record<Locale, Texts> = {
  es: { title: 'Pago con tarjeta', testMode: 'Modo de prueba: no se hace ningún cargo real.', payTo: 'Pagar a {event}', card: 'Número de tarjeta', expiry: 'Caducidad (MM/AA)', cvc: 'Código de seguridad (CVC)', cards: 'Tarjetas de prueba: 4242 4242 4242 4242 paga; 4000 0000 0000 0002 es rechazada.', pay: 'Pagar {amount}', cancel: 'Cancelar y volver', badCard: 'Usa una de las tarjetas de prueba.', badExpiry: 'Escribe una fecha de caducidad futura, como 12/34.', badCvc: 'Escribe 3 o 4 cifras.', errors: 'Revisa los datos de la tarjeta:', complete: 'Este pago ya se ha completado.', closed: 'Este pago ya no está disponible.', back: 'Volver a {event}' },
  en: { title: 'Card payment', testMode: 'Test mode: nothing is really charged.', payTo: 'Pay {event}', card: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'Security code (CVC)', cards: 'Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.', pay: 'Pay {amount}', cancel: 'Cancel and go back', badCard: 'Use one of the test cards.', badExpiry: 'Enter a future expiry date, such as 12/34.', badCvc: 'Enter 3 or 4 digits.', errors: 'Check the card details:', complete: 'This payment is already complete.', closed: 'This payment is no longer available.', back: 'Back to {event}' },
  pt: { title: 'Pagamento com cartão', testMode: 'Modo de teste: não é feita nenhuma cobrança real.', payTo: 'Pagar a {event}', card: 'Número do cartão', expiry: 'Validade (MM/AA)', cvc: 'Código de segurança (CVC)', cards: 'Cartões de teste: 4242 4242 4242 4242 paga; 4000 0000 0000 0002 é recusado.', pay: 'Pagar {amount}', cancel: 'Cancelar e voltar', badCard: 'Use um dos cartões de teste.', badExpiry: 'Indique uma validade futura, como 12/34.', badCvc: 'Indique 3 ou 4 algarismos.', errors: 'Verifique os dados do cartão:', complete: 'Este pagamento já foi concluído.', closed: 'Este pagamento já não está disponível.', back: 'Voltar a {event}' },
  eus: { title: 'Txartel bidezko ordainketa', testMode: 'Proba modua: ez da benetako kargurik egiten.', payTo: 'Ordaindu: {event}', card: 'Txartelaren zenbakia', expiry: 'Iraungitze-data (HH/UU)', cvc: 'Segurtasun-kodea (CVC)', cards: 'Proba-txartelak: 4242 4242 4242 4242 ordaintzen du; 4000 0000 0000 0002 baztertu egiten da.', pay: 'Ordaindu {amount}', cancel: 'Utzi eta itzuli', badCard: 'Erabili proba-txarteletako bat.', badExpiry: 'Idatzi etorkizuneko data bat, adibidez 12/34.', badCvc: 'Idatzi 3 edo 4 zifra.', errors: 'Berrikusi txartelaren datuak:', complete: 'Ordainketa hau osatuta dago jada.', closed: 'Ordainketa hau ez dago erabilgarri.', back: 'Itzuli hona: {event}' },
  fr: { title: 'Paiement par carte', testMode: 'Mode test : rien n’est réellement débité.', payTo: 'Payer {event}', card: 'Numéro de carte', expiry: 'Expiration (MM/AA)', cvc: 'Code de sécurité (CVC)', cards: 'Cartes de test : 4242 4242 4242 4242 paie ; 4000 0000 0000 0002 est refusée.', pay: 'Payer {amount}', cancel: 'Annuler et revenir', badCard: 'Utilisez l’une des cartes de test.', badExpiry: 'Saisissez une date d’expiration future, par exemple 12/34.', badCvc: 'Saisissez 3 ou 4 chiffres.', errors: 'Vérifiez les données de la carte :', complete: 'Ce paiement est déjà effectué.', closed: 'Ce paiement n’est plus disponible.', back: 'Revenir à {event}' },
  el: { title: 'Πληρωμή με κάρτα', testMode: 'Δοκιμαστική λειτουργία: δεν γίνεται πραγματική χρέωση.', payTo: 'Πληρωμή σε {event}', card: 'Αριθμός κάρτας', expiry: 'Λήξη (ΜΜ/ΕΕ)', cvc: 'Κωδικός ασφαλείας (CVC)', cards: 'Δοκιμαστικές κάρτες: η 4242 4242 4242 4242 πληρώνει· η 4000 0000 0000 0002 απορρίπτεται.', pay: 'Πληρωμή {amount}', cancel: 'Ακύρωση και επιστροφή', badCard: 'Χρησιμοποιήστε μία από τις δοκιμαστικές κάρτες.', badExpiry: 'Γράψτε μελλοντική ημερομηνία λήξης, π.χ. 12/34.', badCvc: 'Γράψτε 3 ή 4 ψηφία.', errors: 'Ελέγξτε τα στοιχεία της κάρτας:', complete: 'Αυτή η πληρωμή έχει ήδη ολοκληρωθεί.', closed: 'Αυτή η πληρωμή δεν είναι πλέον διαθέσιμη.', back: 'Επιστροφή στο {event}' },
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Values = { card?: string; expiry?: string; cvc?: string };
type Errors = Partial<Record<keyof Values, string>>;

function expiryOk(v: string, now: Date): boolean {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(v.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  return month >= 1 && month <= 12 && (year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1));
}

export function checkoutRoutes(app: FastifyInstance, d: Deps) {
  const page = (sessionId: string, values: Values = {}, errors: Errors = {}) => {
    const s = sessionRow(d, sessionId);
    if (!s) return null;
    const tenant = d.tenants.find((x) => x.key === s.tenant)!;
    const t = TEXTS[s.locale] ?? TEXTS.es;
    const event = eventName(d, tenant, s.locale);
    const amount = new Intl.NumberFormat(INTL_LOCALE[s.locale], { style: 'currency', currency: 'EUR' }).format(s.amount_cents / 100);
    const ticket = { name: sessionTicketName(d, s) };
    const open = s.status === 'open' && s.expires_at > d.clock();
    const backUrl = (s.outcome === 'paid' ? s.success_url : s.cancel_url).split('{CHECKOUT_SESSION_ID}').join(encodeURIComponent(s.id));
    const field = (name: keyof Values, label: string, attrs: string, hint?: string) => {
      const err = errors[name];
      // One aria-describedby: the error first (it is what to fix), then the hint.
      const describedBy = [err ? `${name}-error` : null, hint ?? null].filter(Boolean).join(' ');
      return `<div class="field"><label for="${name}">${esc(label)}</label>
<input id="${name}" name="${name}" value="${esc(values[name] ?? '')}" ${attrs} required${err ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}>
${err ? `<p class="error" id="${name}-error">${esc(err)}</p>` : ''}</div>`;
    };
    const errorList = Object.entries(errors);
    const body = open
      ? `<form method="post" action="/__demo/checkout/${esc(encodeURIComponent(s.id))}" novalidate>
${errorList.length ? `<div role="alert" class="summary" tabindex="-1" id="summary"><p>${esc(t.errors)}</p><ul>${errorList.map(([k, v]) => `<li><a href="#${k}">${esc(v!)}</a></li>`).join('')}</ul></div>` : ''}
<p id="cards" class="hint">${esc(t.cards)}</p>
${field('card', t.card, 'inputmode="numeric" autocomplete="cc-number" maxlength="23"', 'cards')}
${field('expiry', t.expiry, 'inputmode="numeric" autocomplete="cc-exp" maxlength="7"')}
${field('cvc', t.cvc, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}
<div class="actions"><button type="submit" name="action" value="pay">${esc(t.pay.replace('{amount}', amount))}</button>
<button type="submit" name="action" value="cancel" formnovalidate class="secondary">${esc(t.cancel)}</button></div>
</form>`
      : `<p role="status">${esc(s.outcome === 'paid' ? t.complete : t.closed)}</p><p><a href="${esc(backUrl)}">${esc(t.back.replace('{event}', event))}</a></p>`;
    return `<!doctype html>
<html lang="${s.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(`${t.title} · ${event}`)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1a1d21}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin:0 0 .5rem}.amount{font-size:2rem;font-weight:700;margin:.25rem 0}
.note{background:#fff4d6;padding:.5rem .75rem;border-radius:4px}.hint{color:#4a5058;font-size:.95rem}
.field{margin:1rem 0}label{display:block;font-weight:600;margin-bottom:.25rem}
input{font:inherit;width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #6b7280;border-radius:4px}
input[aria-invalid=true]{border:2px solid #b00020}.error{color:#b00020;margin:.25rem 0 0}
.summary{border:2px solid #b00020;padding:.5rem 1rem;border-radius:4px}.summary a{color:#b00020}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button{font:inherit;padding:.7rem 1.2rem;border-radius:4px;border:2px solid #0d468c;background:#0d468c;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0d468c}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style></head>
<body><main>
<h1>${esc(t.title)}</h1>
<p class="note">${esc(t.testMode)}</p>
<p>${esc(t.payTo.replace('{event}', event))}: ${esc(ticket?.name ?? '')}</p>
<p class="amount">${esc(amount)}</p>
${body}
</main>${errorList.length ? '<script>document.getElementById("summary").focus()</script>' : ''}</body></html>`;
  };

  const html = (reply: import('fastify').FastifyReply, status: number, text: string) =>
    reply.code(status).header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store').send(text);

  app.get<{ Params: { id: string } }>('/__demo/checkout/:id', async (req, reply) => {
    const text = page(req.params.id);
    if (!text) return html(reply, 404, '<!doctype html><html lang="en"><title>Not found</title><main><h1>Checkout session not found</h1></main></html>');
    return html(reply, 200, text);
  });

  // The provider's dashboard, for tests and curious demo users: the charges made on a session.
  app.get<{ Params: { id: string } }>('/__demo/checkout/:id/charges', async (req) =>
    sessionCharges(d, req.params.id),
  );

  app.post<{ Params: { id: string }; Body: Record<string, string | undefined> }>('/__demo/checkout/:id', async (req, reply) => {
    const s = sessionRow(d, req.params.id);
    if (!s) return html(reply, 404, '<!doctype html><html lang="en"><title>Not found</title><main><h1>Checkout session not found</h1></main></html>');
    const form = (req.body ?? {}) as Record<string, string | undefined>;
    const values: Values = { card: form.card ?? '', expiry: form.expiry ?? '', cvc: form.cvc ?? '' };
    let result;
    if (form.action === 'cancel') result = actOnCheckout(d, s.id, { action: 'cancel' });
    else {
      const t = TEXTS[s.locale] ?? TEXTS.es;
      const errors: Errors = {};
      const card = (values.card ?? '').replace(/[\s-]/g, '');
      if (card !== TEST_CARD_OK && card !== TEST_CARD_DECLINED) errors.card = t.badCard;
      if (!expiryOk(values.expiry ?? '', new Date(d.clock()))) errors.expiry = t.badExpiry;
      if (!/^\d{3,4}$/.test((values.cvc ?? '').trim())) errors.cvc = t.badCvc;
      // A closed session ignores the form and just sends the buyer back.
      if (Object.keys(errors).length && s.status === 'open') return html(reply, 422, page(s.id, values, errors)!);
      result = actOnCheckout(d, s.id, { action: 'pay', card });
    }
    if (result.kind === 'invalid_card') return html(reply, 422, page(s.id, values, { card: (TEXTS[s.locale] ?? TEXTS.es).badCard })!);
    if (result.event) {
      // The provider tells the merchant at once, before the buyer is back (or even if they never are).
      const payload = JSON.stringify(webhookEvent(result.event, s.id));
      const tenant = d.tenants.find((x) => x.key === s.tenant)!;
      const res = await app.inject({
        method: 'POST',
        url: '/payment/webhook',
        headers: {
          'content-type': 'application/json',
          'x-tenant': tenant.token,
          'stripe-signature': signWebhook(payload, d.webhookSecret, Math.floor(d.clock() / 1000)),
        },
        payload,
      });
      if (res.statusCode !== 200) req.log.error({ status: res.statusCode, body: res.body }, 'payment webhook refused');
    }
    return reply.code(303).header('Cache-Control', 'no-store').redirect(result.to, 303);
  });
}
