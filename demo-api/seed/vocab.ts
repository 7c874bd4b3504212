/**
 * Words the seed combines, in every language of the catalogue (es, en, pt-BR, eus, fr, el).
 * Tenant-specific texts live in tenants.ts; long page texts in pages.ts.
 */
import type { L } from './i18n';

/** Tags shared by conferences, speakers, blog posts and sponsors; the slug is stable. */
export const TAGS: Record<string, L> = {
  innovacion: { es: 'Innovación', en: 'Innovation', pt: 'Inovação', eus: 'Berrikuntza', fr: 'Innovation', el: 'Καινοτομία' },
  sostenibilidad: { es: 'Sostenibilidad', en: 'Sustainability', pt: 'Sustentabilidade', eus: 'Jasangarritasuna', fr: 'Durabilité', el: 'Βιωσιμότητα' },
  tecnologia: { es: 'Tecnología', en: 'Technology', pt: 'Tecnologia', eus: 'Teknologia', fr: 'Technologie', el: 'Τεχνολογία' },
  personas: { es: 'Personas', en: 'People', pt: 'Pessoas', eus: 'Pertsonak', fr: 'Personnes', el: 'Άνθρωποι' },
  territorio: { es: 'Territorio', en: 'Territory', pt: 'Território', eus: 'Lurraldea', fr: 'Territoire', el: 'Περιφέρεια' },
  empresa: { es: 'Empresa', en: 'Business', pt: 'Empresas', eus: 'Enpresa', fr: 'Entreprise', el: 'Επιχειρήσεις' },
  salud: { es: 'Salud', en: 'Health', pt: 'Saúde', eus: 'Osasuna', fr: 'Santé', el: 'Υγεία' },
  cultura: { es: 'Cultura', en: 'Culture', pt: 'Cultura', eus: 'Kultura', fr: 'Culture', el: 'Πολιτισμός' },
  noticias: { es: 'Noticias', en: 'News', pt: 'Notícias', eus: 'Albisteak', fr: 'Actualités', el: 'Νέα' },
  organizacion: { es: 'Organización', en: 'Organisation', pt: 'Organização', eus: 'Antolaketa', fr: 'Organisation', el: 'Οργάνωση' },
};
export type TagSlug = keyof typeof TAGS;

export interface Subject {
  text: L;
  tags: TagSlug[];
  /** 0, 1 or 2: which of the tenant's three topics (axes) it belongs to */
  axis: 0 | 1 | 2;
}

