/**
 * The demo's local reCAPTCHA stand-in, like the checkout page standing in for Stripe: tenants
 * with `captchaProvider: "demo"` load these scripts instead of Google's (lib/captcha/recaptcha.ts
 * builds the same URLs under <publicApiBaseUrl>/__demo/recaptcha/), so the portal's own captcha
 * code runs unchanged and nothing reaches Google. No X-Tenant: it is the provider's site.
 *
 *   GET  /__demo/recaptcha/api.js?render=explicit&onload=cb&hl=es   v2: grecaptcha.render() a checkbox, then calls window[cb]()
 *   GET  /__demo/recaptcha/api.js?render=<siteKey>&hl=es            v3: grecaptcha.ready() / execute(siteKey, {action})
 *   GET  /__demo/recaptcha/enterprise.js?render=<siteKey>&hl=es     Enterprise: grecaptcha.enterprise.ready() / execute()
 *   POST /__demo/recaptcha/token {sitekey, kind, action?}           → {token, expiresIn} | 400 {message: "Invalid site key"}
 *
 * The v2 checkbox behaves as Google's: ticking it asks for a token (success → `callback(token)`),
 * the token expires after two minutes (the box clears and says so → `expired-callback`), and a
 * failed request (connection lost) clears it with a message (→ `error-callback`). Its texts
 * follow `hl` in the portal's six languages. The API verifies the tokens (../captcha.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { CAPTCHA_TOKEN_TTL_MS, issueCaptchaToken, tenantForSiteKey, type CaptchaKind } from '../captcha';

type Texts = Record<'robot' | 'verifying' | 'expired' | 'error' | 'invalidKey' | 'note', string>;

/** By Google's `hl` code (lib/captcha/recaptcha.ts recaptchaLanguage). */
const TEXTS: Record<string, Texts> = {
  es: { robot: 'No soy un robot', verifying: 'Verificando…', expired: 'La verificación ha caducado. Vuelve a marcar la casilla.', error: 'Error de conexión. Vuelve a intentarlo.', invalidKey: 'ERROR para el propietario del sitio: clave de sitio no válida', note: 'reCAPTCHA: sustituto local de demostración' },
  en: { robot: 'I’m not a robot', verifying: 'Verifying…', expired: 'Verification expired. Check the checkbox again.', error: 'Connection error. Please try again.', invalidKey: 'ERROR for site owner: Invalid site key', note: 'reCAPTCHA: local demo stand-in' },
  'pt-BR': { robot: 'Não sou um robô', verifying: 'Verificando…', expired: 'A verificação expirou. Marque a caixa de seleção novamente.', error: 'Erro de conexão. Tente novamente.', invalidKey: 'ERRO para o proprietário do site: chave de site inválida', note: 'reCAPTCHA: substituto local de demonstração' },
  eu: { robot: 'Ez naiz robot bat', verifying: 'Egiaztatzen…', expired: 'Egiaztapena iraungi egin da. Markatu laukia berriro.', error: 'Konexio-errorea. Saiatu berriro.', invalidKey: 'ERROREA gunearen jabearentzat: gune-gakoak ez du balio', note: 'reCAPTCHA: demoko ordezko lokala' },
  fr: { robot: 'Je ne suis pas un robot', verifying: 'Vérification…', expired: 'La validation a expiré. Cochez à nouveau la case.', error: 'Erreur de connexion. Veuillez réessayer.', invalidKey: 'ERREUR pour le propriétaire du site : clé de site non valide', note: 'reCAPTCHA : substitut local de démonstration' },
  el: { robot: 'Δεν είμαι ρομπότ', verifying: 'Επαλήθευση…', expired: 'Η επαλήθευση έληξε. Επιλέξτε ξανά το πλαίσιο.', error: 'Σφάλμα σύνδεσης. Δοκιμάστε ξανά.', invalidKey: 'ΣΦΑΛΜΑ για τον ιδιοκτήτη του ιστότοπου: μη έγκυρο κλειδί ιστότοπου', note: 'reCAPTCHA: τοπικό υποκατάστατο επίδειξης' },
};

