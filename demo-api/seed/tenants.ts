/** What each demo tenant's event looks like. Unknown registry tenants get `genericProfile`. */
import type { Tenant } from '../../lib/tenants/schema';
import type { L, PL } from './i18n';
import { DEFAULT_TOPICS } from './vocab';

export interface VenueDef {
  name: PL;
  /** rooms besides the auditorium */
  rooms: number;
  auditorium: number;
}

export interface TopicDef {
  slug: string;
  color: string;
  name: PL;
  description: PL;
}

export interface Profile {
  /** copyright holder and data controller */
  org: string;
  eventName?: PL;
  description: PL;
  edition: number;
  /** local dates (in the tenant's registry `timeZone`) of the current edition */
  days: string[];
  venues: VenueDef[];
  /** full: ~14 sessions per venue and day; light: ~7 */
  density: 'full' | 'light';
  speakers: number;
  sponsors: number;
  posts: number;
  /** blog posts are dated between these two days */
  postsFrom: string;
  postsUntil: string;
  topics: TopicDef[];
  pastEdition?: { edition: number; days: string[] };
  menu: 'full' | 'axes' | 'compact';
  legalLogo: boolean;
  /** years, attendees and sessions of earlier editions (page ediciones-anteriores) */
  previousEditions: { year: number; attendees: number; sessions: number }[];
  /** stop seeding sessions at this many (the benchmark tenant wants exactly 300) */
  maxSessions?: number;
  /**
   * The tenant's registration form lets people without an account take a seat
   * (POST /custom-form/external-register); its first workshop of the current edition asks for it.
   */
  externalRegistration?: boolean;
}

/** What most demo events share: the light day plan, the default topics and the full menu; no legal logo, no earlier editions. */
const TYPICAL = {
  density: 'light',
  topics: DEFAULT_TOPICS,
  menu: 'full',
  legalLogo: false,
  previousEditions: [],
} satisfies Partial<Profile>;

/** A profile that says only where it differs from TYPICAL. */
function profile(own: Omit<Profile, keyof typeof TYPICAL> & Partial<Profile>): Profile {
  return { ...TYPICAL, ...own };
}

const EUSKALDUNA: PL = { es: 'Palacio Euskalduna (Bilbao)', en: 'Euskalduna Conference Centre (Bilbao)', pt: 'Palácio Euskalduna (Bilbao)', eus: 'Euskalduna Jauregia (Bilbo)', fr: 'Palais Euskalduna (Bilbao)', el: 'Συνεδριακό Κέντρο Euskalduna (Μπιλμπάο)' };