/** Subjects of sessions and posts, written to stand after a colon (title-ready). */
export const SUBJECTS: Subject[] = [
  { axis: 0, tags: ['tecnologia', 'innovacion'], text: { es: 'Inteligencia artificial en los servicios públicos', en: 'Artificial intelligence in public services', pt: 'Inteligência artificial nos serviços públicos', eus: 'Adimen artifiziala zerbitzu publikoetan', fr: "L'intelligence artificielle dans les services publics", el: 'Τεχνητή νοημοσύνη στις δημόσιες υπηρεσίες' } },
  { axis: 1, tags: ['sostenibilidad', 'territorio'], text: { es: 'Movilidad sostenible en las ciudades', en: 'Sustainable urban mobility', pt: 'Mobilidade sustentável nas cidades', eus: 'Mugikortasun jasangarria hirietan', fr: 'La mobilité durable en ville', el: 'Βιώσιμη αστική κινητικότητα' } },
  { axis: 1, tags: ['sostenibilidad', 'empresa'], text: { es: 'Transición energética y empleo', en: 'Energy transition and jobs', pt: 'Transição energética e emprego', eus: 'Trantsizio energetikoa eta enplegua', fr: 'Transition énergétique et emploi', el: 'Ενεργειακή μετάβαση και απασχόληση' } },
  { axis: 0, tags: ['tecnologia', 'empresa'], text: { es: 'Ciberseguridad para pymes', en: 'Cybersecurity for small businesses', pt: 'Cibersegurança para pequenas empresas', eus: 'Zibersegurtasuna ETEentzat', fr: 'La cybersécurité pour les PME', el: 'Κυβερνοασφάλεια για μικρές επιχειρήσεις' } },
  { axis: 0, tags: ['tecnologia', 'territorio'], text: { es: 'Datos abiertos y transparencia', en: 'Open data and transparency', pt: 'Dados abertos e transparência', eus: 'Datu irekiak eta gardentasuna', fr: 'Données ouvertes et transparence', el: 'Ανοικτά δεδομένα και διαφάνεια' } },
  { axis: 1, tags: ['sostenibilidad', 'empresa'], text: { es: 'Economía circular en la industria', en: 'The circular economy in industry', pt: 'Economia circular na indústria', eus: 'Ekonomia zirkularra industrian', fr: "L'économie circulaire dans l'industrie", el: 'Κυκλική οικονομία στη βιομηχανία' } },
  { axis: 0, tags: ['salud', 'tecnologia'], text: { es: 'Salud digital y telemedicina', en: 'Digital health and telemedicine', pt: 'Saúde digital e telemedicina', eus: 'Osasun digitala eta telemedikuntza', fr: 'Santé numérique et télémédecine', el: 'Ψηφιακή υγεία και τηλεϊατρική' } },
  { axis: 2, tags: ['personas', 'empresa'], text: { es: 'Talento joven y nuevas profesiones', en: 'Young talent and new professions', pt: 'Talento jovem e novas profissões', eus: 'Talentu gaztea eta lanbide berriak', fr: 'Jeunes talents et nouveaux métiers', el: 'Νέα ταλέντα και νέα επαγγέλματα' } },
  { axis: 2, tags: ['personas', 'empresa'], text: { es: 'Liderazgo en tiempos de incertidumbre', en: 'Leadership in uncertain times', pt: 'Liderança em tempos de incerteza', eus: 'Lidergoa ziurgabetasun garaian', fr: "Le leadership en temps d'incertitude", el: 'Ηγεσία σε εποχές αβεβαιότητας' } },
  { axis: 2, tags: ['personas', 'tecnologia'], text: { es: 'Igualdad de género en la tecnología', en: 'Gender equality in technology', pt: 'Igualdade de gênero na tecnologia', eus: 'Genero-berdintasuna teknologian', fr: "L'égalité femmes-hommes dans la tech", el: 'Ισότητα των φύλων στην τεχνολογία' } },
  { axis: 0, tags: ['innovacion', 'empresa'], text: { es: 'Innovación abierta entre empresas y universidades', en: 'Open innovation between companies and universities', pt: 'Inovação aberta entre empresas e universidades', eus: 'Enpresen eta unibertsitateen arteko berrikuntza irekia', fr: 'Innovation ouverte entre entreprises et universités', el: 'Ανοικτή καινοτομία μεταξύ επιχειρήσεων και πανεπιστημίων' } },
  { axis: 1, tags: ['territorio', 'cultura'], text: { es: 'Turismo responsable', en: 'Responsible tourism', pt: 'Turismo responsável', eus: 'Turismo arduratsua', fr: 'Tourisme responsable', el: 'Υπεύθυνος τουρισμός' } },
  { axis: 2, tags: ['cultura', 'tecnologia'], text: { es: 'Cultura y patrimonio digital', en: 'Digital culture and heritage', pt: 'Cultura e patrimônio digital', eus: 'Kultura eta ondare digitala', fr: 'Culture et patrimoine numérique', el: 'Ψηφιακός πολιτισμός και πολιτιστική κληρονομιά' } },
  { axis: 0, tags: ['innovacion', 'empresa'], text: { es: 'Industria 4.0 y fabricación avanzada', en: 'Industry 4.0 and advanced manufacturing', pt: 'Indústria 4.0 e manufatura avançada', eus: '4.0 industria eta fabrikazio aurreratua', fr: 'Industrie 4.0 et fabrication avancée', el: 'Βιομηχανία 4.0 και προηγμένη παραγωγή' } },
  { axis: 1, tags: ['sostenibilidad', 'territorio'], text: { es: 'Agua y cambio climático', en: 'Water and climate change', pt: 'Água e mudanças climáticas', eus: 'Ura eta klima-aldaketa', fr: "L'eau et le changement climatique", el: 'Νερό και κλιματική αλλαγή' } },
  { axis: 0, tags: ['tecnologia', 'personas'], text: { es: 'Administración electrónica centrada en las personas', en: 'People-centred e-government', pt: 'Governo digital centrado nas pessoas', eus: 'Pertsonengan oinarritutako administrazio elektronikoa', fr: 'Une administration numérique centrée sur les personnes', el: 'Ηλεκτρονική διακυβέρνηση με επίκεντρο τον πολίτη' } },
  { axis: 0, tags: ['empresa', 'innovacion'], text: { es: 'Financiación de startups', en: 'Funding for start-ups', pt: 'Financiamento de startups', eus: 'Startupen finantzaketa', fr: 'Le financement des start-up', el: 'Χρηματοδότηση νεοφυών επιχειρήσεων' } },
  { axis: 1, tags: ['sostenibilidad', 'salud'], text: { es: 'Alimentación y agricultura de precisión', en: 'Food and precision farming', pt: 'Alimentação e agricultura de precisão', eus: 'Elikadura eta zehaztasun-nekazaritza', fr: 'Alimentation et agriculture de précision', el: 'Διατροφή και γεωργία ακριβείας' } },
  { axis: 2, tags: ['personas', 'tecnologia'], text: { es: 'Accesibilidad universal en la web', en: 'Universal web accessibility', pt: 'Acessibilidade universal na web', eus: 'Web irisgarritasun unibertsala', fr: "L'accessibilité numérique pour toutes et tous", el: 'Καθολική προσβασιμότητα στον ιστό' } },
  { axis: 1, tags: ['territorio', 'innovacion'], text: { es: 'Ciudades inteligentes y habitables', en: 'Smart, liveable cities', pt: 'Cidades inteligentes e habitáveis', eus: 'Hiri adimendun eta bizigarriak', fr: 'Villes intelligentes et agréables à vivre', el: 'Έξυπνες και φιλόξενες πόλεις' } },
  { axis: 2, tags: ['personas', 'tecnologia'], text: { es: 'Educación y competencias digitales', en: 'Education and digital skills', pt: 'Educação e competências digitais', eus: 'Hezkuntza eta gaitasun digitalak', fr: 'Éducation et compétences numériques', el: 'Εκπαίδευση και ψηφιακές δεξιότητες' } },
  { axis: 2, tags: ['salud', 'personas'], text: { es: 'Economía de los cuidados y envejecimiento activo', en: 'The care economy and active ageing', pt: 'Economia do cuidado e envelhecimento ativo', eus: 'Zaintzaren ekonomia eta zahartze aktiboa', fr: 'Économie du soin et vieillissement actif', el: 'Οικονομία της φροντίδας και ενεργός γήρανση' } },
  { axis: 2, tags: ['cultura', 'innovacion'], text: { es: 'Comunicación científica', en: 'Science communication', pt: 'Comunicação científica', eus: 'Zientzia-komunikazioa', fr: 'La communication scientifique', el: 'Επιστημονική επικοινωνία' } },
  { axis: 1, tags: ['empresa', 'territorio'], text: { es: 'Cadenas de suministro resilientes', en: 'Resilient supply chains', pt: 'Cadeias de suprimentos resilientes', eus: 'Hornikuntza-kate erresilienteak', fr: "Des chaînes d'approvisionnement résilientes", el: 'Ανθεκτικές εφοδιαστικές αλυσίδες' } },
  { axis: 1, tags: ['sostenibilidad', 'innovacion'], text: { es: 'Hidrógeno verde', en: 'Green hydrogen', pt: 'Hidrogênio verde', eus: 'Hidrogeno berdea', fr: "L'hydrogène vert", el: 'Πράσινο υδρογόνο' } },
  { axis: 0, tags: ['tecnologia', 'innovacion'], text: { es: 'Computación cuántica: primeros casos de uso', en: 'Quantum computing: first use cases', pt: 'Computação quântica: primeiros casos de uso', eus: 'Konputazio kuantikoa: lehen erabilera-kasuak', fr: "Informatique quantique : premiers cas d'usage", el: 'Κβαντική υπολογιστική: πρώτες εφαρμογές' } },
  { axis: 2, tags: ['personas', 'empresa'], text: { es: 'Emprendimiento social', en: 'Social entrepreneurship', pt: 'Empreendedorismo social', eus: 'Ekintzailetza soziala', fr: 'Entrepreneuriat social', el: 'Κοινωνική επιχειρηματικότητα' } },
  { axis: 2, tags: ['cultura', 'territorio'], text: { es: 'Euskera y lenguas minorizadas en la era digital', en: 'Basque and minority languages in the digital age', pt: 'O basco e as línguas minoritárias na era digital', eus: 'Euskara eta hizkuntza gutxituak aro digitalean', fr: "Le basque et les langues minoritaires à l'ère numérique", el: 'Η βασκική και οι μειονοτικές γλώσσες στην ψηφιακή εποχή' } },
  { axis: 2, tags: ['salud', 'territorio'], text: { es: 'Deporte, salud y comunidad', en: 'Sport, health and community', pt: 'Esporte, saúde e comunidade', eus: 'Kirola, osasuna eta komunitatea', fr: 'Sport, santé et communauté', el: 'Αθλητισμός, υγεία και κοινότητα' } },
  { axis: 1, tags: ['territorio', 'personas'], text: { es: 'Vivienda asequible', en: 'Affordable housing', pt: 'Moradia acessível', eus: 'Etxebizitza eskuragarria', fr: 'Le logement abordable', el: 'Προσιτή κατοικία' } },
];

