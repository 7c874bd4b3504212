/** Header and footer menus (GET /cms/navigation-menu/{area}); targets are the portal's Spanish paths. */
import type { L, PL } from './i18n';
import type { SeedCtx } from './context';

const M = {
  home: { es: 'Inicio', en: 'Home', pt: 'Início', eus: 'Hasiera', fr: 'Accueil', el: 'Αρχική' },
  programme: { es: 'Programa', en: 'Programme', pt: 'Programação', eus: 'Egitaraua', fr: 'Programme', el: 'Πρόγραμμα' },
  agenda: { es: 'Agenda', en: 'Agenda', pt: 'Agenda', eus: 'Agenda', fr: 'Agenda', el: 'Ατζέντα' },
  activities: { es: 'Actividades', en: 'Activities', pt: 'Atividades', eus: 'Jarduerak', fr: 'Activités', el: 'Δραστηριότητες' },
  pastActivities: { es: 'Actividades pasadas', en: 'Past activities', pt: 'Atividades anteriores', eus: 'Iraganeko jarduerak', fr: 'Activités passées', el: 'Προηγούμενες δραστηριότητες' },
  speakers: { es: 'Ponentes', en: 'Speakers', pt: 'Palestrantes', eus: 'Hizlariak', fr: 'Intervenants', el: 'Ομιλητές' },
  axes: { es: 'Ejes temáticos', en: 'Themes', pt: 'Eixos temáticos', eus: 'Ardatz tematikoak', fr: 'Axes thématiques', el: 'Θεματικοί άξονες' },
  news: { es: 'Noticias', en: 'News', pt: 'Notícias', eus: 'Albisteak', fr: 'Actualités', el: 'Νέα' },
  info: { es: 'Información', en: 'Information', pt: 'Informações', eus: 'Informazioa', fr: 'Informations', el: 'Πληροφορίες' },
  practical: { es: 'Información práctica', en: 'Practical information', pt: 'Informações práticas', eus: 'Informazio praktikoa', fr: 'Infos pratiques', el: 'Πρακτικές πληροφορίες' },
  venue: { es: 'Sede', en: 'Venue', pt: 'Local', eus: 'Egoitza', fr: 'Lieu', el: 'Χώρος' },
  committees: { es: 'Comités', en: 'Committees', pt: 'Comitês', eus: 'Batzordeak', fr: 'Comités', el: 'Επιτροπές' },
  sponsors: { es: 'Patrocinadores', en: 'Sponsors', pt: 'Patrocinadores', eus: 'Babesleak', fr: 'Partenaires', el: 'Χορηγοί' },
  previous: { es: 'Ediciones anteriores', en: 'Previous editions', pt: 'Edições anteriores', eus: 'Aurreko edizioak', fr: 'Éditions précédentes', el: 'Προηγούμενες διοργανώσεις' },
  contact: { es: 'Contacto', en: 'Contact', pt: 'Contato', eus: 'Harremanetarako', fr: 'Contact', el: 'Επικοινωνία' },
  youtube: { es: 'Canal de YouTube', en: 'YouTube channel', pt: 'Canal no YouTube', eus: 'YouTube kanala', fr: 'Chaîne YouTube', el: 'Κανάλι YouTube' },
  venueSelector: { es: 'Elige sede', en: 'Choose venue', pt: 'Escolha o local', eus: 'Aukeratu egoitza', fr: 'Choisir le lieu', el: 'Επιλογή χώρου' },
  legal: { es: 'Legal', en: 'Legal', pt: 'Informações legais', eus: 'Lege-oharrak', fr: 'Informations légales', el: 'Νομικά' },
  comms: { es: 'Comunicación', en: 'Communication', pt: 'Comunicação', eus: 'Komunikazioa', fr: 'Communication', el: 'Ενημέρωση' },
  event: { es: 'El evento', en: 'The event', pt: 'O evento', eus: 'Ekitaldia', fr: 'L’événement', el: 'Η εκδήλωση' },
  privacy: { es: 'Política de privacidad', en: 'Privacy policy', pt: 'Política de privacidade', eus: 'Pribatutasun-politika', fr: 'Politique de confidentialité', el: 'Πολιτική απορρήτου' },
  conditions: { es: 'Condiciones', en: 'Terms and conditions', pt: 'Termos e condições', eus: 'Baldintzak', fr: 'Conditions générales', el: 'Όροι χρήσης' },
  legalNotice: { es: 'Aviso legal', en: 'Legal notice', pt: 'Aviso legal', eus: 'Lege-oharra', fr: 'Mentions légales', el: 'Νομική σημείωση' },
  cookies: { es: 'Política de cookies', en: 'Cookie policy', pt: 'Política de cookies', eus: 'Cookie-en politika', fr: 'Politique relative aux cookies', el: 'Πολιτική cookies' },
  press: { es: 'Sala de prensa', en: 'Press room', pt: 'Sala de imprensa', eus: 'Prentsa-aretoa', fr: 'Espace presse', el: 'Γραφείο Τύπου' },
  app: { es: 'Descarga la app', en: 'Get the app', pt: 'Baixe o aplicativo', eus: 'Deskargatu aplikazioa', fr: 'Télécharger l’application', el: 'Κατεβάστε την εφαρμογή' },
  tickets: { es: 'Entradas', en: 'Tickets', pt: 'Bilhetes', eus: 'Sarrerak', fr: 'Billets', el: 'Εισιτήρια' },
  themes: { es: 'Temáticas', en: 'Themes', pt: 'Temáticas', eus: 'Gaiak', fr: 'Thématiques', el: 'Θεματικές' },
} satisfies Record<string, L>;