export const PROFILES: Record<string, Profile> = {
  demo: profile({
    org: 'Ekitaldi Events S.L.',
    description: {
      es: 'Tres días de ponencias, talleres y networking sobre innovación, sostenibilidad y personas, en Bilbao y Donostia.',
      en: 'Three days of talks, workshops and networking on innovation, sustainability and people, in Bilbao and San Sebastián.',
      pt: 'Três dias de palestras, oficinas e networking sobre inovação, sustentabilidade e pessoas, em Bilbao e San Sebastián.',
      eus: 'Hiru egun hitzaldi, tailer eta networking berrikuntzari, jasangarritasunari eta pertsonei buruz, Bilbon eta Donostian.',
    },
    edition: 2027,
    days: ['2027-03-09', '2027-03-10', '2027-03-11'],
    venues: [
      { name: EUSKALDUNA, rooms: 3, auditorium: 1200 },
      { name: { es: 'Kursaal (Donostia)', en: 'Kursaal Congress Centre (San Sebastián)', pt: 'Kursaal (San Sebastián)', eus: 'Kursaal (Donostia)' }, rooms: 3, auditorium: 800 },
    ],
    density: 'full',
    speakers: 30,
    sponsors: 12,
    posts: 15,
    postsFrom: '2026-05-04',
    postsUntil: '2026-11-16',
    pastEdition: { edition: 2025, days: ['2025-11-18', '2025-11-19'] },
    legalLogo: true,
    previousEditions: [
      { year: 2023, attendees: 850, sessions: 48 },
      { year: 2024, attendees: 1100, sessions: 56 },
      { year: 2025, attendees: 1400, sessions: 62 },
    ],
  }),
  hermes: profile({
    org: 'Hermes Forum Association',
    description: {
      es: 'El foro anual de la comunicación empresarial en el arco atlántico.',
      en: 'The yearly forum on business communication across the Atlantic Arc.',
      fr: "Le forum annuel de la communication d'entreprise de l'Arc atlantique.",
    },
    edition: 2027,
    days: ['2027-04-20', '2027-04-21'],
    venues: [
      { name: { es: 'Centro de Congresos Bellevue (Biarritz)', en: 'Bellevue Congress Centre (Biarritz)', fr: 'Centre de congrès Bellevue (Biarritz)' }, rooms: 2, auditorium: 600 },
      { name: { es: 'Palacio de Miramar (Donostia)', en: 'Miramar Palace (San Sebastián)', fr: 'Palais de Miramar (Saint-Sébastien)' }, rooms: 2, auditorium: 400 },
    ],
    speakers: 14,
    sponsors: 6,
    posts: 6,
    postsFrom: '2026-09-01',
    postsUntil: '2026-11-18',
    pastEdition: { edition: 2026, days: ['2026-04-21'] },
    legalLogo: true,
    externalRegistration: true,
    previousEditions: [
      { year: 2025, attendees: 420, sessions: 24 },
      { year: 2026, attendees: 510, sessions: 28 },
    ],
  }),
  mdigital: profile({
    org: 'mDigital Elkartea',
    description: {
      es: 'Congreso sobre marketing y medios digitales para pymes.',
      eus: 'Enpresa txiki eta ertainentzako marketin eta komunikabide digitalei buruzko biltzarra.',
    },
    edition: 2027,
    days: ['2027-05-26', '2027-05-27'],
    venues: [{ name: { es: 'Bizkaia Aretoa (Bilbao)', eus: 'Bizkaia Aretoa (Bilbo)' }, rooms: 2, auditorium: 450 }],
    speakers: 10,
    sponsors: 5,
    posts: 5,
    postsFrom: '2026-07-01',
    postsUntil: '2026-11-12',
    previousEditions: [{ year: 2025, attendees: 300, sessions: 18 }],
  }),
  digitalone: profile({
    org: 'DigitalOne Iberia, S.A.',
    description: {
      es: 'Jornadas de transformación digital entre la península ibérica y el mundo.',
      en: 'Digital transformation days connecting the Iberian Peninsula and the world.',
      pt: 'Jornadas de transformação digital entre a Península Ibérica e o mundo.',
    },
    edition: 2027,
    days: ['2027-02-02', '2027-02-03'],
    venues: [
      { name: { es: 'Centro de Congresos de Lisboa', en: 'Lisbon Congress Centre', pt: 'Centro de Congressos de Lisboa' }, rooms: 2, auditorium: 900 },
      { name: { es: 'Palacio Europa (Vitoria-Gasteiz)', en: 'Europa Conference Centre (Vitoria-Gasteiz)', pt: 'Palácio Europa (Vitoria-Gasteiz)' }, rooms: 2, auditorium: 500 },
    ],
    speakers: 12,
    sponsors: 6,
    posts: 5,
    postsFrom: '2026-08-03',
    postsUntil: '2026-11-10',
    legalLogo: true,
    previousEditions: [{ year: 2026, attendees: 760, sessions: 30 }],
  }),
  cned: profile({
    org: 'CNED Network',
    description: {
      es: 'Conferencia internacional sobre educación a distancia.',
      en: 'International conference on distance education.',
      el: 'Διεθνές συνέδριο για την εξ αποστάσεως εκπαίδευση.',
    },
    edition: 2027,
    days: ['2027-01-27', '2027-01-28'],
    venues: [{ name: { es: 'Centro de Congresos Megaron (Atenas)', en: 'Megaron Conference Centre (Athens)', el: 'Συνεδριακό Κέντρο Μέγαρον (Αθήνα)' }, rooms: 2, auditorium: 700 }],
    speakers: 10,
    sponsors: 4,
    posts: 4,
    postsFrom: '2026-09-15',
    postsUntil: '2026-11-13',
    legalLogo: true,
    previousEditions: [
      { year: 2024, attendees: 380, sessions: 20 },
      { year: 2025, attendees: 450, sessions: 22 },
    ],
  }),
  ciud: profile({
    org: 'Red CIUD',
    description: {
      es: 'Encuentro iberoamericano de ciudades y universidades.',
      pt: 'Encontro ibero-americano de cidades e universidades.',
    },
    edition: 2026,
    days: ['2026-11-30', '2026-12-01'],
    venues: [{ name: { es: 'Aula Magna (Oporto)', pt: 'Aula Magna (Porto)' }, rooms: 2, auditorium: 350 }],
    speakers: 8,
    sponsors: 4,
    posts: 4,
    postsFrom: '2026-09-01',
    postsUntil: '2026-11-17',
    previousEditions: [{ year: 2025, attendees: 220, sessions: 16 }],
  }),
  eirv2023: profile({
    org: 'EIR · Encuentro Internacional de Líderes',
    eventName: { es: 'EIR 2023 · Encuentro Internacional de Líderes', en: 'EIR 2023 · International Leaders Meeting' },
    description: {
      es: '700 líderes, tres ejes y tres días: del 8 al 10 de mayo de 2023, Bilbao reúne a quienes impulsan el cambio en empresas, instituciones y sociedad.',
      en: '700 leaders, three axes, three days: on 8–10 May 2023, Bilbao brings together the people driving change in business, institutions and society.',
    },
    edition: 2023,
    days: ['2023-05-08', '2023-05-09', '2023-05-10'],
    venues: [{ name: EUSKALDUNA, rooms: 3, auditorium: 2000 }],
    density: 'full',
    speakers: 24,
    sponsors: 8,
    posts: 6,
    postsFrom: '2023-01-16',
    postsUntil: '2023-05-15',
    topics: [
      { slug: 'liderazgo-transformador', color: '#0b3d91', name: { es: 'Liderazgo transformador', en: 'Transformational leadership' }, description: { es: 'Liderar organizaciones y comunidades en plena transformación.', en: 'Leading organisations and communities through transformation.' } },
      { slug: 'prosperidad-sostenible', color: '#1a7f37', name: { es: 'Prosperidad sostenible', en: 'Sustainable prosperity' }, description: { es: 'Crecimiento económico compatible con el planeta y la cohesión social.', en: 'Economic growth that respects the planet and social cohesion.' } },
      { slug: 'talento-e-innovacion', color: '#9a6700', name: { es: 'Talento e innovación', en: 'Talent and innovation' }, description: { es: 'Atraer, formar y retener el talento que hace posible la innovación.', en: 'Attracting, developing and keeping the talent that makes innovation happen.' } },
    ],
    menu: 'axes',
    legalLogo: true,
    previousEditions: [
      { year: 2019, attendees: 520, sessions: 30 },
      { year: 2021, attendees: 610, sessions: 34 },
    ],
  }),
  compact: profile({
    org: 'Compact Jornadas S.L.',
    description: { es: 'Una jornada, un auditorio y las ideas que importan.' },
    edition: 2026,
    days: ['2026-12-10'],
    venues: [{ name: { es: 'Centro Cívico La Bolsa (Bilbao)' }, rooms: 1, auditorium: 250 }],
    speakers: 6,
    sponsors: 3,
    posts: 3,
    postsFrom: '2026-10-01',
    postsUntil: '2026-11-15',
    menu: 'compact',
    previousEditions: [{ year: 2025, attendees: 180, sessions: 8 }],
  }),
  mantenimiento: profile({
    org: 'Ekitaldi Events S.L.',
    description: { es: 'Portal temporalmente en mantenimiento.', en: 'Portal temporarily under maintenance.' },
    edition: 2026,
    days: ['2026-12-01'],
    venues: [{ name: { es: 'Sede central', en: 'Main venue' }, rooms: 1, auditorium: 200 }],
    speakers: 4,
    sponsors: 2,
    posts: 2,
    postsFrom: '2026-10-01',
    postsUntil: '2026-11-01',
    menu: 'compact',
  }),
};

