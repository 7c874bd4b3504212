/**
 * The forms a session may carry (docs/product.md#entities "Custom form"): the demo survey and registration form,
 * in every catalogue language. Like seed/forms.ts they are built on request from these
 * definitions (ids per tenant: 3 the survey, 4 the registration form) and the session points at
 * them (conference_participation.survey_form_id / registration_form_id).
 */
import { createHash } from 'node:crypto';
import type { SessionForm, SessionFormField } from '../../lib/api/schemas';
import type { Tenant } from '../../lib/tenants/schema';
import { NO_RULES, OPTIONAL, question, REQUIRED, type QuestionDef } from './form-fields';
import { profileFor } from './tenants';
import type { L, Locale } from './i18n';

export const SURVEY_FORM_ID = 3;
export const REGISTRATION_FORM_ID = 4;

type FieldDef = QuestionDef<SessionFormField['type']>;

/** A session form field before its texts: none of them, no rule set. */
const BLANK = { help: undefined, placeholder: null, ...NO_RULES } as const;

const SURVEY: FieldDef[] = [
  question('rating', 'scale', REQUIRED, {
    label: { es: '¿Cómo valoras la sesión?', en: 'How would you rate the session?', pt: 'Como avalia a sessão?', eus: 'Nola baloratzen duzu saioa?', fr: 'Comment évaluez-vous la session ?', el: 'Πώς αξιολογείτε τη συνεδρία;' },
    scale: {
      min: 1,
      max: 5,
      minLabel: { es: 'Nada útil', en: 'Not useful', pt: 'Nada útil', eus: 'Ez da batere baliagarria', fr: 'Pas utile', el: 'Καθόλου χρήσιμη' },
      maxLabel: { es: 'Muy útil', en: 'Very useful', pt: 'Muito útil', eus: 'Oso baliagarria', fr: 'Très utile', el: 'Πολύ χρήσιμη' },
    },
  }),
  question('best', 'choice', REQUIRED, {
    label: { es: '¿Qué te ha gustado más?', en: 'What did you like best?', pt: 'O que gostou mais?', eus: 'Zer gustatu zaizu gehien?', fr: 'Qu’avez-vous préféré ?', el: 'Τι σας άρεσε περισσότερο;' },
    options: [
      { value: 'content', label: { es: 'El contenido', en: 'The content', pt: 'O conteúdo', eus: 'Edukia', fr: 'Le contenu', el: 'Το περιεχόμενο' } },
      { value: 'speakers', label: { es: 'Los ponentes', en: 'The speakers', pt: 'Os palestrantes', eus: 'Hizlariak', fr: 'Les intervenants', el: 'Οι ομιλητές' } },
      { value: 'format', label: { es: 'El formato', en: 'The format', pt: 'O formato', eus: 'Formatua', fr: 'Le format', el: 'Η μορφή' } },
    ],
  }),
  question('topics', 'multi_choice', OPTIONAL, {
    label: { es: '¿Sobre qué temas quieres saber más?', en: 'Which topics would you like to hear more about?', pt: 'Sobre que temas quer saber mais?', eus: 'Zein gairi buruz jakin nahi duzu gehiago?', fr: 'Sur quels thèmes souhaitez-vous en savoir plus ?', el: 'Για ποια θέματα θέλετε να μάθετε περισσότερα;' },
    options: [
      { value: 'innovation', label: { es: 'Innovación', en: 'Innovation', pt: 'Inovação', eus: 'Berrikuntza', fr: 'Innovation', el: 'Καινοτομία' } },
      { value: 'sustainability', label: { es: 'Sostenibilidad', en: 'Sustainability', pt: 'Sustentabilidade', eus: 'Jasangarritasuna', fr: 'Durabilité', el: 'Βιωσιμότητα' } },
      { value: 'people', label: { es: 'Personas', en: 'People', pt: 'Pessoas', eus: 'Pertsonak', fr: 'Personnes', el: 'Άνθρωποι' } },
    ],
  }),
  question('takeaway', 'text', REQUIRED, { minLength: 3, maxLength: 200, label: { es: 'Una idea que te llevas', en: 'One idea you take away', pt: 'Uma ideia que leva consigo', eus: 'Zurekin daramazun ideia bat', fr: 'Une idée que vous retenez', el: 'Μια ιδέα που κρατάτε' } }),
  question('follow_up', 'date', OPTIONAL, { label: { es: '¿Cuándo te vendría bien un seguimiento?', en: 'When would a follow-up suit you?', pt: 'Quando lhe daria jeito um acompanhamento?', eus: 'Noiz komeni zaizu jarraipen bat?', fr: 'Quand un suivi vous conviendrait-il ?', el: 'Πότε σας βολεύει μια συνέχεια;' } }),
  question('attachment', 'file', OPTIONAL, { accept: 'application/pdf,image/png,image/jpeg', maxSizeKb: 2048, maxFiles: 1, label: { es: 'Adjunta un documento (opcional)', en: 'Attach a document (optional)', pt: 'Anexe um documento (opcional)', eus: 'Erantsi dokumentu bat (aukerakoa)', fr: 'Joignez un document (facultatif)', el: 'Επισυνάψτε ένα έγγραφο (προαιρετικό)' }, help: { es: 'PDF, PNG o JPEG, hasta 2 MB.', en: 'PDF, PNG or JPEG, up to 2 MB.', pt: 'PDF, PNG ou JPEG, até 2 MB.', eus: 'PDF, PNG edo JPEG, gehienez 2 MB.', fr: 'PDF, PNG ou JPEG, 2 Mo maximum.', el: 'PDF, PNG ή JPEG, έως 2 MB.' } }),
];

