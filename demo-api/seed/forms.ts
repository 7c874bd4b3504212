/**
 * Custom forms of every tenant (docs/product.md#entities "Custom form"): the contact form and the extra fields of
 * the sign-up form, in each language of the catalogue. They are the same for every tenant except
 * for ids, so they are built on request from these definitions rather than stored: a tenant
 * added to the registry has them at once. The uuid is derived from the tenant key, so it is
 * stable across restarts and re-seeds.
 */
import { createHash } from 'node:crypto';
import type { CustomForm, CustomFormField } from '../../lib/api/schemas';
import type { Tenant } from '../../lib/tenants/schema';
import { NO_RULES, OPTIONAL, question, REQUIRED, type QuestionDef } from './form-fields';
import type { L, Locale } from './i18n';

export type FormPurpose = 'contact' | 'register';
export const FORM_PURPOSES: readonly FormPurpose[] = ['contact', 'register'];

/** Per-tenant ids: 1 the contact form, 2 the sign-up extras. */
const IDS: Record<FormPurpose, number> = { contact: 1, register: 2 };

type FieldDef = QuestionDef<CustomFormField['type']>;

const TITLES: Record<FormPurpose, { title: L; description: L | null }> = {
  contact: {
    title: { es: 'Escríbenos', en: 'Write to us', pt: 'Escreva para nós', eus: 'Idatz iezaguzu', fr: 'Écrivez-nous', el: 'Γράψτε μας' },
    description: {
      es: 'Resolvemos tus dudas sobre el programa, la inscripción, el patrocinio o la prensa. Te responderemos en un plazo de 48 horas laborables.',
      en: 'We answer your questions about the programme, registration, sponsorship or the press. We will reply within 48 working hours.',
      pt: 'Respondemos às suas dúvidas sobre a programação, a inscrição, o patrocínio ou a imprensa. Responderemos em até 48 horas úteis.',
      eus: 'Egitarauari, izen-emateari, babesari edo prentsari buruzko zalantzak argitzen ditugu. 48 lanorduko epean erantzungo dizugu.',
      fr: 'Nous répondons à vos questions sur le programme, l’inscription, le partenariat ou la presse. Réponse sous 48 heures ouvrées.',
      el: 'Απαντάμε στις ερωτήσεις σας για το πρόγραμμα, την εγγραφή, τις χορηγίες ή τον Τύπο. Θα σας απαντήσουμε εντός 48 εργάσιμων ωρών.',
    },
  },
  register: {
    title: { es: 'Datos adicionales', en: 'Additional details', pt: 'Dados adicionais', eus: 'Datu gehigarriak', fr: 'Informations complémentaires', el: 'Επιπλέον στοιχεία' },
    description: null,
  },
};

