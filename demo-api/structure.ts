/**
 * Per-tenant customer data: which fields the tenant asks for (GET /customer/structure), the
 * localised choices (types, genres), the private-area sections, and the server-side docs/product.md#validation
 * validation of customer fields with the portal's own rules (lib/schemas/customer-fields.ts).
 */
import { z } from 'zod';
import type { CustomerStructure, CustomerUpdateBody, EditableCustomerField } from '../lib/api/schemas';
import type { Locale, Tenant } from '../lib/tenants/schema';
import { customerFieldSchema, customerFieldValue, DOCUMENT_TYPES, type CustomerFieldChoiceIds } from '../lib/schemas/customer-fields';
import { checkText, validationKey } from '../lib/schemas/validation';
import type { CustomerRow } from './auth';
import type { L } from './seed/i18n';

type FieldSpec = readonly [EditableCustomerField, boolean];

const r = (name: EditableCustomerField): FieldSpec => [name, true];
const o = (name: EditableCustomerField): FieldSpec => [name, false];

/**
 * The fields each tenant uses, in form order; `true` = required. name and surname are always
 * listed and required (the email is not an editable field: it has its own flow).
 */
const STRUCTURES: Record<string, readonly FieldSpec[]> = {
  demo: [
    o('treatment'), r('name'), r('surname'), o('secondSurname'), o('gender'), o('dateOfBirth'), o('nationality'),
    o('documentType'), o('documentNumber'), r('telephone'), o('company'), o('position'), o('jobTitle'),
    o('university'), r('userType'), o('foodRestrictions'), o('comments'),
  ],
  compact: [r('name'), r('surname'), o('telephone'), o('company'), o('position')],
  cned: [
    o('treatment'), r('name'), r('surname'), o('secondSurname'), r('documentType'), r('documentNumber'),
    r('documentIssueDate'), r('documentExpiryDate'), r('nationality'), r('dateOfBirth'), r('telephone'),
    o('company'), o('position'), o('foodRestrictions'),
  ],
  hermes: [o('treatment'), r('name'), r('surname'), r('company'), r('position'), o('jobTitle'), o('telephone'), r('userType'), o('comments')],
  mdigital: [r('name'), r('surname'), o('gender'), o('company'), o('position'), o('telephone'), o('userType')],
  digitalone: [r('name'), r('surname'), r('company'), o('jobTitle'), o('telephone'), o('university')],
  ciud: [r('name'), r('surname'), o('secondSurname'), r('university'), r('userType'), o('dateOfBirth'), o('gender'), o('telephone')],
  eirv2023: [o('treatment'), r('name'), r('surname'), r('company'), r('position'), o('telephone'), o('foodRestrictions')],
};
const DEFAULT_STRUCTURE: readonly FieldSpec[] = [r('name'), r('surname'), o('company'), o('position'), o('telephone')];

export function structureOf(tenant: Tenant): CustomerStructure {
  return { fields: (STRUCTURES[tenant.key] ?? DEFAULT_STRUCTURE).map(([name, required]) => ({ name, required })) };
}

const TYPE_NAMES: Record<string, L> = {
  attendee: { es: 'Asistente', en: 'Attendee', pt: 'Participante', eus: 'Partaidea', fr: 'Participant', el: 'Σύνεδρος' },
  speaker: { es: 'Ponente', en: 'Speaker', pt: 'Palestrante', eus: 'Hizlaria', fr: 'Intervenant', el: 'Ομιλητής' },
  press: { es: 'Prensa', en: 'Press', pt: 'Imprensa', eus: 'Prentsa', fr: 'Presse', el: 'Τύπος' },
  sponsor: { es: 'Patrocinador', en: 'Sponsor', pt: 'Patrocinador', eus: 'Babeslea', fr: 'Partenaire', el: 'Χορηγός' },
  organizer: { es: 'Organización', en: 'Organiser', pt: 'Organização', eus: 'Antolatzailea', fr: 'Organisation', el: 'Οργάνωση' },
  student: { es: 'Estudiante', en: 'Student', pt: 'Estudante', eus: 'Ikaslea', fr: 'Étudiant', el: 'Φοιτητής' },
  researcher: { es: 'Personal investigador', en: 'Researcher', pt: 'Pesquisador', eus: 'Ikertzailea', fr: 'Chercheur', el: 'Ερευνητής' },
  faculty: { es: 'Profesorado', en: 'Faculty', pt: 'Docente', eus: 'Irakaslea', fr: 'Enseignant', el: 'Διδακτικό προσωπικό' },
  public_sector: { es: 'Administración pública', en: 'Public sector', pt: 'Setor público', eus: 'Administrazio publikoa', fr: 'Secteur public', el: 'Δημόσιος τομέας' },
};