/** "{format}: {subject}" prefixes; a second wording is used once every subject has had the first. */
export const FORMAT_LABELS = {
  keynote: [
    { es: 'Ponencia magistral', en: 'Keynote', pt: 'Palestra magna', eus: 'Hitzaldi nagusia', fr: 'Conférence plénière', el: 'Κεντρική ομιλία' },
    { es: 'Conferencia', en: 'Lecture', pt: 'Conferência', eus: 'Mintzaldia', fr: 'Conférence', el: 'Διάλεξη' },
  ],
  talk: [
    { es: 'Ponencia', en: 'Talk', pt: 'Palestra', eus: 'Hitzaldia', fr: 'Intervention', el: 'Ομιλία' },
    { es: 'Caso práctico', en: 'Case study', pt: 'Estudo de caso', eus: 'Kasu praktikoa', fr: 'Étude de cas', el: 'Μελέτη περίπτωσης' },
  ],
  panel: [
    { es: 'Mesa redonda', en: 'Panel discussion', pt: 'Mesa-redonda', eus: 'Mahai-ingurua', fr: 'Table ronde', el: 'Στρογγυλό τραπέζι' },
    { es: 'Debate', en: 'Debate', pt: 'Debate', eus: 'Eztabaida', fr: 'Débat', el: 'Συζήτηση' },
  ],
  workshop: [
    { es: 'Taller', en: 'Workshop', pt: 'Oficina', eus: 'Tailerra', fr: 'Atelier', el: 'Εργαστήριο' },
    { es: 'Laboratorio', en: 'Lab', pt: 'Laboratório', eus: 'Laborategia', fr: 'Laboratoire', el: 'Εργαστήριο πρακτικής' },
  ],
} satisfies Record<string, L[]>;

