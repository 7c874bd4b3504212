/**
 * The development mailbox: every email the demo API "sends" is stored in `mails` and readable at
 * GET /__demo/mailbox (HTML) and /__demo/mailbox.json (routes/mailbox.ts). Emails are short, in
 * the language of the request, and their links point at the portal the request came from.
 */
import type { FastifyRequest } from 'fastify';
import { LOCALES, type Locale, type Tenant } from '../lib/tenants/schema';
import type { Deps } from './deps';
import { fill } from './seed/i18n';

export type MailKind = 'verify' | 'emailChange' | 'emailChangeNotice' | 'twoFactor' | 'reset' | 'waitlistSeat' | 'waitlistSkipped';

type Template = { subject: string; text: string };

/** Placeholders: {name} {event} {link} {code} {newEmail} {session} {reason}. */
const TEMPLATES: Record<MailKind, Record<Locale, Template>> = {
  // The waiting list (issue 25): a freed seat given to the first in line, or why it could not be.
  waitlistSeat: {
    es: { subject: 'Tienes plaza en «{session}» · {event}', text: 'Hola, {name}:\n\nSe ha liberado una plaza en «{session}» y es tuya: ya estás inscrito. Si no vas a poder ir, cancela tu inscripción para que pase a la siguiente persona de la lista:\n{link}' },
    en: { subject: 'You have a seat at “{session}” · {event}', text: 'Hello {name},\n\nA seat at “{session}” has become free and it is yours: you are now registered. If you cannot attend, cancel your registration so that it goes to the next person on the list:\n{link}' },
    pt: { subject: 'Você tem vaga em “{session}” · {event}', text: 'Olá, {name}!\n\nAbriu uma vaga em “{session}” e ela é sua: você já está inscrito. Se não puder ir, cancele a inscrição para que ela passe à próxima pessoa da lista:\n{link}' },
    eus: { subject: 'Plaza duzu «{session}» saioan · {event}', text: 'Kaixo, {name}:\n\nPlaza bat libratu da «{session}» saioan, eta zurea da: izena emanda duzu jada. Ezin baduzu joan, utzi bertan behera izen-ematea, zerrendako hurrengoari pasa dakion:\n{link}' },
    fr: { subject: 'Vous avez une place à « {session} » · {event}', text: 'Bonjour {name},\n\nUne place s’est libérée à « {session} » et elle est à vous : vous êtes inscrit. Si vous ne pouvez pas venir, annulez votre inscription pour qu’elle passe à la personne suivante de la liste :\n{link}' },
    el: { subject: 'Έχετε θέση στο «{session}» · {event}', text: 'Γεια σας {name},\n\nΕλευθερώθηκε μια θέση στο «{session}» και είναι δική σας: είστε πλέον εγγεγραμμένοι. Αν δεν μπορείτε να έρθετε, ακυρώστε την εγγραφή σας ώστε να περάσει στο επόμενο άτομο της λίστας:\n{link}' },
  },
  waitlistSkipped: {
    es: { subject: 'No hemos podido darte la plaza de «{session}» · {event}', text: 'Hola, {name}:\n\nSe ha liberado una plaza en «{session}», pero no podemos dártela: {reason} Has salido de la lista de espera; puedes volver a apuntarte desde la sesión:\n{link}' },
    en: { subject: 'We could not give you the seat at “{session}” · {event}', text: 'Hello {name},\n\nA seat at “{session}” has become free, but we cannot give it to you: {reason} You have left the waiting list; you can join it again from the session:\n{link}' },
    pt: { subject: 'Não foi possível dar a você a vaga de “{session}” · {event}', text: 'Olá, {name}!\n\nAbriu uma vaga em “{session}”, mas não podemos dá-la a você: {reason} Você saiu da lista de espera; pode entrar de novo pela sessão:\n{link}' },
    eus: { subject: 'Ezin izan dizugu «{session}» saioko plaza eman · {event}', text: 'Kaixo, {name}:\n\nPlaza bat libratu da «{session}» saioan, baina ezin dizugu eman: {reason} Itxaron-zerrendatik atera zara; saiotik bertatik izena eman dezakezu berriro:\n{link}' },
    fr: { subject: 'Nous n’avons pas pu vous donner la place à « {session} » · {event}', text: 'Bonjour {name},\n\nUne place s’est libérée à « {session} », mais nous ne pouvons pas vous la donner : {reason} Vous avez quitté la liste d’attente ; vous pouvez vous y inscrire à nouveau depuis la session :\n{link}' },
    el: { subject: 'Δεν μπορέσαμε να σας δώσουμε τη θέση στο «{session}» · {event}', text: 'Γεια σας {name},\n\nΕλευθερώθηκε μια θέση στο «{session}», αλλά δεν μπορούμε να σας τη δώσουμε: {reason} Βγήκατε από τη λίστα αναμονής· μπορείτε να εγγραφείτε ξανά από τη συνεδρία:\n{link}' },
  },
  verify: {
    es: {
      subject: 'Confirma tu correo electrónico · {event}',
      text: 'Hola, {name}:\n\nPara activar tu cuenta de {event}, confirma tu correo electrónico con este enlace (válido 48 horas):\n{link}\n\nSi no te has registrado, ignora este mensaje.',
    },
    en: {
      subject: 'Confirm your email address · {event}',
      text: 'Hello {name},\n\nTo activate your {event} account, confirm your email address with this link (valid for 48 hours):\n{link}\n\nIf you did not sign up, ignore this message.',
    },
    pt: {
      subject: 'Confirme seu e-mail · {event}',
      text: 'Olá, {name}!\n\nPara ativar sua conta do {event}, confirme seu e-mail com este link (válido por 48 horas):\n{link}\n\nSe você não se cadastrou, ignore esta mensagem.',
    },
    eus: {
      subject: 'Berretsi zure helbide elektronikoa · {event}',
      text: 'Kaixo, {name}:\n\n{event} ekitaldiko kontua aktibatzeko, berretsi zure helbide elektronikoa esteka honekin (48 orduz balio du):\n{link}\n\nEz bazara erregistratu, ez egin kasurik mezu honi.',
    },
    fr: {
      subject: 'Confirmez votre adresse e-mail · {event}',
      text: 'Bonjour {name},\n\nPour activer votre compte {event}, confirmez votre adresse e-mail avec ce lien (valable 48 heures) :\n{link}\n\nSi vous ne vous êtes pas inscrit, ignorez ce message.',
    },
    el: {
      subject: 'Επιβεβαιώστε τη διεύθυνση email σας · {event}',
      text: 'Γεια σας {name},\n\nΓια να ενεργοποιήσετε τον λογαριασμό σας στο {event}, επιβεβαιώστε τη διεύθυνση email σας με αυτόν τον σύνδεσμο (ισχύει για 48 ώρες):\n{link}\n\nΑν δεν κάνατε εγγραφή, αγνοήστε αυτό το μήνυμα.',
    },
  },
  emailChange: {
    es: {
      subject: 'Confirma tu nueva dirección de correo · {event}',
      text: 'Hola, {name}:\n\nHas pedido usar esta dirección en tu cuenta de {event}. Confírmala con este enlace (válido 24 horas):\n{link}\n\nHasta entonces seguirás usando tu dirección anterior. Si no lo has pedido tú, ignora este mensaje.',
    },
    en: {
      subject: 'Confirm your new email address · {event}',
      text: 'Hello {name},\n\nYou asked to use this address for your {event} account. Confirm it with this link (valid for 24 hours):\n{link}\n\nUntil then your previous address stays in use. If you did not ask for this, ignore this message.',
    },
    pt: {
      subject: 'Confirme seu novo e-mail · {event}',
      text: 'Olá, {name}!\n\nVocê pediu para usar este endereço na sua conta do {event}. Confirme-o com este link (válido por 24 horas):\n{link}\n\nAté lá, seu endereço anterior continua valendo. Se não foi você, ignore esta mensagem.',
    },
    eus: {
      subject: 'Berretsi zure helbide elektroniko berria · {event}',
      text: 'Kaixo, {name}:\n\nHelbide hau {event} ekitaldiko kontuan erabiltzeko eskatu duzu. Berretsi esteka honekin (24 orduz balio du):\n{link}\n\nBitartean, aurreko helbidea erabiltzen jarraituko duzu. Zuk eskatu ez baduzu, ez egin kasurik mezu honi.',
    },
    fr: {
      subject: 'Confirmez votre nouvelle adresse e-mail · {event}',
      text: 'Bonjour {name},\n\nVous avez demandé à utiliser cette adresse pour votre compte {event}. Confirmez-la avec ce lien (valable 24 heures) :\n{link}\n\nD’ici là, votre ancienne adresse reste utilisée. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
    },
    el: {
      subject: 'Επιβεβαιώστε τη νέα διεύθυνση email σας · {event}',
      text: 'Γεια σας {name},\n\nΖητήσατε να χρησιμοποιείτε αυτή τη διεύθυνση στον λογαριασμό σας στο {event}. Επιβεβαιώστε την με αυτόν τον σύνδεσμο (ισχύει για 24 ώρες):\n{link}\n\nΜέχρι τότε παραμένει σε χρήση η προηγούμενη διεύθυνσή σας. Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα.',
    },
  },
  emailChangeNotice: {
    es: {
      subject: 'Cambio de correo solicitado · {event}',
      text: 'Hola, {name}:\n\nSe ha pedido cambiar el correo de tu cuenta de {event} a {newEmail}. El cambio se hará cuando se confirme desde esa dirección. Si no lo has pedido tú, cambia tu contraseña.',
    },
    en: {
      subject: 'Email change requested · {event}',
      text: 'Hello {name},\n\nA change of your {event} account’s email address to {newEmail} was requested. It takes effect once it is confirmed from that address. If you did not ask for this, change your password.',
    },
    pt: {
      subject: 'Alteração de e-mail solicitada · {event}',
      text: 'Olá, {name}!\n\nFoi solicitada a alteração do e-mail da sua conta do {event} para {newEmail}. A alteração vale quando for confirmada a partir desse endereço. Se não foi você, altere sua senha.',
    },
    eus: {
      subject: 'Helbide elektronikoa aldatzeko eskaera · {event}',
      text: 'Kaixo, {name}:\n\n{event} ekitaldiko kontuaren helbide elektronikoa {newEmail} helbidera aldatzeko eskatu da. Aldaketa helbide horretatik berresten denean egingo da. Zuk eskatu ez baduzu, aldatu pasahitza.',
    },
    fr: {
      subject: 'Changement d’adresse e-mail demandé · {event}',
      text: 'Bonjour {name},\n\nLe remplacement de l’adresse e-mail de votre compte {event} par {newEmail} a été demandé. Il prendra effet une fois confirmé depuis cette adresse. Si vous n’êtes pas à l’origine de cette demande, changez votre mot de passe.',
    },
    el: {
      subject: 'Αίτημα αλλαγής email · {event}',
      text: 'Γεια σας {name},\n\nΖητήθηκε η αλλαγή της διεύθυνσης email του λογαριασμού σας στο {event} σε {newEmail}. Η αλλαγή θα ισχύσει μόλις επιβεβαιωθεί από εκείνη τη διεύθυνση. Αν δεν το ζητήσατε εσείς, αλλάξτε τον κωδικό πρόσβασής σας.',
    },
  },
  twoFactor: {
    es: {
      subject: '{code} es tu código de acceso · {event}',
      text: 'Hola, {name}:\n\nTu código para iniciar sesión en {event} es {code}. Caduca en 10 minutos.\n\nSi no estás intentando iniciar sesión, cambia tu contraseña.',
    },
    en: {
      subject: '{code} is your sign-in code · {event}',
      text: 'Hello {name},\n\nYour code to sign in to {event} is {code}. It expires in 10 minutes.\n\nIf you are not trying to sign in, change your password.',
    },
    pt: {
      subject: '{code} é seu código de acesso · {event}',
      text: 'Olá, {name}!\n\nSeu código para entrar no {event} é {code}. Ele expira em 10 minutos.\n\nSe você não está tentando entrar, altere sua senha.',
    },
    eus: {
      subject: '{code} da zure sarbide-kodea · {event}',
      text: 'Kaixo, {name}:\n\n{event} ekitaldian saioa hasteko kodea {code} da. 10 minutu barru iraungiko da.\n\nSaioa hasten saiatzen ari ez bazara, aldatu pasahitza.',
    },
    fr: {
      subject: '{code} est votre code de connexion · {event}',
      text: 'Bonjour {name},\n\nVotre code pour vous connecter à {event} est {code}. Il expire dans 10 minutes.\n\nSi vous n’essayez pas de vous connecter, changez votre mot de passe.',
    },
    el: {
      subject: '{code}: ο κωδικός σύνδεσής σας · {event}',
      text: 'Γεια σας {name},\n\nΟ κωδικός για να συνδεθείτε στο {event} είναι {code}. Λήγει σε 10 λεπτά.\n\nΑν δεν προσπαθείτε να συνδεθείτε, αλλάξτε τον κωδικό πρόσβασής σας.',
    },
  },
  reset: {
    es: {
      subject: 'Restablece tu contraseña · {event}',
      text: 'Hola, {name}:\n\nPara elegir una nueva contraseña de {event}, abre este enlace (válido 1 hora, un solo uso):\n{link}\n\nSi no lo has pedido tú, ignora este mensaje: tu contraseña no cambia.',
    },
    en: {
      subject: 'Reset your password · {event}',
      text: 'Hello {name},\n\nTo choose a new password for {event}, open this link (valid for 1 hour, single use):\n{link}\n\nIf you did not ask for this, ignore this message: your password stays the same.',
    },
    pt: {
      subject: 'Redefina sua senha · {event}',
      text: 'Olá, {name}!\n\nPara escolher uma nova senha no {event}, abra este link (válido por 1 hora, uso único):\n{link}\n\nSe não foi você, ignore esta mensagem: sua senha não muda.',
    },
    eus: {
      subject: 'Berrezarri pasahitza · {event}',
      text: 'Kaixo, {name}:\n\n{event} ekitaldirako pasahitz berria aukeratzeko, ireki esteka hau (ordubetez balio du, behin bakarrik):\n{link}\n\nZuk eskatu ez baduzu, ez egin kasurik mezu honi: zure pasahitza ez da aldatuko.',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe · {event}',
      text: 'Bonjour {name},\n\nPour choisir un nouveau mot de passe pour {event}, ouvrez ce lien (valable 1 heure, à usage unique) :\n{link}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe ne change pas.',
    },
    el: {
      subject: 'Επαναφορά κωδικού πρόσβασης · {event}',
      text: 'Γεια σας {name},\n\nΓια να ορίσετε νέο κωδικό πρόσβασης στο {event}, ανοίξτε αυτόν τον σύνδεσμο (ισχύει για 1 ώρα, μία χρήση):\n{link}\n\nΑν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα: ο κωδικός σας δεν αλλάζει.',
    },
  },
};

