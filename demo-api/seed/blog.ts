/** Blog posts: announcements and posts about programme subjects. */
import type { SeedCtx } from './context';
import { addDays, fill, formatDateRange, madridIso, perLang, slugify, tx, type L, type PL } from './i18n';
import { SUBJECTS, type TagSlug } from './vocab';

const ANNOUNCEMENTS: { tags: TagSlug[]; title: L; excerpt: L }[] = [
  {
    tags: ['noticias', 'organizacion'],
    title: { es: 'Abierta la inscripción', en: 'Registration is now open', pt: 'Inscrições abertas', eus: 'Izen-ematea zabalik', fr: 'Les inscriptions sont ouvertes', el: 'Οι εγγραφές άνοιξαν' },
    excerpt: { es: 'Ya puedes inscribirte en {event}. Reserva tu plaza y elige las sesiones que más te interesan.', en: 'You can now register for {event}. Book your place and choose the sessions you like best.', pt: 'As inscrições para o {event} estão abertas. Garanta sua vaga e escolha as sessões que mais lhe interessam.', eus: 'Dagoeneko eman dezakezu izena {event} ekitaldian. Gorde zure tokia eta aukeratu gehien interesatzen zaizkizun saioak.', fr: 'Les inscriptions à {event} sont ouvertes. Réservez votre place et choisissez vos sessions.', el: 'Οι εγγραφές για το {event} άνοιξαν. Κλείστε τη θέση σας και επιλέξτε τις συνεδρίες που σας ενδιαφέρουν.' },
  },
  {
    tags: ['noticias'],
    title: { es: 'Presentamos el programa completo', en: 'The full programme is out', pt: 'Apresentamos a programação completa', eus: 'Egitarau osoa aurkezten dugu', fr: 'Découvrez le programme complet', el: 'Παρουσιάζουμε το πλήρες πρόγραμμα' },
    excerpt: { es: 'Consulta la agenda completa: {sessions} sesiones, {speakers} ponentes y muchas oportunidades de networking.', en: 'Check the full agenda: {sessions} sessions, {speakers} speakers and plenty of networking.', pt: 'Confira a agenda completa: {sessions} sessões, {speakers} palestrantes e muitas oportunidades de networking.', eus: 'Kontsultatu agenda osoa: {sessions} saio, {speakers} hizlari eta networking-aukera ugari.', fr: 'Découvrez le programme complet : {sessions} sessions, {speakers} intervenants et de nombreuses occasions de networking.', el: 'Δείτε το πλήρες πρόγραμμα: {sessions} συνεδρίες, {speakers} ομιλητές και πολλές ευκαιρίες δικτύωσης.' },
  },
  {
    tags: ['organizacion'],
    title: { es: 'Cómo llegar a la sede', en: 'Getting to the venue', pt: 'Como chegar ao local', eus: 'Nola iritsi egoitzara', fr: 'Comment se rendre sur place', el: 'Πώς θα φτάσετε στον χώρο' },
    excerpt: { es: 'Transporte público, aparcamiento y accesibilidad: todo lo que necesitas para llegar a la sede.', en: 'Public transport, parking and accessibility: everything you need to get to the venue.', pt: 'Transporte público, estacionamento e acessibilidade: tudo o que você precisa para chegar ao local.', eus: 'Garraio publikoa, aparkalekua eta irisgarritasuna: egoitzara iristeko behar duzun guztia.', fr: 'Transports en commun, parking et accessibilité : tout pour rejoindre le lieu de l’événement.', el: 'Μέσα μαζικής μεταφοράς, στάθμευση και προσβασιμότητα: ό,τι χρειάζεστε για να φτάσετε στον χώρο.' },
  },
  {
    tags: ['noticias', 'empresa'],
    title: { es: 'Nuevos patrocinadores se suman al evento', en: 'New sponsors join the event', pt: 'Novos patrocinadores se juntam ao evento', eus: 'Babesle berriak batu zaizkio ekitaldiari', fr: 'De nouveaux partenaires rejoignent l’événement', el: 'Νέοι χορηγοί στηρίζουν την εκδήλωση' },
    excerpt: { es: 'Nuevas empresas e instituciones se suman como patrocinadoras de esta edición. ¡Gracias por vuestro apoyo!', en: 'New companies and institutions join this edition as sponsors. Thank you for your support!', pt: 'Novas empresas e instituições se juntam como patrocinadoras desta edição. Obrigado pelo apoio!', eus: 'Enpresa eta erakunde berriak batu zaizkio edizio honi babesle gisa. Eskerrik asko zuen babesagatik!', fr: 'De nouvelles entreprises et institutions soutiennent cette édition. Merci pour votre soutien !', el: 'Νέες επιχειρήσεις και φορείς στηρίζουν τη φετινή διοργάνωση. Σας ευχαριστούμε για τη στήριξη!' },
  },
  {
    tags: ['organizacion', 'tecnologia'],
    title: { es: 'Descarga la app del evento', en: 'Download the event app', pt: 'Baixe o aplicativo do evento', eus: 'Deskargatu ekitaldiaren aplikazioa', fr: 'Téléchargez l’application de l’événement', el: 'Κατεβάστε την εφαρμογή της εκδήλωσης' },
    excerpt: { es: 'La app oficial te permite llevar la agenda y tu acreditación en el móvil, incluso sin conexión.', en: 'The official app puts the agenda and your badge on your phone, even offline.', pt: 'O aplicativo oficial leva a agenda e sua credencial para o celular, mesmo sem conexão.', eus: 'Aplikazio ofizialarekin agenda eta akreditazioa mugikorrean izango dituzu, konexiorik gabe ere.', fr: 'L’application officielle met le programme et votre badge dans votre téléphone, même hors connexion.', el: 'Η επίσημη εφαρμογή φέρνει το πρόγραμμα και την κονκάρδα σας στο κινητό, ακόμη και χωρίς σύνδεση.' },
  },
  {
    tags: ['personas', 'organizacion'],
    title: { es: 'Convocatoria de voluntariado', en: 'Call for volunteers', pt: 'Chamada para voluntários', eus: 'Boluntarioen deialdia', fr: 'Appel à bénévoles', el: 'Πρόσκληση για εθελοντές' },
    excerpt: { es: '¿Quieres vivir el evento desde dentro? Buscamos personas voluntarias para acogida, salas e información.', en: 'Want to experience the event from the inside? We are looking for volunteers for welcome desks, rooms and information points.', pt: 'Quer viver o evento por dentro? Procuramos voluntários para recepção, salas e informações.', eus: 'Ekitaldia barrutik bizi nahi duzu? Boluntarioak behar ditugu harrera, gela eta informazio-guneetarako.', fr: 'Envie de vivre l’événement de l’intérieur ? Nous recherchons des bénévoles pour l’accueil, les salles et l’information.', el: 'Θέλετε να ζήσετε την εκδήλωση από μέσα; Αναζητούμε εθελοντές για την υποδοχή, τις αίθουσες και την πληροφόρηση.' },
  },
];