/** Sessions with a fixed title. */
export const FIXED_SESSIONS = {
  opening: {
    title: { es: 'Inauguración oficial', en: 'Official opening', pt: 'Abertura oficial', eus: 'Irekiera ofiziala', fr: 'Ouverture officielle', el: 'Επίσημη έναρξη' },
    summary: { es: 'Bienvenida institucional y presentación del programa.', en: 'Institutional welcome and introduction to the programme.', pt: 'Boas-vindas institucionais e apresentação da programação.', eus: 'Harrera instituzionala eta egitarauaren aurkezpena.', fr: 'Accueil institutionnel et présentation du programme.', el: 'Θεσμικός χαιρετισμός και παρουσίαση του προγράμματος.' },
  },
  closing: {
    title: { es: 'Clausura y conclusiones', en: 'Closing and conclusions', pt: 'Encerramento e conclusões', eus: 'Itxiera eta ondorioak', fr: 'Clôture et conclusions', el: 'Λήξη και συμπεράσματα' },
    summary: { es: 'Resumen de las ideas principales y despedida.', en: 'A summary of the main ideas and farewell.', pt: 'Resumo das principais ideias e despedida.', eus: 'Ideia nagusien laburpena eta agurra.', fr: 'Synthèse des idées principales et mot de la fin.', el: 'Σύνοψη των βασικών ιδεών και αποχαιρετισμός.' },
  },
  coffee: {
    title: { es: 'Pausa café', en: 'Coffee break', pt: 'Pausa para o café', eus: 'Kafe-etenaldia', fr: 'Pause café', el: 'Διάλειμμα για καφέ' },
    summary: { es: 'Café en el vestíbulo principal.', en: 'Coffee in the main lobby.', pt: 'Café no saguão principal.', eus: 'Kafea atondo nagusian.', fr: 'Café dans le hall principal.', el: 'Καφές στο κεντρικό φουαγιέ.' },
  },
  lunch: {
    title: { es: 'Almuerzo', en: 'Lunch', pt: 'Almoço', eus: 'Bazkaria', fr: 'Déjeuner', el: 'Γεύμα' },
    summary: { es: 'Almuerzo para todas las personas inscritas.', en: 'Lunch for all registered attendees.', pt: 'Almoço para todos os inscritos.', eus: 'Bazkaria izena eman duten guztientzat.', fr: 'Déjeuner pour toutes les personnes inscrites.', el: 'Γεύμα για όλους τους εγγεγραμμένους συμμετέχοντες.' },
  },
  networking: {
    title: { es: 'Encuentros de networking', en: 'Networking meetings', pt: 'Encontros de networking', eus: 'Networking topaketak', fr: 'Rencontres de networking', el: 'Συναντήσεις δικτύωσης' },
    summary: { es: 'Reuniones breves entre asistentes, con cita previa desde el área privada.', en: 'Short one-to-one meetings between attendees, booked from your private area.', pt: 'Reuniões rápidas entre participantes, agendadas pela área privada.', eus: 'Bertaratuen arteko bilera laburrak, eremu pribatutik hitzartuak.', fr: 'Rendez-vous courts entre participants, réservés depuis votre espace privé.', el: 'Σύντομες συναντήσεις μεταξύ συμμετεχόντων, με κράτηση από την προσωπική σας περιοχή.' },
  },
} satisfies Record<string, { title: L; summary: L }>;