/** The script: one function, its texts and settings passed in as JSON. */
function standInScript(enterprise: boolean): string {
  return `(function (TEXTS, ENTERPRISE, TTL) {
  'use strict';
  var script = document.currentScript;
  var src = new URL(script.src);
  var tokenUrl = src.origin + src.pathname.replace(/[^/]*$/, '') + 'token';
  var render = src.searchParams.get('render') || 'onload';
  var onload = src.searchParams.get('onload');
  var hl = src.searchParams.get('hl') || 'en';
  var T = TEXTS[hl] || TEXTS[hl.split('-')[0]] || TEXTS.en;
  var isReady = false;
  var queue = [];
  var widgets = [];

  function fn(f) { return typeof f === 'function' ? f : typeof f === 'string' && typeof window[f] === 'function' ? window[f] : function () {}; }
  function requestToken(sitekey, kind, action) {
    return fetch(tokenUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sitekey: sitekey, kind: kind, action: action || null }) })
      .then(function (r) { return r.json().then(function (b) { if (!r.ok) { var e = new Error(b && b.message || 'HTTP ' + r.status); e.status = r.status; throw e; } return b; }); });
  }

  function render_(container, params) {
    var el = typeof container === 'string' ? document.getElementById(container) : container;
    var id = widgets.length;
    var box = document.createElement('div');
    box.className = 'ekitaldi-recaptcha-standin';
    box.style.cssText = 'display:inline-block;box-sizing:border-box;max-width:100%;width:304px;padding:12px;border:1px solid #c4c4c4;border-radius:3px;background:#f9f9f9;color:#1f1f1f;font:14px/1.4 Roboto,Arial,sans-serif;text-align:start';
    var row = document.createElement('div');
    row.style.cssText = 'display:flex;align-items:center;gap:12px;min-height:30px';
    var input = document.createElement('input');
    input.type = 'checkbox';
    input.id = 'ekitaldi-recaptcha-' + id;
    input.style.cssText = 'width:24px;height:24px;margin:0;accent-color:#1a73e8';
    var label = document.createElement('label');
    label.htmlFor = input.id;
    label.textContent = T.robot;
    row.appendChild(input);
    row.appendChild(label);
    var message = document.createElement('p');
    message.setAttribute('aria-live', 'polite');
    message.style.cssText = 'margin:8px 0 0;color:#b3261e;font-size:13px';
    var note = document.createElement('p');
    note.style.cssText = 'margin:8px 0 0;color:#4d4d4d;font-size:11px';
    note.textContent = T.note;
    box.appendChild(row);
    box.appendChild(message);
    box.appendChild(note);
    el.appendChild(box);
    var w = { response: '', timer: null, input: input, message: message };
    widgets.push(w);

    function clear(text) {
      window.clearTimeout(w.timer);
      w.response = '';
      input.checked = false;
      input.disabled = false;
      message.textContent = text || '';
    }
    w.clear = clear;
    input.addEventListener('change', function () {
      if (!input.checked) { input.checked = !!w.response; return; }
      input.disabled = true;
      message.style.color = '#1f1f1f';
      message.textContent = T.verifying;
      requestToken(params.sitekey, 'v2', null).then(function (b) {
        w.response = b.token;
        message.textContent = '';
        message.style.color = '#b3261e';
        w.timer = window.setTimeout(function () { clear(T.expired); fn(params['expired-callback'])(); }, (b.expiresIn || TTL) * 1000);
        fn(params.callback)(b.token);
      }, function (e) {
        message.style.color = '#b3261e';
        clear(e && e.status === 400 ? T.invalidKey : T.error);
        fn(params['error-callback'])();
      });
    });
    return id;
  }

  var api = {
    ready: function (cb) { if (isReady) window.setTimeout(cb, 0); else queue.push(cb); },
    render: render_,
    reset: function (id) { var w = widgets[id === undefined ? 0 : id]; if (w) w.clear(''); },
    getResponse: function (id) { var w = widgets[id === undefined ? 0 : id]; return w ? w.response : ''; },
    execute: function (sitekey, options) {
      if (render === 'explicit' || render === 'onload' || sitekey !== render) {
        return Promise.reject(new Error('Invalid site key or not loaded in api.js: ' + sitekey));
      }
      return requestToken(sitekey, ENTERPRISE ? 'enterprise' : 'v3', options && options.action).then(function (b) { return b.token; });
    },
  };
  if (ENTERPRISE) {
    window.grecaptcha = window.grecaptcha || {};
    window.grecaptcha.enterprise = api;
  } else {
    window.grecaptcha = api;
  }
  window.setTimeout(function () {
    isReady = true;
    queue.splice(0).forEach(function (cb) { cb(); });
    if (onload && typeof window[onload] === 'function') window[onload]();
  }, 0);
})(${JSON.stringify(TEXTS)}, ${enterprise}, ${CAPTCHA_TOKEN_TTL_MS / 1000});
`;
}

const SCRIPTS = { api: standInScript(false), enterprise: standInScript(true) };

export function recaptchaRoutes(app: FastifyInstance, d: Deps) {
  for (const name of ['api', 'enterprise'] as const) {
    app.get(`/__demo/recaptcha/${name}.js`, async (_req, reply) =>
      reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-store').send(SCRIPTS[name]),
    );
  }

  app.post('/__demo/recaptcha/token', async (req, reply) => {
    const body = (req.body ?? {}) as { sitekey?: unknown; kind?: unknown; action?: unknown };
    const kind = body.kind;
    if (typeof body.sitekey !== 'string' || (kind !== 'v2' && kind !== 'v3' && kind !== 'enterprise')) {
      return reply.code(400).send({ message: 'Send {sitekey, kind: v2 | v3 | enterprise, action?}' });
    }
    if (!tenantForSiteKey(d, body.sitekey, kind as CaptchaKind)) return reply.code(400).send({ message: 'Invalid site key' });
    const action = typeof body.action === 'string' && body.action !== '' ? body.action : null;
    return { token: issueCaptchaToken(d, body.sitekey, kind as CaptchaKind, action), expiresIn: CAPTCHA_TOKEN_TTL_MS / 1000 };
  });
}
