/** Speakers and the demo customer accounts of one tenant. */
import type { SeedCtx } from './context';
import { fill, madridIso, perLang, slugify, tx } from './i18n';
import { BIO, COMPANIES, FIRST_NAMES, JOB_TITLES, SUBJECTS, SURNAMES } from './vocab';

/** Basque writes job titles in lower case inside a sentence. */
function midSentence(job: string, lang: string): string {
  return lang === 'eus' ? job.charAt(0).toLowerCase() + job.slice(1) : job;
}

export function seedSpeakers(ctx: SeedCtx) {
  const { rng, tenant, profile } = ctx;
  const used = new Set<string>();
  const subjects = rng.shuffle(SUBJECTS);
  for (let i = 0; i < profile.speakers; i++) {
    let name = '';
    let surname = '';
    do {
      name = rng.pick(FIRST_NAMES);
      surname = rng.pick(SURNAMES);
    } while (used.has(`${name} ${surname}`));
    used.add(`${name} ${surname}`);
    const slug = slugify(`${name} ${surname}`);
    const company = rng.pick(COMPANIES);
    const job = rng.pick(JOB_TITLES);
    const subject = subjects[i % subjects.length]!;
    const handle = slug.replace(/-/g, '');
    const id = ctx.insert('speakers', {
      tenant: tenant.key,
      slug,
      name,
      surname,
      company,
      photo: null,
      twitter: rng.chance(0.6) ? `https://twitter.com/${handle}` : null,
      linkedin: rng.chance(0.8) ? `https://www.linkedin.com/in/${slug}` : null,
      website: rng.chance(0.3) ? `https://${slug}.example` : null,
      featured: i < 6 ? 1 : 0,
      position: i,
    });
    // Every seventh speaker has no photo: the portal shows initials.
    if (i % 7 !== 6) ctx.db.prepare('UPDATE speakers SET photo = ? WHERE id = ?').run(`/media/speakers/${id}.svg`, id);
    ctx.i18n('speaker_i18n', 'speaker_id', id, {
      job_title: job,
      bio: perLang(ctx.langs, (l) =>
        fill(BIO[l], { job: midSentence(tx(job, l), l), company, subject: subject.text[l], event: tx(ctx.eventName, l) }),
      ),
    });
    for (const t of subject.tags) {
      ctx.db.prepare('INSERT OR IGNORE INTO speaker_tags (speaker_id, tag_id) VALUES (?, ?)').run(id, ctx.tag('speaker', t));
    }
    ctx.speakers.push({ id, name, surname });
  }
}

/**
 * bcrypt hashes (cost 10) of the demo passwords, computed once so the seed is deterministic and
 * fast: Asistente#2026, Organizador#2026, Pendiente#2026, Dosfactores#2026, Compartida#2026,
 * Online#2026, Prensa#2026.
 */
const HASHES = {
  attendee: '$2b$10$F7.0txcmgXsU9YdNSO0qTO05ToSI1okeXI7cq/ScE4C52WHP8hIBC',
  organiser: '$2b$10$ryql/4wKsQtQghZNXSgk8eyftl5DECWyVc5t..J0ZETmyyHH0oANy',
  unverified: '$2b$10$VLaUBNMCiHqmg320y5L51eQ5RUQTHC/E75i32PvGplpyW/A3VIq9q',
  twoFactor: '$2b$10$93PrwT/s1IQFiVSHQtxkXeCdARUSz/bErXIjbeQXE.b05m1ym.7CO',
  shared: '$2b$10$7SVA667TiQihKUb.55hx2e4pEiYsHdb9jOGSQ7ocwzHFEBG5fbW/q',
  online: '$2b$10$oWVjYLBFNFURxMe.E6JmvO5wvmlr2XFcmBB5zTdbUHIkBTebUUrKC',
  press: '$2b$10$XAceBa3Uy3IPHJeEUQsuGuRH0hDqFGbGWNnGjwU4N0BXmwu6y4xTO',
};

export const DEMO_ACCOUNTS = {
  attendee: { email: 'asistente@ekitaldi.test', password: 'Asistente#2026' },
  organiser: { email: 'organizador@ekitaldi.test', password: 'Organizador#2026' },
  unverified: { email: 'sinverificar@ekitaldi.test', password: 'Pendiente#2026' },
  /** two-factor by email, every tenant */
  twoFactor: { email: 'dosfactores@ekitaldi.test', password: 'Dosfactores#2026' },
  /** only on the demo tenant: signs in on portals that share accounts (cned) by propagation */
  shared: { email: 'compartida@ekitaldi.test', password: 'Compartida#2026' },
  /** only on the demo tenant: holds the free online ticket only (streams and files), networking off (seed/orders.ts) */
  online: { email: 'online@ekitaldi.test', password: 'Online#2026' },
  /** only on the demo tenant: holds the press pass (in person, badge, networking; no streams, no files), networking off (seed/orders.ts) */
  press: { email: 'prensa@ekitaldi.test', password: 'Prensa#2026' },
} as const;