/** Summaries of topical sessions; `{s}` is the subject. */
export const SUMMARIES: L[] = [
  { es: 'Experiencias reales y aprendizajes sobre este tema: {s}.', en: 'Real-world experience and lessons learned on this topic: {s}.', pt: 'Experiências reais e aprendizados sobre este tema: {s}.', eus: 'Benetako esperientziak eta ikasitakoak gai honi buruz: {s}.', fr: 'Expériences concrètes et enseignements sur ce thème : {s}.', el: 'Πραγματικές εμπειρίες και διδάγματα για το θέμα: {s}.' },
  { es: 'Una mirada práctica, con datos recientes y tiempo para preguntas. Tema: {s}.', en: 'A practical look, with recent data and time for questions. Topic: {s}.', pt: 'Um olhar prático, com dados recentes e tempo para perguntas. Tema: {s}.', eus: 'Ikuspegi praktikoa, datu berriekin eta galderetarako tartearekin. Gaia: {s}.', fr: 'Un regard pratique, avec des données récentes et du temps pour les questions. Thème : {s}.', el: 'Μια πρακτική ματιά, με πρόσφατα δεδομένα και χρόνο για ερωτήσεις. Θέμα: {s}.' },
  { es: 'Administración, empresa y universidad debaten sobre un reto compartido: {s}.', en: 'Government, business and academia discuss a shared challenge: {s}.', pt: 'Governo, empresas e universidade debatem um desafio comum: {s}.', eus: 'Administrazioak, enpresak eta unibertsitateak erronka partekatu bat eztabaidatuko dute: {s}.', fr: "Administration, entreprises et université débattent d'un défi commun : {s}.", el: 'Δημόσιος τομέας, επιχειρήσεις και πανεπιστήμια συζητούν μια κοινή πρόκληση: {s}.' },
  { es: 'Casos de éxito, errores que evitar y herramientas para empezar mañana. Tema: {s}.', en: 'Success stories, mistakes to avoid and tools you can use tomorrow. Topic: {s}.', pt: 'Casos de sucesso, erros a evitar e ferramentas para começar amanhã. Tema: {s}.', eus: 'Arrakasta-kasuak, saihestu beharreko akatsak eta bihar bertan erabiltzeko tresnak. Gaia: {s}.', fr: 'Réussites, erreurs à éviter et outils à utiliser dès demain. Thème : {s}.', el: 'Ιστορίες επιτυχίας, λάθη που πρέπει να αποφύγετε και εργαλεία για να ξεκινήσετε αύριο. Θέμα: {s}.' },
];

/** The body of a session's description; `{summary}` and `{minutes}` are filled in. */
export const DESCRIPTION: L = {
  es: '<p>{summary}</p><h3>Qué encontrarás</h3><ul><li>Casos reales y datos recientes</li><li>Herramientas que puedes aplicar desde el primer día</li><li>Turno abierto de preguntas</li></ul><p>Duración: {minutes} minutos.</p>',
  en: '<p>{summary}</p><h3>What to expect</h3><ul><li>Real cases and recent data</li><li>Tools you can apply from day one</li><li>Open questions from the audience</li></ul><p>Length: {minutes} minutes.</p>',
  pt: '<p>{summary}</p><h3>O que você vai encontrar</h3><ul><li>Casos reais e dados recentes</li><li>Ferramentas para aplicar desde o primeiro dia</li><li>Rodada aberta de perguntas</li></ul><p>Duração: {minutes} minutos.</p>',
  eus: '<p>{summary}</p><h3>Zer aurkituko duzu</h3><ul><li>Benetako kasuak eta datu berriak</li><li>Lehen egunetik erabiltzeko tresnak</li><li>Galdera-txanda irekia</li></ul><p>Iraupena: {minutes} minutu.</p>',
  fr: '<p>{summary}</p><h3>Au programme</h3><ul><li>Cas réels et données récentes</li><li>Des outils applicables dès le premier jour</li><li>Questions ouvertes du public</li></ul><p>Durée : {minutes} minutes.</p>',
  el: '<p>{summary}</p><h3>Τι θα βρείτε</h3><ul><li>Πραγματικές περιπτώσεις και πρόσφατα δεδομένα</li><li>Εργαλεία που μπορείτε να εφαρμόσετε από την πρώτη μέρα</li><li>Ανοικτός γύρος ερωτήσεων</li></ul><p>Διάρκεια: {minutes} λεπτά.</p>',
};