/** Posts about a subject: `{S}` the subject, `{speaker}` a speaker's name. */
const SUBJECT_POSTS: { title: L; excerpt: L }[] = [
  {
    title: { es: '{S}: cinco claves para entenderlo', en: '{S}: five things to know', pt: '{S}: cinco pontos para entender', eus: '{S}: ulertzeko bost gako', fr: '{S} : cinq clés pour comprendre', el: '{S}: πέντε σημεία για να το κατανοήσετε' },
    excerpt: { es: 'Repasamos las ideas principales que se debatirán en el programa.', en: 'A look at the main ideas that will be discussed in the programme.', pt: 'Revisamos as principais ideias que serão debatidas na programação.', eus: 'Egitarauan eztabaidatuko diren ideia nagusiak errepasatu ditugu.', fr: 'Tour d’horizon des idées clés qui seront débattues au programme.', el: 'Μια ματιά στις βασικές ιδέες που θα συζητηθούν στο πρόγραμμα.' },
  },
  {
    title: { es: '{S}: entrevista con {speaker}', en: '{S}: an interview with {speaker}', pt: '{S}: entrevista com {speaker}', eus: '{S}: elkarrizketa ({speaker})', fr: '{S} : entretien avec {speaker}', el: '{S}: συνέντευξη — {speaker}' },
    excerpt: { es: '{speaker} nos adelanta lo que contará en su sesión.', en: '{speaker} gives us a preview of the session.', pt: '{speaker} antecipa o que vai apresentar em sua sessão.', eus: '{speaker} hizlariak bere saioan kontatuko duenaren aurrerapena eman digu.', fr: '{speaker} nous donne un avant-goût de son intervention.', el: '{speaker}: μια πρώτη γεύση από όσα θα παρουσιαστούν στη συνεδρία.' },
  },
  {
    title: { es: '{S}: novedades del programa', en: '{S}: programme highlights', pt: '{S}: destaques da programação', eus: '{S}: egitarauko nabarmenak', fr: '{S} : les temps forts du programme', el: '{S}: τα σημαντικότερα του προγράμματος' },
    excerpt: { es: 'Sesiones, talleres y ponentes que no te puedes perder sobre este tema.', en: 'Sessions, workshops and speakers not to be missed on this topic.', pt: 'Sessões, oficinas e palestrantes imperdíveis sobre este tema.', eus: 'Gai honi buruz galdu ezin dituzun saio, tailer eta hizlariak.', fr: 'Sessions, ateliers et intervenants à ne pas manquer sur ce thème.', el: 'Συνεδρίες, εργαστήρια και ομιλητές που δεν πρέπει να χάσετε για αυτό το θέμα.' },
  },
];