const TYPES: Record<string, readonly string[]> = {
  demo: ['attendee', 'speaker', 'press', 'sponsor', 'organizer'],
  hermes: ['attendee', 'speaker', 'press', 'organizer'],
  mdigital: ['attendee', 'speaker', 'sponsor', 'organizer'],
  ciud: ['student', 'researcher', 'faculty', 'attendee', 'organizer'],
  cned: ['attendee', 'public_sector', 'speaker', 'organizer'],
};
const DEFAULT_TYPES = ['attendee', 'speaker', 'organizer'];

const GENRE_NAMES: Record<string, L> = {
  F: { es: 'Mujer', en: 'Woman', pt: 'Mulher', eus: 'Emakumea', fr: 'Femme', el: 'Γυναίκα' },
  M: { es: 'Hombre', en: 'Man', pt: 'Homem', eus: 'Gizona', fr: 'Homme', el: 'Άνδρας' },
  X: { es: 'No binario', en: 'Non-binary', pt: 'Não binário', eus: 'Ez-bitarra', fr: 'Non binaire', el: 'Μη δυαδικό' },
  N: { es: 'Prefiero no decirlo', en: 'Prefer not to say', pt: 'Prefiro não dizer', eus: 'Nahiago dut ez esan', fr: 'Je préfère ne pas répondre', el: 'Προτιμώ να μην απαντήσω' },
};

export function typeIds(tenant: Tenant): readonly string[] {
  return TYPES[tenant.key] ?? DEFAULT_TYPES;
}
export function typesOf(tenant: Tenant, locale: Locale) {
  return typeIds(tenant).map((id) => ({ id, name: TYPE_NAMES[id]![locale] }));
}
export function typeName(id: string | null, locale: Locale): string | null {
  return id && TYPE_NAMES[id] ? TYPE_NAMES[id][locale] : null;
}
export function genresOf(locale: Locale) {
  return Object.entries(GENRE_NAMES).map(([id, name]) => ({ id, name: name[locale] }));
}

/** Private-area sections per tenant (GET /customer/customer-index-info). */
export function sectionsOf(tenant: Tenant) {
  const s = { accommodation: false, academic: false, consents: true, unsubscribe: true, networking: tenant.networkingType !== null };
  switch (tenant.key) {
    case 'demo':
      return { accommodation: true, academic: true, consents: true, unsubscribe: true, networking: true };
    case 'compact':
      return { ...s, networking: false };
    case 'hermes':
      return { ...s, accommodation: true };
    case 'ciud':
      return { ...s, academic: true };
    case 'cned':
      // Accounts are shared with the sibling portals: leaving is done there, not here.
      return { ...s, accommodation: true, academic: true, unsubscribe: false };
    default:
      return s;
  }
}

// ---------------------------------------------------------------------------------------------
// Validation of customer fields (sign-up, SSO extra fields, update)
// ---------------------------------------------------------------------------------------------

/** The schema of one customer field: the shared docs/product.md#validation rules with this tenant's choices. */
function fieldSchema(tenant: Tenant, field: EditableCustomerField, required: boolean) {
  // Countries are not listed here: the shared spec checks the ISO code's form instead.
  const choices: CustomerFieldChoiceIds = { genres: Object.keys(GENRE_NAMES), types: typeIds(tenant), documentTypes: DOCUMENT_TYPES };
  return customerFieldSchema(field, required, choices);
}