export function seedCustomers(ctx: SeedCtx) {
  const createdAt = madridIso(ctx.profile.postsFrom, '09:00');
  const base = {
    tenant: ctx.tenant.key,
    second_surname: null,
    photo: null,
    university: null,
    treatment: null,
    nationality: 'ES',
    document_type: null,
    document_number: null,
    document_issue_date: null,
    document_expiry_date: null,
    food_restrictions: null,
    comments: null,
    two_factor_method: 'NONE',
    created_at: createdAt,
  };
  ctx.insert('customers', {
    ...base,
    email: DEMO_ACCOUNTS.attendee.email,
    password_hash: HASHES.attendee,
    name: 'Ane',
    surname: 'Etxeberria',
    second_surname: 'Arana',
    position: 'Técnica de proyectos',
    company: 'Gaia Analytics',
    telephone: '600123456',
    job_title: 'Técnica de proyectos',
    date_of_birth: '1990-04-12',
    document_type: 'dni',
    document_number: '12345678Z',
    food_restrictions: 'Vegetariana',
    gender: 'F',
    user_type: 'attendee',
    consent_data_processing: 1,
    consent_advertising: 0,
    email_verified: 1,
    is_moderator: 0,
  });
  ctx.insert('customers', {
    ...base,
    email: DEMO_ACCOUNTS.organiser.email,
    password_hash: HASHES.organiser,
    name: 'Iñaki',
    surname: 'Goikoetxea',
    position: 'Coordinador del programa',
    company: ctx.profile.org,
    telephone: '944000111',
    job_title: 'Coordinador del programa',
    gender: 'M',
    user_type: 'organizer',
    consent_data_processing: 1,
    consent_advertising: 1,
    email_verified: 1,
    is_moderator: 1,
  });
  ctx.insert('customers', {
    ...base,
    email: DEMO_ACCOUNTS.unverified.email,
    password_hash: HASHES.unverified,
    name: 'Lucía',
    surname: 'Navarro',
    position: null,
    company: null,
    telephone: null,
    job_title: null,
    gender: null,
    user_type: 'attendee',
    consent_data_processing: 1,
    consent_advertising: 0,
    email_verified: 0,
    is_moderator: 0,
  });
  ctx.insert('customers', {
    ...base,
    email: DEMO_ACCOUNTS.twoFactor.email,
    password_hash: HASHES.twoFactor,
    name: 'Mikel',
    surname: 'Arrieta',
    position: 'Responsable de seguridad',
    company: 'Bidasoa Systems',
    telephone: '688112233',
    job_title: 'Responsable de seguridad',
    gender: 'M',
    user_type: 'attendee',
    two_factor_method: 'EMAIL',
    consent_data_processing: 1,
    consent_advertising: 0,
    email_verified: 1,
    is_moderator: 0,
  });
  if (ctx.tenant.key === 'demo') {
    ctx.insert('customers', {
      ...base,
      email: DEMO_ACCOUNTS.shared.email,
      password_hash: HASHES.shared,
      name: 'Irene',
      surname: 'Zubizarreta',
      position: 'Directora de proyectos europeos',
      company: 'Ekitaldi Events S.L.',
      telephone: '655443322',
      job_title: 'Directora de proyectos europeos',
      gender: 'F',
      user_type: 'attendee',
      consent_data_processing: 1,
      consent_advertising: 1,
      email_verified: 1,
      is_moderator: 0,
    });
    ctx.insert('customers', {
      ...base,
      email: DEMO_ACCOUNTS.online.email,
      password_hash: HASHES.online,
      name: 'Nerea',
      surname: 'Olaizola',
      position: 'Analista',
      company: 'Urola Digital',
      telephone: '622334455',
      job_title: 'Analista',
      gender: 'F',
      user_type: 'attendee',
      consent_data_processing: 1,
      consent_advertising: 0,
      email_verified: 1,
      is_moderator: 0,
    });
    ctx.insert('customers', {
      ...base,
      email: DEMO_ACCOUNTS.press.email,
      password_hash: HASHES.press,
      name: 'Jon',
      surname: 'Etxeberria',
      position: 'Periodista',
      company: 'Gaceta de Gipuzkoa',
      telephone: '633445566',
      job_title: 'Periodista',
      gender: 'M',
      user_type: 'attendee',
      consent_data_processing: 1,
      consent_advertising: 0,
      email_verified: 1,
      is_moderator: 0,
    });
  }
}