/** Body after the excerpt: `{event}`, `{dates}`, `{email}`. */
const BODY: L = {
  es: '<p>Fechas de {event}: {dates}. La inscripción es necesaria para asistir a los talleres y a las sesiones con aforo limitado.</p><h2>Próximos pasos</h2><ul><li>Revisa la agenda y marca tus sesiones favoritas</li><li>Completa tu perfil para aprovechar el networking</li><li>Descarga tu acreditación desde el área privada</li></ul><p>Más información en la <a href="/agenda">agenda</a> o escribiendo a {email}.</p>',
  en: '<p>{event} dates: {dates}. Registration is required for workshops and sessions with limited capacity.</p><h2>Next steps</h2><ul><li>Check the agenda and mark your favourite sessions</li><li>Complete your profile to make the most of networking</li><li>Download your badge from your private area</li></ul><p>More information in the <a href="/agenda">agenda</a> or at {email}.</p>',
  pt: '<p>Datas do {event}: {dates}. A inscrição é necessária para participar das oficinas e das sessões com vagas limitadas.</p><h2>Próximos passos</h2><ul><li>Confira a agenda e marque suas sessões favoritas</li><li>Complete seu perfil para aproveitar o networking</li><li>Baixe sua credencial na área privada</li></ul><p>Mais informações na <a href="/agenda">agenda</a> ou pelo e-mail {email}.</p>',
  eus: '<p>{event}: {dates}. Izena eman behar da tailerretara eta leku mugatuko saioetara joateko.</p><h2>Hurrengo urratsak</h2><ul><li>Begiratu agenda eta markatu gogoko saioak</li><li>Osatu zure profila networkinga aprobetxatzeko</li><li>Deskargatu akreditazioa eremu pribatutik</li></ul><p>Informazio gehiago <a href="/agenda">agendan</a> edo {email} helbidean.</p>',
  fr: '<p>Dates de {event} : {dates}. L’inscription est obligatoire pour les ateliers et les sessions à places limitées.</p><h2>Prochaines étapes</h2><ul><li>Consultez le programme et repérez vos sessions favorites</li><li>Complétez votre profil pour profiter du networking</li><li>Téléchargez votre badge depuis votre espace privé</li></ul><p>Plus d’informations dans le <a href="/agenda">programme</a> ou à l’adresse {email}.</p>',
  el: '<p>Ημερομηνίες του {event}: {dates}. Απαιτείται εγγραφή για τα εργαστήρια και τις συνεδρίες με περιορισμένες θέσεις.</p><h2>Επόμενα βήματα</h2><ul><li>Δείτε το πρόγραμμα και σημειώστε τις αγαπημένες σας συνεδρίες</li><li>Συμπληρώστε το προφίλ σας για να αξιοποιήσετε τη δικτύωση</li><li>Κατεβάστε την κονκάρδα σας από την προσωπική σας περιοχή</li></ul><p>Περισσότερες πληροφορίες στο <a href="/agenda">πρόγραμμα</a> ή στο {email}.</p>',
};