export type FieldErrors = Record<string, string[]>;

export function addError(errors: FieldErrors, field: string, key: string) {
  const list = (errors[field] ??= []);
  if (!list.includes(key)) list.push(key);
}

function collect(errors: FieldErrors, field: string, result: z.ZodSafeParseResult<string>): string | null {
  if (result.success) return result.data === '' ? null : result.data;
  for (const issue of result.error.issues) {
    addError(errors, field, issue.message.startsWith('validation.') ? validationKey(issue.message) : 'validation.type');
  }
  return null;
}

/**
 * Validates the tenant's customer fields of a sign-up (every required field must be there).
 * Fields the tenant does not use are ignored. Returns the clean values (null for empty).
 */
export function validateCustomerFields(
  tenant: Tenant,
  input: Record<string, unknown>,
  errors: FieldErrors,
): Partial<Record<EditableCustomerField, string | null>> {
  const out: Partial<Record<EditableCustomerField, string | null>> = {};
  for (const { name, required } of structureOf(tenant).fields) {
    const raw = input[name];
    const value = typeof raw === 'string' || raw === null || raw === undefined ? raw : String(raw);
    out[name] = collect(errors, name, fieldSchema(tenant, name, required).safeParse(value));
  }
  return normalise(out);
}

/**
 * Validates a partial update: only the fields present in the body are checked and changed
 * (a required field cannot be emptied). Fields the tenant does not use are ignored.
 */
export function validateCustomerUpdate(
  tenant: Tenant,
  body: CustomerUpdateBody,
  errors: FieldErrors,
): Partial<Record<EditableCustomerField, string | null>> {
  const out: Partial<Record<EditableCustomerField, string | null>> = {};
  for (const { name, required } of structureOf(tenant).fields) {
    if (!(name in body) || body[name] === undefined) continue;
    out[name] = collect(errors, name, fieldSchema(tenant, name, required).safeParse(body[name]));
  }
  return normalise(out);
}

function normalise(out: Partial<Record<EditableCustomerField, string | null>>) {
  for (const name of Object.keys(out) as EditableCustomerField[]) out[name] = customerFieldValue(name, out[name]);
  return out;
}

/** Column of each editable field in `customers`. */
export const COLUMN: Record<EditableCustomerField, keyof CustomerRow> = {
  treatment: 'treatment',
  name: 'name',
  surname: 'surname',
  secondSurname: 'second_surname',
  gender: 'gender',
  dateOfBirth: 'date_of_birth',
  nationality: 'nationality',
  documentType: 'document_type',
  documentNumber: 'document_number',
  documentIssueDate: 'document_issue_date',
  documentExpiryDate: 'document_expiry_date',
  telephone: 'telephone',
  company: 'company',
  position: 'position',
  jobTitle: 'job_title',
  university: 'university',
  userType: 'user_type',
  foodRestrictions: 'food_restrictions',
  comments: 'comments',
};

/** Passwords: docs/product.md#validation rules (requiredCharactersPassword, confirmed), all failures at once. */
export function checkNewPassword(
  errors: FieldErrors,
  password: unknown,
  confirmation: unknown,
  fields = { password: 'password', confirmation: 'passwordConfirmation' },
) {
  const p = typeof password === 'string' ? password : '';
  const c = typeof confirmation === 'string' ? confirmation : '';
  for (const f of checkText(p, { required: true, password: true })) addError(errors, fields.password, `validation.${f.rule}`);
  if (c === '') addError(errors, fields.confirmation, 'validation.required');
  else if (c !== p) addError(errors, fields.confirmation, 'validation.confirmed');
}

/** Domains that cannot receive mail (RFC 2606/6761 reserved names, null-MX example domains). */
export function canReceiveMail(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (!domain.includes('.')) return false;
  if (domain === 'ekitaldi.test' || domain.endsWith('.ekitaldi.test')) return true;
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  if (['invalid', 'test', 'example', 'localhost', 'local'].includes(tld)) return false;
  return !/(^|\.)example\.(com|net|org)$/.test(domain);
}