const REGISTRATION: FieldDef[] = [
  question('organisation', 'text', REQUIRED, { maxLength: 120, autocomplete: 'organization', label: { es: 'Organización', en: 'Organisation', pt: 'Organização', eus: 'Erakundea', fr: 'Organisation', el: 'Οργανισμός' } }),
  question('profile', 'choice', REQUIRED, {
    label: { es: 'Tu perfil', en: 'Your profile', pt: 'O seu perfil', eus: 'Zure profila', fr: 'Votre profil', el: 'Το προφίλ σας' },
    options: [
      { value: 'student', label: { es: 'Estudiante', en: 'Student', pt: 'Estudante', eus: 'Ikaslea', fr: 'Étudiant·e', el: 'Φοιτητής/τρια' } },
      { value: 'professional', label: { es: 'Profesional', en: 'Professional', pt: 'Profissional', eus: 'Profesionala', fr: 'Professionnel·le', el: 'Επαγγελματίας' } },
      { value: 'research', label: { es: 'Investigación', en: 'Research', pt: 'Investigação', eus: 'Ikerketa', fr: 'Recherche', el: 'Έρευνα' } },
    ],
  }),
  question('needs', 'textarea', OPTIONAL, { maxLength: 500, label: { es: 'Necesidades de accesibilidad (opcional)', en: 'Accessibility needs (optional)', pt: 'Necessidades de acessibilidade (opcional)', eus: 'Irisgarritasun-beharrak (aukerakoa)', fr: 'Besoins d’accessibilité (facultatif)', el: 'Ανάγκες προσβασιμότητας (προαιρετικό)' } }),
  question('share_data', 'checkbox', REQUIRED, { label: { es: 'Acepto que los ponentes reciban mi nombre y organización', en: 'I agree that the speakers receive my name and organisation', pt: 'Aceito que os palestrantes recebam o meu nome e organização', eus: 'Onartzen dut hizlariek nire izena eta erakundea jasotzea', fr: 'J’accepte que les intervenants reçoivent mon nom et mon organisation', el: 'Συμφωνώ να λάβουν οι ομιλητές το όνομα και τον οργανισμό μου' } }),
];

const TITLES = {
  survey: {
    title: { es: 'Encuesta de la sesión', en: 'Session survey', pt: 'Inquérito da sessão', eus: 'Saioaren inkesta', fr: 'Questionnaire de la session', el: 'Έρευνα της συνεδρίας' } as L,
    description: { es: 'Dos minutos: nos ayuda a mejorar las próximas sesiones.', en: 'Two minutes: it helps us improve the next sessions.', pt: 'Dois minutos: ajuda-nos a melhorar as próximas sessões.', eus: 'Bi minutu: hurrengo saioak hobetzen laguntzen digu.', fr: 'Deux minutes : cela nous aide à améliorer les prochaines sessions.', el: 'Δύο λεπτά: μας βοηθά να βελτιώσουμε τις επόμενες συνεδρίες.' } as L,
    fields: SURVEY,
  },
  registration: {
    title: { es: 'Formulario de inscripción', en: 'Registration form', pt: 'Formulário de inscrição', eus: 'Izen-emate formularioa', fr: 'Formulaire d’inscription', el: 'Φόρμα εγγραφής' } as L,
    description: { es: 'Completa estos datos para confirmar tu plaza.', en: 'Fill in these details to confirm your seat.', pt: 'Preencha estes dados para confirmar o seu lugar.', eus: 'Bete datu hauek zure plaza berresteko.', fr: 'Complétez ces informations pour confirmer votre place.', el: 'Συμπληρώστε αυτά τα στοιχεία για να επιβεβαιώσετε τη θέση σας.' } as L,
    fields: REGISTRATION,
  },
} as const;

const t = (text: L | undefined, locale: Locale): string | null => (text ? (text[locale] ?? text.es) : null);

function uuidOf(tenantKey: string, purpose: string): string {
  const h = createHash('sha256').update(`ekitaldi:${tenantKey}:form:${purpose}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A session form of the tenant by id or uuid, in `locale`; null when it is not one. */
export function findSessionForm(tenant: Tenant, key: string | number, locale: Locale): SessionForm | null {
  const k = String(key).toLowerCase();
  for (const purpose of ['survey', 'registration'] as const) {
    const id = purpose === 'survey' ? SURVEY_FORM_ID : REGISTRATION_FORM_ID;
    const uuid = uuidOf(tenant.key, purpose);
    if (k !== String(id) && k !== uuid) continue;
    const def = TITLES[purpose];
    return {
      id,
      uuid,
      purpose,
      title: t(def.title, locale)!,
      description: t(def.description, locale),
      fields: def.fields.map((f) => ({
        ...BLANK,
        ...f,
        label: t(f.label, locale)!,
        help: t(f.help, locale),
        placeholder: null,
        options: (f.options ?? []).map((o) => ({ value: o.value, label: t(o.label, locale)! })),
        scale: f.scale ? { min: f.scale.min, max: f.scale.max, minLabel: t(f.scale.minLabel, locale), maxLabel: t(f.scale.maxLabel, locale) } : null,
      })),
      // Whether people without an account may use it: the tenant's choice, never with tickets.
      externalRegistration: purpose === 'registration' && !tenant.ticketRequired && profileFor(tenant).externalRegistration === true,
    };
  }
  return null;
}