const COMMS_TEAM: L = { es: 'Equipo de comunicación', en: 'Communications team', pt: 'Equipe de comunicação', eus: 'Komunikazio taldea', fr: 'Équipe communication', el: 'Ομάδα επικοινωνίας' };

export function seedBlog(ctx: SeedCtx) {
  const { rng, profile: p, tenant } = ctx;
  const n = p.posts;
  const subjects = rng.shuffle(SUBJECTS);
  const span = Math.max(1, Math.round((Date.parse(p.postsUntil) - Date.parse(p.postsFrom)) / 86_400_000));
  const dates = (l: keyof L) => formatDateRange(p.days[0]!, p.days[p.days.length - 1]!, l);
  const usedSlugs = new Set<string>();
  let announcement = 0;
  let subjectPost = 0;
  const featured = new Set([n - 1, n - 3, n - 6].filter((i) => i >= 0));
  for (let i = 0; i < n; i++) {
    const useAnnouncement = announcement < ANNOUNCEMENTS.length && i % 2 === 0;
    let title: PL;
    let excerpt: PL;
    let author: PL;
    let tags: TagSlug[];
    if (useAnnouncement) {
      const a = ANNOUNCEMENTS[announcement++]!;
      const vars = (l: keyof L) => ({ event: tx(ctx.eventName, l), sessions: ctx.conferenceCount, speakers: ctx.speakers.length });
      title = a.title;
      excerpt = perLang(ctx.langs, (l) => fill(a.excerpt[l], vars(l)));
      author = COMMS_TEAM;
      tags = a.tags;
    } else {
      const template = SUBJECT_POSTS[subjectPost % SUBJECT_POSTS.length]!;
      const s = subjects[subjectPost % subjects.length]!;
      const speaker = rng.pick(ctx.speakers);
      const speakerName = `${speaker.name} ${speaker.surname}`;
      subjectPost++;
      title = perLang(ctx.langs, (l) => fill(template.title[l], { S: s.text[l], speaker: speakerName }));
      excerpt = perLang(ctx.langs, (l) => fill(template.excerpt[l], { speaker: speakerName }));
      author = perLang(ctx.langs, () => speakerName);
      tags = s.tags;
    }
    let slug = slugify(title.es);
    for (let k = 2; usedSlugs.has(slug); k++) slug = `${slugify(title.es)}-${k}`;
    usedSlugs.add(slug);
    // Evenly spread from postsFrom to postsUntil; the last post is the newest.
    const day = addDays(p.postsFrom, n === 1 ? span : Math.round((span * i) / (n - 1)));
    const id = ctx.insert('posts', {
      tenant: tenant.key,
      slug,
      image: null,
      published_at: madridIso(day, '10:00'),
      featured: featured.has(i) ? 1 : 0,
      home_page: i >= n - 4 ? 1 : 0,
    });
    // Every fifth post has no image.
    if (i % 5 !== 4) ctx.db.prepare('UPDATE posts SET image = ? WHERE id = ?').run(`/media/posts/${id}.svg`, id);
    const content = perLang(ctx.langs, (l) =>
      `<p>${escape(excerpt[l]!)}</p>` + fill(BODY[l], { event: escape(tx(ctx.eventName, l)), dates: dates(l), email: ctx.email }),
    );
    ctx.i18n('post_i18n', 'post_id', id, { title, excerpt, content, author });
    for (const t of tags) ctx.insert('post_tags', { post_id: id, tag_id: ctx.tag('blog', t) });
  }
}

function escape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