const GENERIC_DESCRIPTION: L = {
  es: 'Un encuentro profesional con ponencias, talleres y networking.',
  en: 'A professional meeting with talks, workshops and networking.',
  pt: 'Um encontro profissional com palestras, oficinas e networking.',
  eus: 'Topaketa profesionala: hitzaldiak, tailerrak eta networkinga.',
  fr: 'Une rencontre professionnelle avec interventions, ateliers et networking.',
  el: 'Μια επαγγελματική συνάντηση με ομιλίες, εργαστήρια και δικτύωση.',
};
const GENERIC_VENUE: L = { es: 'Sede principal', en: 'Main venue', pt: 'Local principal', eus: 'Egoitza nagusia', fr: 'Lieu principal', el: 'Κύριος χώρος' };

/** A tenant added to the registry without a profile here still gets a small, complete event. */
export function genericProfile(tenant: Tenant): Profile {
  return profile({
    org: tenant.name,
    description: GENERIC_DESCRIPTION,
    edition: 2027,
    days: ['2027-05-18', '2027-05-19'],
    venues: [{ name: GENERIC_VENUE, rooms: 2, auditorium: 400 }],
    speakers: 8,
    sponsors: 4,
    posts: 4,
    postsFrom: '2026-09-01',
    postsUntil: '2026-11-15',
  });
}

/**
 * `bench` (registered only by tests/bench/agenda.mjs, host bench.localhost): a large agenda to
 * measure /agenda with. Six days at three venues of the full day plan is 306 slots; the seed
 * stops at 300 sessions (breaks included, as the agenda shows them).
 */
const benchVenue = (n: number): L => ({
  es: `Sede ${n}`,
  en: `Venue ${n}`,
  pt: `Local ${n}`,
  eus: `${n}. egoitza`,
  fr: `Lieu ${n}`,
  el: `Χώρος ${n}`,
});

export const BENCH_PROFILE = profile({
  org: 'Ekitaldi Bench',
  description: GENERIC_DESCRIPTION,
  edition: 2027,
  days: ['2027-06-07', '2027-06-08', '2027-06-09', '2027-06-10', '2027-06-11', '2027-06-12'],
  venues: [1, 2, 3].map((n) => ({ name: benchVenue(n), rooms: 3, auditorium: 900 })),
  density: 'full',
  speakers: 60,
  sponsors: 12,
  posts: 15,
  postsFrom: '2026-09-01',
  postsUntil: '2026-11-15',
  maxSessions: 300,
});

export function profileFor(tenant: Tenant): Profile {
  if (tenant.key === 'bench') return BENCH_PROFILE;
  return PROFILES[tenant.key] ?? genericProfile(tenant);
}