const CONTACT: FieldDef[] = [
  question('name', 'text', REQUIRED, { minLength: 2, maxLength: 80, autocomplete: 'name', label: { es: 'Nombre y apellidos', en: 'Full name', pt: 'Nome completo', eus: 'Izen-abizenak', fr: 'Nom et prénom', el: 'Ονοματεπώνυμο' } }),
  question('email', 'email', REQUIRED, { maxLength: 120, autocomplete: 'email', label: { es: 'Correo electrónico', en: 'Email address', pt: 'E-mail', eus: 'Helbide elektronikoa', fr: 'Adresse e-mail', el: 'Διεύθυνση email' } }),
  question('phone', 'tel', OPTIONAL, {
    format: 'phone',
    autocomplete: 'tel-national',
    label: { es: 'Teléfono (opcional)', en: 'Phone (optional)', pt: 'Telefone (opcional)', eus: 'Telefonoa (aukerakoa)', fr: 'Téléphone (facultatif)', el: 'Τηλέφωνο (προαιρετικό)' },
    help: {
      es: '9 cifras, por ejemplo 612345678.',
      en: '9 digits, for example 612345678.',
      pt: '9 dígitos, por exemplo 612345678.',
      eus: '9 zifra, adibidez 612345678.',
      fr: '9 chiffres, par exemple 612345678.',
      el: '9 ψηφία, για παράδειγμα 612345678.',
    },
  }),
  question('subject', 'select', REQUIRED, {
    label: { es: 'Asunto', en: 'Subject', pt: 'Assunto', eus: 'Gaia', fr: 'Objet', el: 'Θέμα' },
    options: [
      { value: 'general', label: { es: 'Consulta general', en: 'General enquiry', pt: 'Dúvida geral', eus: 'Kontsulta orokorra', fr: 'Question générale', el: 'Γενική ερώτηση' } },
      { value: 'programme', label: { es: 'Programa y ponentes', en: 'Programme and speakers', pt: 'Programação e palestrantes', eus: 'Egitaraua eta hizlariak', fr: 'Programme et intervenants', el: 'Πρόγραμμα και ομιλητές' } },
      { value: 'registration', label: { es: 'Inscripción y entradas', en: 'Registration and tickets', pt: 'Inscrição e ingressos', eus: 'Izen-ematea eta sarrerak', fr: 'Inscription et billets', el: 'Εγγραφή και εισιτήρια' } },
      { value: 'sponsorship', label: { es: 'Patrocinio', en: 'Sponsorship', pt: 'Patrocínio', eus: 'Babesa', fr: 'Partenariat', el: 'Χορηγίες' } },
      { value: 'press', label: { es: 'Prensa', en: 'Press', pt: 'Imprensa', eus: 'Prentsa', fr: 'Presse', el: 'Τύπος' } },
    ],
  }),
  question('message', 'textarea', REQUIRED, { minLength: 10, maxLength: 2000, label: { es: 'Mensaje', en: 'Message', pt: 'Mensagem', eus: 'Mezua', fr: 'Message', el: 'Μήνυμα' } }),
  question('privacy', 'checkbox', REQUIRED, {
    label: {
      es: 'He leído y acepto la política de privacidad',
      en: 'I have read and accept the privacy policy',
      pt: 'Li e aceito a política de privacidade',
      eus: 'Pribatutasun-politika irakurri eta onartzen dut',
      fr: 'J’ai lu et j’accepte la politique de confidentialité',
      el: 'Έχω διαβάσει και αποδέχομαι την πολιτική απορρήτου',
    },
    help: {
      es: 'Usaremos tus datos solo para responder a tu mensaje.',
      en: 'We will only use your details to answer your message.',
      pt: 'Usaremos seus dados apenas para responder à sua mensagem.',
      eus: 'Zure datuak zure mezuari erantzuteko soilik erabiliko ditugu.',
      fr: 'Vos données ne serviront qu’à répondre à votre message.',
      el: 'Θα χρησιμοποιήσουμε τα στοιχεία σας μόνο για να απαντήσουμε στο μήνυμά σας.',
    },
  }),
];