/**
 * The language of an email: the body's `locale` when the tenant offers it, else the request's
 * (X-Locale, already narrowed to the tenant's languages).
 */
export function mailLocale(tenant: Tenant, requestLocale: Locale, bodyLocale?: unknown): Locale {
  const wanted = typeof bodyLocale === 'string' ? bodyLocale.trim().toLowerCase() : '';
  if ((LOCALES as readonly string[]).includes(wanted) && tenant.languages.includes(wanted as Locale)) return wanted as Locale;
  return requestLocale;
}

/** The tenant's public origin: baseUrl, or http:// + its first host. */
export function tenantOrigin(tenant: Tenant): string {
  return (tenant.baseUrl ?? `http://${tenant.hosts[0]}`).replace(/\/+$/, '');
}

/**
 * Where links in emails point: the request's Origin when its host is one of the tenant's hosts
 * (any port: the e2e portals run on their own ports), else the tenant's baseUrl.
 */
export function portalOrigin(tenant: Tenant, req: FastifyRequest | null): string {
  return matchOrigin(tenant, req?.headers.origin);
}

/** `origin` when it is one of the tenant's hosts (any port), else the tenant's baseUrl. */
export function matchOrigin(tenant: Tenant, origin: unknown): string {
  if (typeof origin === 'string' && origin !== '') {
    try {
      const u = new URL(origin);
      if ((u.protocol === 'http:' || u.protocol === 'https:') && tenant.hosts.includes(u.hostname.toLowerCase())) return u.origin;
    } catch {
      // not a URL: use the baseUrl
    }
  }
  return tenantOrigin(tenant);
}

