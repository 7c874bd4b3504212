/**
 * Fixed texts of networking in the six languages of the portal: the networking terms
 * (GET /networking/acceptance) and the networking form (GET /networking/custom-form). Names
 * stored in the networking tables are JSON objects of the same shape ({es, en, …}).
 */
import type { Locale } from '../lib/tenants/schema';

export type L = Record<Locale, string>;

/** The text in `locale`, else Spanish. A stored value is a JSON object of languages or a plain string. */
export function localised(value: string | L, locale: Locale): string {
  let v: string | L = value;
  if (typeof v === 'string') {
    if (!v.startsWith('{')) return v;
    v = JSON.parse(v) as L;
  }
  return v[locale] ?? v.es;
}

export const NETWORKING_TERMS = {
  version: '2026-11',
  title: {
    es: 'Condiciones del networking',
    en: 'Networking terms',
    pt: 'Condições do networking',
    eus: 'Networkingaren baldintzak',
    fr: 'Conditions du networking',
    el: 'Όροι του networking',
  } satisfies L,
  text: {
    es: 'Al activar el networking, tu nombre, tu foto, tu empresa, tu cargo y las respuestas del formulario de networking serán visibles para las demás personas que lo tengan activado en este evento.\n\nPodrán pedirte reuniones y tú podrás aceptarlas, rechazarlas o cancelarlas. Si lo desactivas, se borrarán todas tus conversaciones y reuniones.',
    en: 'When you turn networking on, your name, photo, company, position and your answers to the networking form become visible to the other people who have it on at this event.\n\nThey can ask you for meetings, and you can accept, reject or cancel them. If you turn it off, all your conversations and meetings are deleted.',
    pt: 'Ao ativar o networking, o seu nome, foto, empresa, cargo e as respostas do formulário de networking ficam visíveis para as outras pessoas que o tenham ativado neste evento.\n\nPoderão pedir-lhe reuniões, que pode aceitar, recusar ou cancelar. Se o desativar, todas as suas conversas e reuniões serão apagadas.',
    eus: 'Networkinga aktibatzean, zure izena, argazkia, enpresa, kargua eta networking inprimakiko erantzunak ikusgai egongo dira ekitaldi honetan hura aktibatuta duten beste pertsonentzat.\n\nBilerak eska diezazkizukete, eta zuk onartu, baztertu edo bertan behera utz ditzakezu. Desaktibatzen baduzu, zure elkarrizketa eta bilera guztiak ezabatuko dira.',
    fr: 'En activant le networking, votre nom, votre photo, votre entreprise, votre poste et vos réponses au formulaire de networking deviennent visibles pour les autres personnes qui l’ont activé pour cet événement.\n\nElles pourront vous demander des rendez-vous, que vous pourrez accepter, refuser ou annuler. Si vous le désactivez, toutes vos conversations et tous vos rendez-vous seront supprimés.',
    el: 'Όταν ενεργοποιείτε το networking, το όνομα, η φωτογραφία, η εταιρεία, η θέση σας και οι απαντήσεις σας στη φόρμα networking γίνονται ορατά στους άλλους συμμετέχοντες που το έχουν ενεργοποιήσει σε αυτή την εκδήλωση.\n\nΜπορούν να σας ζητήσουν συναντήσεις, τις οποίες μπορείτε να αποδεχτείτε, να απορρίψετε ή να ακυρώσετε. Αν το απενεργοποιήσετε, όλες οι συνομιλίες και οι συναντήσεις σας διαγράφονται.',
  } satisfies L,
};

interface FormField {
  name: string;
  type: 'choice' | 'multi_choice' | 'textarea';
  label: L;
  help?: L;
  required: boolean;
  maxLength?: number;
  options: { value: string; label: L }[];
}

const opt = (value: string, es: string, en: string, pt: string, eus: string, fr: string, el: string) => ({ value, label: { es, en, pt, eus, fr, el } });