const REGISTER: FieldDef[] = [
  question('company', 'text', OPTIONAL, { maxLength: 120, autocomplete: 'organization', label: { es: 'Empresa u organización', en: 'Company or organisation', pt: 'Empresa ou organização', eus: 'Enpresa edo erakundea', fr: 'Entreprise ou organisation', el: 'Εταιρεία ή οργανισμός' } }),
  question('job_title', 'text', OPTIONAL, { maxLength: 120, autocomplete: 'organization-title', label: { es: 'Cargo', en: 'Job title', pt: 'Cargo', eus: 'Kargua', fr: 'Fonction', el: 'Θέση εργασίας' } }),
  question('document_number', 'text', OPTIONAL, { maxLength: 20, format: 'alpha_num', label: { es: 'Número de documento', en: 'ID document number', pt: 'Número do documento', eus: 'Dokumentu-zenbakia', fr: 'Numéro de pièce d’identité', el: 'Αριθμός εγγράφου ταυτότητας' } }),
  question('postal_code', 'text', OPTIONAL, { digits: 5, autocomplete: 'postal-code', label: { es: 'Código postal', en: 'Postcode', pt: 'Código postal', eus: 'Posta-kodea', fr: 'Code postal', el: 'Ταχυδρομικός κώδικας' } }),
  question('diet', 'select', OPTIONAL, {
    label: { es: 'Restricciones alimentarias', en: 'Dietary requirements', pt: 'Restrições alimentares', eus: 'Elikadura-murrizketak', fr: 'Régime alimentaire', el: 'Διατροφικές απαιτήσεις' },
    options: [
      { value: 'none', label: { es: 'Ninguna', en: 'None', pt: 'Nenhuma', eus: 'Bat ere ez', fr: 'Aucun', el: 'Καμία' } },
      { value: 'vegetarian', label: { es: 'Vegetariana', en: 'Vegetarian', pt: 'Vegetariana', eus: 'Begetarianoa', fr: 'Végétarien', el: 'Χορτοφαγική' } },
      { value: 'vegan', label: { es: 'Vegana', en: 'Vegan', pt: 'Vegana', eus: 'Beganoa', fr: 'Végan', el: 'Βίγκαν' } },
      { value: 'gluten_free', label: { es: 'Sin gluten', en: 'Gluten-free', pt: 'Sem glúten', eus: 'Glutenik gabe', fr: 'Sans gluten', el: 'Χωρίς γλουτένη' } },
    ],
  }),
  question('photo', 'file', OPTIONAL, { accept: 'image/png,image/jpeg', label: { es: 'Foto para la acreditación', en: 'Photo for your badge', pt: 'Foto para a credencial', eus: 'Akreditaziorako argazkia', fr: 'Photo pour le badge', el: 'Φωτογραφία για την κονκάρδα' }, help: { es: 'PNG o JPEG, hasta 5 MB.', en: 'PNG or JPEG, up to 5 MB.', pt: 'PNG ou JPEG, até 5 MB.', eus: 'PNG edo JPEG, gehienez 5 MB.', fr: 'PNG ou JPEG, 5 Mo maximum.', el: 'PNG ή JPEG, έως 5 MB.' } }),
];

const FIELDS: Record<FormPurpose, FieldDef[]> = { contact: CONTACT, register: REGISTER };

/** A stable RFC 4122 (version 5 layout) uuid for a tenant's form: sha1 of "tenant:purpose". */
export function formUuid(tenantKey: string, purpose: FormPurpose): string {
  const h = createHash('sha1').update(`ekitaldi:${tenantKey}:${purpose}`).digest('hex').slice(0, 32).split('');
  h[12] = '5';
  h[16] = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  const s = h.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** The form as GET /custom-form/{id} answers it, in `locale`. */
export function customFormFor(tenant: Tenant, purpose: FormPurpose, locale: Locale): CustomForm {
  const { title, description } = TITLES[purpose];
  return {
    id: IDS[purpose],
    uuid: formUuid(tenant.key, purpose),
    purpose,
    title: title[locale],
    description: description ? description[locale] : null,
    fields: FIELDS[purpose].map((def) => ({ ...NO_RULES, ...def })).map((f) => ({
      name: f.name,
      type: f.type,
      label: f.label[locale],
      help: f.help ? f.help[locale] : null,
      placeholder: f.placeholder ? f.placeholder[locale] : null,
      required: f.required,
      minLength: f.minLength,
      maxLength: f.maxLength,
      digits: f.digits,
      format: f.format,
      autocomplete: f.autocomplete,
      options: (f.options ?? []).map((o) => ({ value: o.value, label: o.label[locale] })),
      accept: f.accept,
    })),
  };
}

/** Finds a tenant's form by purpose name, numeric id or uuid. */
export function findCustomForm(tenant: Tenant, key: string, locale: Locale): CustomForm | null {
  const purpose = FORM_PURPOSES.find((p) => p === key || String(IDS[p]) === key || formUuid(tenant.key, p) === key.toLowerCase());
  return purpose ? customFormFor(tenant, purpose, locale) : null;
}