export const FILE_NAMES = {
  slides: { es: 'Presentación (PDF)', en: 'Slides (PDF)', pt: 'Apresentação (PDF)', eus: 'Aurkezpena (PDF)', fr: 'Présentation (PDF)', el: 'Παρουσίαση (PDF)' },
  materials: { es: 'Materiales complementarios', en: 'Supporting materials', pt: 'Materiais complementares', eus: 'Material osagarriak', fr: 'Documents complémentaires', el: 'Συμπληρωματικό υλικό' },
} satisfies Record<string, L>;

export const TRACKS: { slug: string; color: string; name: L; description: L }[] = [
  { slug: 'principal', color: '#1f6feb', name: { es: 'Programa principal', en: 'Main programme', pt: 'Programa principal', eus: 'Egitarau nagusia', fr: 'Programme principal', el: 'Κύριο πρόγραμμα' }, description: { es: 'Ponencias y conferencias magistrales en el auditorio.', en: 'Talks and keynotes in the auditorium.', pt: 'Palestras e conferências magnas no auditório.', eus: 'Hitzaldiak eta hitzaldi nagusiak auditorioan.', fr: "Interventions et conférences plénières dans l'auditorium.", el: 'Ομιλίες και κεντρικές ομιλίες στο αμφιθέατρο.' } },
  { slug: 'practico', color: '#2da44e', name: { es: 'Sesiones prácticas', en: 'Hands-on sessions', pt: 'Sessões práticas', eus: 'Saio praktikoak', fr: 'Sessions pratiques', el: 'Πρακτικές συνεδρίες' }, description: { es: 'Talleres con plazas limitadas e inscripción previa.', en: 'Workshops with limited places and prior registration.', pt: 'Oficinas com vagas limitadas e inscrição prévia.', eus: 'Plaza mugatuko tailerrak, aurrez izena emanda.', fr: 'Ateliers à places limitées, sur inscription.', el: 'Εργαστήρια με περιορισμένες θέσεις και προεγγραφή.' } },
  { slug: 'debate', color: '#bf8700', name: { es: 'Debates', en: 'Debates', pt: 'Debates', eus: 'Eztabaidak', fr: 'Débats', el: 'Συζητήσεις' }, description: { es: 'Mesas redondas con voces diversas.', en: 'Panel discussions with diverse voices.', pt: 'Mesas-redondas com vozes diversas.', eus: 'Ahots anitzeko mahai-inguruak.', fr: 'Tables rondes aux voix diverses.', el: 'Στρογγυλά τραπέζια με ποικιλία απόψεων.' } },
];

export const AUDITORIUM: L = { es: 'Auditorio', en: 'Auditorium', pt: 'Auditório', eus: 'Auditorioa', fr: 'Auditorium', el: 'Αμφιθέατρο' };
export const ROOM_N: L = { es: 'Sala {n}', en: 'Room {n}', pt: 'Sala {n}', eus: '{n}. gela', fr: 'Salle {n}', el: 'Αίθουσα {n}' };

/** Job titles, worded so they need no grammatical gender. */
export const JOB_TITLES: L[] = [
  { es: 'Responsable de Innovación', en: 'Head of Innovation', pt: 'Responsável por Inovação', eus: 'Berrikuntzako arduraduna', fr: "Responsable de l'innovation", el: 'Επικεφαλής Καινοτομίας' },
  { es: 'Responsable de Datos', en: 'Head of Data', pt: 'Responsável por Dados', eus: 'Datuen arduraduna', fr: 'Responsable des données', el: 'Επικεφαλής Δεδομένων' },
  { es: 'Responsable de Sostenibilidad', en: 'Sustainability Lead', pt: 'Responsável por Sustentabilidade', eus: 'Jasangarritasun arduraduna', fr: 'Responsable du développement durable', el: 'Επικεφαλής Βιωσιμότητας' },
  { es: 'Especialista en ciberseguridad', en: 'Cybersecurity specialist', pt: 'Especialista em cibersegurança', eus: 'Zibersegurtasunean aditua', fr: 'Spécialiste en cybersécurité', el: 'Ειδικός κυβερνοασφάλειας' },
  { es: 'Responsable de Investigación', en: 'Head of Research', pt: 'Responsável por Pesquisa', eus: 'Ikerketa arduraduna', fr: 'Responsable de la recherche', el: 'Επικεφαλής Έρευνας' },
  { es: 'CEO', en: 'CEO', pt: 'CEO', eus: 'Zuzendari nagusia', fr: 'PDG', el: 'CEO' },
  { es: 'Especialista en políticas públicas', en: 'Public policy specialist', pt: 'Especialista em políticas públicas', eus: 'Politika publikoetan aditua', fr: 'Spécialiste des politiques publiques', el: 'Ειδικός δημόσιων πολιτικών' },
  { es: 'Responsable de Transformación Digital', en: 'Digital Transformation Lead', pt: 'Responsável por Transformação Digital', eus: 'Eraldaketa digitaleko arduraduna', fr: 'Responsable de la transformation numérique', el: 'Επικεφαλής Ψηφιακού Μετασχηματισμού' },
  { es: 'Especialista en experiencia de usuario', en: 'UX specialist', pt: 'Especialista em experiência do usuário', eus: 'Erabiltzaile-esperientzian aditua', fr: "Spécialiste de l'expérience utilisateur", el: 'Ειδικός εμπειρίας χρήστη' },
  { es: 'Responsable de Comunicación', en: 'Head of Communications', pt: 'Responsável por Comunicação', eus: 'Komunikazio arduraduna', fr: 'Responsable de la communication', el: 'Επικεφαλής Επικοινωνίας' },
  { es: 'Especialista en energía', en: 'Energy specialist', pt: 'Especialista em energia', eus: 'Energian aditua', fr: "Spécialiste de l'énergie", el: 'Ειδικός ενέργειας' },
  { es: 'Responsable de Personas', en: 'Head of People', pt: 'Responsável por Pessoas', eus: 'Pertsonen arduraduna', fr: 'Responsable des ressources humaines', el: 'Επικεφαλής Ανθρώπινου Δυναμικού' },
];