export const NETWORKING_FORM: { id: number; uuid: string; title: L; description: L; fields: FormField[] } = {
  id: 900,
  uuid: '6f1c2b1e-8a4d-4c3e-9b7a-2d5e1f0a9c41',
  title: { es: 'Tu perfil de networking', en: 'Your networking profile', pt: 'O seu perfil de networking', eus: 'Zure networking profila', fr: 'Votre profil de networking', el: 'Το προφίλ σας στο networking' },
  description: {
    es: 'Cuéntanos a qué te dedicas y qué buscas: lo verán las demás personas del networking.',
    en: 'Tell us what you do and what you are looking for: other people in networking will see it.',
    pt: 'Diga-nos o que faz e o que procura: as outras pessoas do networking vão vê-lo.',
    eus: 'Esaiguzu zertan ari zaren eta zer bilatzen duzun: networkingeko beste pertsonek ikusiko dute.',
    fr: 'Dites-nous ce que vous faites et ce que vous cherchez : les autres personnes du networking le verront.',
    el: 'Πείτε μας με τι ασχολείστε και τι αναζητάτε: θα το βλέπουν οι άλλοι συμμετέχοντες στο networking.',
  },
  fields: [
    {
      name: 'sector',
      type: 'choice',
      label: { es: 'Sector', en: 'Sector', pt: 'Setor', eus: 'Sektorea', fr: 'Secteur', el: 'Τομέας' },
      required: true,
      options: [
        opt('technology', 'Tecnología', 'Technology', 'Tecnologia', 'Teknologia', 'Technologie', 'Τεχνολογία'),
        opt('energy', 'Energía', 'Energy', 'Energia', 'Energia', 'Énergie', 'Ενέργεια'),
        opt('health', 'Salud', 'Health', 'Saúde', 'Osasuna', 'Santé', 'Υγεία'),
        opt('food', 'Alimentación', 'Food', 'Alimentação', 'Elikadura', 'Alimentation', 'Τρόφιμα'),
        opt('mobility', 'Movilidad', 'Mobility', 'Mobilidade', 'Mugikortasuna', 'Mobilité', 'Κινητικότητα'),
        opt('public', 'Sector público', 'Public sector', 'Setor público', 'Sektore publikoa', 'Secteur public', 'Δημόσιος τομέας'),
        opt('education', 'Educación e investigación', 'Education and research', 'Educação e investigação', 'Hezkuntza eta ikerketa', 'Éducation et recherche', 'Εκπαίδευση και έρευνα'),
        opt('consulting', 'Consultoría', 'Consulting', 'Consultoria', 'Aholkularitza', 'Conseil', 'Συμβουλευτική'),
      ],
    },
    {
      name: 'looking_for',
      type: 'multi_choice',
      label: { es: '¿Qué buscas?', en: 'What are you looking for?', pt: 'O que procura?', eus: 'Zer bilatzen duzu?', fr: 'Que cherchez-vous ?', el: 'Τι αναζητάτε;' },
      help: { es: 'Elige una o varias opciones.', en: 'Choose one or more.', pt: 'Escolha uma ou várias opções.', eus: 'Aukeratu bat edo gehiago.', fr: 'Choisissez une ou plusieurs options.', el: 'Επιλέξτε μία ή περισσότερες.' },
      required: true,
      options: [
        opt('partners', 'Socios', 'Partners', 'Parceiros', 'Bazkideak', 'Partenaires', 'Συνεργάτες'),
        opt('clients', 'Clientes', 'Clients', 'Clientes', 'Bezeroak', 'Clients', 'Πελάτες'),
        opt('suppliers', 'Proveedores', 'Suppliers', 'Fornecedores', 'Hornitzaileak', 'Fournisseurs', 'Προμηθευτές'),
        opt('investors', 'Inversión', 'Investors', 'Investidores', 'Inbertitzaileak', 'Investisseurs', 'Επενδυτές'),
        opt('talent', 'Talento', 'Talent', 'Talento', 'Talentua', 'Talents', 'Ταλέντα'),
        opt('knowledge', 'Conocimiento', 'Knowledge', 'Conhecimento', 'Ezagutza', 'Connaissances', 'Γνώση'),
      ],
    },
    {
      name: 'about',
      type: 'textarea',
      label: { es: 'Sobre ti', en: 'About you', pt: 'Sobre si', eus: 'Zuri buruz', fr: 'À propos de vous', el: 'Σχετικά με εσάς' },
      required: false,
      maxLength: 300,
      options: [],
    },
  ],
};