interface Entry {
  text: PL;
  target: string;
  component?: boolean;
  type?: 1 | 2 | null;
  children?: Entry[];
}

const link = (text: PL, target: string): Entry => ({ text, target });
/** A header entry that opens a submenu (and is itself a link to `target`). */
const submenu = (text: PL, target: string, children: Entry[]): Entry => ({ text, target, children });
/** A footer column: no link of its own; type 1 legal, 2 communication, null other. */
const section = (text: PL, type: Entry['type'], children: Entry[]): Entry => ({ text, target: '', type, children });

function headerFor(ctx: SeedCtx, topicEntries: Entry[]): Entry[] {
  const youtube =
    ctx.tenant.socialNetworks.find((s) => s.id === 'youtube' && s.url)?.url ?? 'https://www.youtube.com/@ekitaldi';
  const home = link(M.home, '');
  const external = link(M.youtube, youtube);
  const venueSelector: Entry = { text: M.venueSelector, target: 'venue-selector', component: true };
  switch (ctx.profile.menu) {
    case 'compact':
      return [home, link(M.agenda, '/agenda'), link(M.contact, '/contacto')];
    case 'axes':
      return [
        home,
        submenu(M.axes, '/ejes', topicEntries),
        link(M.agenda, '/agenda'),
        link(M.speakers, '/ponentes'),
        external,
        venueSelector,
      ];
    case 'full':
      return [
        home,
        submenu(M.programme, '/agenda', [
          link(M.agenda, '/agenda'),
          link(M.activities, '/actividades'),
          link(M.speakers, '/ponentes'),
          link(M.axes, '/ejes'),
          link(M.pastActivities, '/actividades-pasadas'),
        ]),
        link(M.news, '/blog'),
        submenu(M.info, '/informacion', [
          link(M.practical, '/informacion'),
          link(M.venue, '/sede'),
          link(M.committees, '/comites'),
          link(M.sponsors, '/patrocinadores'),
          link(M.previous, '/ediciones-anteriores'),
          link(M.contact, '/contacto'),
        ]),
        external,
        venueSelector,
      ];
  }
}

function footerFor(ctx: SeedCtx): Entry[] {
  const sections: Entry[] = [
    section(M.legal, 1, [
      link(M.privacy, '/politica-de-privacidad'),
      link(M.conditions, '/condiciones'),
      link(M.legalNotice, '/aviso-legal'),
      link(M.cookies, '/politica-de-cookies'),
    ]),
    section(M.comms, 2, [link(M.press, '/sala-de-prensa'), link(M.contact, '/contacto'), link(M.app, '/descarga-app')]),
  ];
  if (ctx.profile.menu !== 'compact') {
    sections.push(
      section(M.event, null, [
        link(M.practical, '/informacion'),
        link(M.themes, '/tematicas'),
        link(M.venue, '/sede'),
        link(M.previous, '/ediciones-anteriores'),
      ]),
    );
  }
  return sections;
}

export function seedMenus(ctx: SeedCtx, topics: { slug: string; name: PL }[]) {
  const topicEntries = topics.map((t) => link(t.name, `/ejes/${t.slug}`));
  const put = (area: 'header' | 'footer', entries: Entry[], parent: number | null) => {
    entries.forEach((e, position) => {
      const id = ctx.insert('menu_entries', {
        tenant: ctx.tenant.key,
        area,
        parent_id: parent,
        position,
        target: e.target,
        is_component: e.component ? 1 : 0,
        type: e.type ?? null,
      });
      ctx.i18n('menu_entry_i18n', 'entry_id', id, { text: e.text });
      if (e.children) put(area, e.children, id);
    });
  };
  const header = headerFor(ctx, topicEntries);
  // Where the event sells tickets, its public tickets page (/entradas) sits before the outside
  // links and components (YouTube, the venue choice).
  if (ctx.tenant.ticketRequired) {
    const at = header.findIndex((e) => e.component || /^https?:/.test(e.target));
    header.splice(at === -1 ? header.length : at, 0, link(M.tickets, '/entradas'));
  }
  put('header', header, null);
  put('footer', footerFor(ctx), null);
}