/** A speaker's bio: `{job}`, `{company}`, `{subject}`, `{event}`. */
export const BIO: L = {
  es: 'Trabaja como {job} en {company}. Su área principal es esta: {subject}. Participa en {event} para compartir lo aprendido en proyectos reales.',
  en: 'Works as {job} at {company}. Main area: {subject}. Joins {event} to share lessons from real projects.',
  pt: 'Trabalha como {job} em {company}. Área principal: {subject}. Participa do {event} para compartilhar o que aprendeu em projetos reais.',
  eus: '{company} erakundean dihardu, {job} gisa. Arlo nagusia: {subject}. {event} ekitaldian parte hartuko du benetako proiektuetan ikasitakoa partekatzeko.',
  fr: 'Travaille comme {job} chez {company}. Domaine principal : {subject}. Intervient à {event} pour partager les leçons de projets concrets.',
  el: 'Εργάζεται ως {job} στον οργανισμό {company}. Κύριο πεδίο: {subject}. Συμμετέχει στο {event} για να μοιραστεί όσα έμαθε από πραγματικά έργα.',
};

export const FIRST_NAMES = ['Ane', 'Iñaki', 'Maite', 'Jon', 'Leire', 'Xabier', 'Nerea', 'Unai', 'Amaia', 'Mikel', 'Lucía', 'Javier', 'Carmen', 'Sergio', 'Marta', 'Pablo', 'Beatriz', 'João', 'Mariana', 'Camille', 'Julien', 'Eleni', 'Nikos', 'Sofía', 'Andrés', 'Itziar', 'Gorka', 'Irati', 'Aitor', 'Claire', 'Rui', 'Helena'];
export const SURNAMES = ['Etxeberria', 'Goikoetxea', 'Arrieta', 'Zubizarreta', 'Aguirre', 'Urrutia', 'García', 'Martínez', 'Fernández', 'López', 'Ruiz', 'Navarro', 'Silva', 'Costa', 'Moreau', 'Lefèvre', 'Papadakis', 'Ortiz', 'Mendizabal', 'Larrañaga', 'Iturbe', 'Salaberria', 'Sousa', 'Dubois', 'Gil', 'Romero', 'Alonso', 'Ferreira'];
export const COMPANIES = ['Gaia Analytics', 'Zubi Partners', 'Lurra Foods', 'Osasun Tech', 'Bidea Consulting', 'Harrobi Ventures', 'Aurrera Fundazioa', 'Ibaia Water', 'Mendi Solar', 'Kode Kooperatiba', 'Portus Logística', 'Atlântico Digital', 'Lumière Conseil', 'Helios Research', 'Itsaso Energía', 'Kresala Labs', 'Hiria Mobility', 'Universidad del Cantábrico', 'Instituto Ibérico de Datos', 'Txingudi Robotics'];

/** Sponsors: fictional companies on the reserved `.example` domain. */
export const SPONSOR_COMPANIES = ['Itsaso Energía', 'Mendi Solar', 'Kresala Labs', 'Bidea Consulting', 'Ibaia Water', 'Hiria Mobility', 'Gaia Analytics', 'Harrobi Ventures', 'Lurra Foods', 'Zubi Partners', 'Portus Logística', 'Aurrera Fundazioa', 'Atlântico Digital', 'Helios Research'];
export const SPONSOR_SECTOR_TAGS: TagSlug[] = ['sostenibilidad', 'sostenibilidad', 'tecnologia', 'empresa', 'sostenibilidad', 'territorio', 'tecnologia', 'empresa', 'salud', 'empresa', 'territorio', 'personas', 'tecnologia', 'innovacion'];