/** A portal URL: `es` is unprefixed, the other languages add `/<locale>`. */
export function portalLink(origin: string, locale: Locale, path: string): string {
  return `${origin}${locale === 'es' ? '' : `/${locale}`}${path}`;
}

/** The event's name in a language (falls back to es, then to the tenant's name). */
export function eventName(d: Deps, tenant: Tenant, locale: Locale): string {
  const row = d
    .sql(
      `SELECT COALESCE(t.event_name, t_es.event_name) AS name FROM events e
       LEFT JOIN event_i18n t ON t.tenant = e.tenant AND t.locale = ?
       LEFT JOIN event_i18n t_es ON t_es.tenant = e.tenant AND t_es.locale = 'es' WHERE e.tenant = ?`,
    )
    .get(locale, tenant.key) as { name: string | null } | undefined;
  return row?.name ?? tenant.name;
}

export interface MailInput {
  tenant: Tenant;
  to: string;
  locale: Locale;
  kind: MailKind;
  vars: { name: string; link?: string; code?: string; newEmail?: string; session?: string; reason?: string };
}

/** "Sends" an email: stores it in the mailbox. Returns its id. Never logs its content. */
export function sendMail(d: Deps, m: MailInput): number {
  const t = TEMPLATES[m.kind][m.locale] ?? TEMPLATES[m.kind].es;
  const vars = { event: eventName(d, m.tenant, m.locale), link: '', code: '', newEmail: '', session: '', reason: '', ...m.vars };
  const links = m.vars.link ? [m.vars.link] : [];
  return Number(
    d
      .sql('INSERT INTO mails (tenant, to_email, subject, text, links, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(m.tenant.key, m.to, fill(t.subject, vars), fill(t.text, vars), JSON.stringify(links), new Date(d.clock()).toISOString())
      .lastInsertRowid,
  );
}

/** Why a waiter was skipped, as the email says it (the rules of registering). */
export const WAITLIST_SKIP_REASONS: Record<'registration.closed' | 'registration.duplicate_room' | 'registration.ticket_required' | 'registration.overlap', Record<Locale, string>> = {
  'registration.closed': {
    es: 'la sesión ya no admite inscripciones.', en: 'the session no longer takes registrations.', pt: 'a sessão não aceita mais inscrições.',
    eus: 'saioak ez du izen-ematerik onartzen jada.', fr: 'la session n’accepte plus d’inscriptions.', el: 'η συνεδρία δεν δέχεται πλέον εγγραφές.',
  },
  'registration.duplicate_room': {
    es: 'ya estás inscrito en esta sesión.', en: 'you are already registered for this session.', pt: 'você já está inscrito nesta sessão.',
    eus: 'saio honetan izena emanda duzu jada.', fr: 'vous êtes déjà inscrit à cette session.', el: 'είστε ήδη εγγεγραμμένοι σε αυτή τη συνεδρία.',
  },
  'registration.ticket_required': {
    es: 'la sesión pide una entrada que no tienes.', en: 'the session needs a ticket you do not hold.', pt: 'a sessão exige um ingresso que você não tem.',
    eus: 'saioak ez duzun sarrera bat eskatzen du.', fr: 'la session demande un billet que vous n’avez pas.', el: 'η συνεδρία απαιτεί εισιτήριο που δεν έχετε.',
  },
  'registration.overlap': {
    es: 'estás inscrito en otra sesión a la misma hora.', en: 'you are registered for another session at the same time.', pt: 'você está inscrito em outra sessão no mesmo horário.',
    eus: 'ordu berean beste saio batean emanda duzu izena.', fr: 'vous êtes inscrit à une autre session au même moment.', el: 'είστε εγγεγραμμένοι σε άλλη συνεδρία την ίδια ώρα.',
  },
};

export interface MailRow {
  id: number;
  tenant: string;
  to_email: string;
  subject: string;
  text: string;
  links: string;
  created_at: string;
}

/** Mailbox entries, newest first, optionally for one address and/or tenant. */
export function listMails(d: Deps, filter: { to?: string | null; tenant?: string | null; limit?: number }) {
  const rows = d
    .sql(
      `SELECT * FROM mails WHERE (@to IS NULL OR to_email = @to) AND (@tenant IS NULL OR tenant = @tenant)
       ORDER BY id DESC LIMIT @limit`,
    )
    .all({ to: filter.to ?? null, tenant: filter.tenant ?? null, limit: filter.limit ?? 200 }) as MailRow[];
  return rows.map((r) => ({
    id: r.id,
    tenant: r.tenant,
    to: r.to_email,
    subject: r.subject,
    text: r.text,
    links: JSON.parse(r.links) as string[],
    createdAt: r.created_at,
  }));
}

/** Silent per-address throttle for emails a visitor can trigger anonymously (reset, resend). */
export class MailThrottle {
  private sent = new Map<string, number[]>();
  constructor(
    private readonly clock: () => number,
    private readonly max = 3,
    private readonly windowMs = 15 * 60 * 1000,
  ) {}
  /** True (and counted) when another email may go to `key` now. */
  allow(key: string): boolean {
    const since = this.clock() - this.windowMs;
    const list = (this.sent.get(key) ?? []).filter((t) => t > since);
    if (list.length >= this.max) {
      this.sent.set(key, list);
      return false;
    }
    list.push(this.clock());
    this.sent.set(key, list);
    return true;
  }
}