export const CATEGORY_NAMES = {
  gold: { es: 'Oro', en: 'Gold', pt: 'Ouro', eus: 'Urrea', fr: 'Or', el: 'Χρυσοί χορηγοί' },
  silver: { es: 'Plata', en: 'Silver', pt: 'Prata', eus: 'Zilarra', fr: 'Argent', el: 'Αργυροί χορηγοί' },
  bronze: { es: 'Bronce', en: 'Bronze', pt: 'Bronze', eus: 'Brontzea', fr: 'Bronze', el: 'Χάλκινοι χορηγοί' },
} satisfies Record<string, L>;

export const SPONSOR_GROUPS = {
  promotores: { es: 'Patrocinadores', en: 'Sponsors', pt: 'Patrocinadores', eus: 'Babesleak', fr: 'Partenaires', el: 'Χορηγοί' },
  colaboradores: { es: 'Colaboradores', en: 'Partners', pt: 'Colaboradores', eus: 'Laguntzaileak', fr: 'Collaborateurs', el: 'Συνεργάτες' },
} satisfies Record<string, L>;

/** `{company}`, `{category}` (translated), `{event}`. */
export const SPONSOR_DESCRIPTION: L = {
  es: '{company} apoya {event} (categoría: {category}). Su compromiso con la innovación y el talento local hace posible este encuentro.',
  en: '{company} supports {event} (category: {category}). Its commitment to innovation and local talent makes this meeting possible.',
  pt: '{company} apoia o {event} (categoria: {category}). Seu compromisso com a inovação e o talento local torna este encontro possível.',
  eus: '{company} enpresak {event} babesten du (maila: {category}). Berrikuntzarekin eta tokiko talentuarekin duen konpromisoari esker egin daiteke topaketa hau.',
  fr: '{company} soutient {event} (catégorie : {category}). Son engagement pour l’innovation et les talents locaux rend cette rencontre possible.',
  el: 'Η εταιρεία {company} στηρίζει το {event} (κατηγορία: {category}). Η δέσμευσή της στην καινοτομία και στα τοπικά ταλέντα κάνει αυτή τη συνάντηση δυνατή.',
};

/** Default topics (axes) when a tenant defines none of its own. */
export const DEFAULT_TOPICS: { slug: string; color: string; name: L; description: L }[] = [
  { slug: 'transicion-digital', color: '#6f42c1', name: { es: 'Transición digital', en: 'Digital transition', pt: 'Transição digital', eus: 'Trantsizio digitala', fr: 'Transition numérique', el: 'Ψηφιακή μετάβαση' }, description: { es: 'Tecnología al servicio de las personas, las empresas y las instituciones.', en: 'Technology serving people, businesses and institutions.', pt: 'Tecnologia a serviço das pessoas, das empresas e das instituições.', eus: 'Teknologia pertsonen, enpresen eta erakundeen zerbitzura.', fr: 'La technologie au service des personnes, des entreprises et des institutions.', el: 'Η τεχνολογία στην υπηρεσία των ανθρώπων, των επιχειρήσεων και των θεσμών.' } },
  { slug: 'transicion-verde', color: '#2da44e', name: { es: 'Transición verde', en: 'Green transition', pt: 'Transição verde', eus: 'Trantsizio berdea', fr: 'Transition écologique', el: 'Πράσινη μετάβαση' }, description: { es: 'Energía, clima y territorio: cómo crecer sin comprometer el futuro.', en: 'Energy, climate and territory: growing without compromising the future.', pt: 'Energia, clima e território: como crescer sem comprometer o futuro.', eus: 'Energia, klima eta lurraldea: etorkizuna arriskuan jarri gabe hazteko bidea.', fr: "Énergie, climat et territoire : croître sans compromettre l'avenir.", el: 'Ενέργεια, κλίμα και περιφέρεια: ανάπτυξη χωρίς να θυσιάζεται το μέλλον.' } },
  { slug: 'transicion-social', color: '#d1242f', name: { es: 'Transición social', en: 'Social transition', pt: 'Transição social', eus: 'Trantsizio soziala', fr: 'Transition sociale', el: 'Κοινωνική μετάβαση' }, description: { es: 'Talento, cuidados, igualdad y cultura en una sociedad que cambia.', en: 'Talent, care, equality and culture in a changing society.', pt: 'Talento, cuidado, igualdade e cultura em uma sociedade em mudança.', eus: 'Talentua, zaintza, berdintasuna eta kultura aldatzen ari den gizarte batean.', fr: 'Talents, soin, égalité et culture dans une société qui change.', el: 'Ταλέντο, φροντίδα, ισότητα και πολιτισμός σε μια κοινωνία που αλλάζει.' } },
];
