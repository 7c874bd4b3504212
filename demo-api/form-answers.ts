/**
 * Answers of session forms (surveys, registration forms): docs/product.md#validation checks per question type, and
 * the file uploads of file questions (type by content, size by the question's limit).
 */
import crypto from 'node:crypto';
import { UPLOAD_DEFAULT_MAX_KB, type FormAnswers, type SessionForm, type SessionFormField, type SurveyAnswer, type UploadedFile } from '../lib/api/schemas';
import type { Deps } from './deps';
import { unprocessable } from './errors';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[6-9]\d{8}$/;

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0) || v === false;

/**
 * Field → `validation.<rule>` keys; every question is checked (validation does not stop at the
 * first failure). `draft` skips the required rule (a registration form saved to finish later).
 */
export function checkAnswers(
  d: Deps,
  form: Pick<SessionForm, 'id' | 'fields'>,
  answers: FormAnswers,
  opts: { draft?: boolean; customerId: number },
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (f: SessionFormField, key: string) => (errors[f.name] ??= []).push(key);
  for (const name of Object.keys(answers)) {
    if (!form.fields.some((f) => f.name === name)) errors[name] = ['validation.in'];
  }
  for (const f of form.fields) {
    const v = answers[f.name];
    if (empty(v)) {
      if (f.required && !opts.draft) add(f, 'validation.required');
      continue;
    }
    switch (f.type) {
      case 'checkbox':
        if (typeof v !== 'boolean') add(f, 'validation.type');
        break;
      case 'scale':
        if (typeof v !== 'number' || !Number.isInteger(v)) add(f, 'validation.integer');
        else if (f.scale && (v < f.scale.min || v > f.scale.max)) add(f, 'validation.in');
        break;
      case 'select':
      case 'choice':
        if (typeof v !== 'string' || !f.options.some((o) => o.value === v)) add(f, 'validation.in');
        break;
      case 'multi_choice':
        if (!Array.isArray(v) || v.some((x) => !f.options.some((o) => o.value === x)) || new Set(v).size !== v.length) add(f, 'validation.in');
        break;
      case 'date':
        if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`)) || new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) !== v) {
          add(f, 'validation.date');
        }
        break;
      case 'file': {
        const ids = Array.isArray(v) ? v : null;
        if (!ids) add(f, 'validation.type');
        else if (f.maxFiles && ids.length > f.maxFiles) add(f, 'validation.max');
        else if (ids.some((id) => !d.sql('SELECT 1 FROM form_uploads WHERE id = ? AND customer_id = ? AND form_id = ? AND field = ?').get(id, opts.customerId, form.id, f.name))) {
          add(f, 'validation.in');
        }
        break;
      }
      default: {
        if (typeof v !== 'string') {
          add(f, 'validation.type');
          break;
        }
        const text = v.trim();
        if (f.minLength && text.length < f.minLength) add(f, 'validation.min');
        if (f.maxLength && text.length > f.maxLength) add(f, 'validation.max');
        if (f.digits && !new RegExp(`^\\d{${f.digits}}$`).test(text)) add(f, 'validation.digits');
        if ((f.type === 'email' || f.format === 'email') && !EMAIL.test(text)) add(f, 'validation.email');
        if (f.format === 'phone' && !PHONE.test(text)) add(f, 'validation.phone');
        if (f.format === 'numeric' && !/^\d+$/.test(text)) add(f, 'validation.numeric');
        if (f.format === 'alpha_num' && !/^[\p{L}\p{N}]+$/u.test(text)) add(f, 'validation.alpha_num');
        if (f.format === 'alpha_dash' && !/^[\p{L}\p{N}_./-]+$/u.test(text)) add(f, 'validation.alpha_dash');
      }
    }
  }
  return errors;
}

/** The MIME type a file's first bytes show (the types questions accept), or null. */
export function sniffType(data: Buffer): string | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}

/** Whether a file of `type` (sniffed) is in the question's `accept` list ("application/pdf,image/*"). */
export function accepts(accept: string | null, type: string | null): boolean {
  if (!accept) return type !== null;
  if (!type) return false;
  return accept
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .some((a) => a === type || (a.endsWith('/*') && type.startsWith(a.slice(0, -1))));
}

/**
 * The name a file is kept under: what the sender's browser said is only a label, never a path.
 * Its last path segment, without control or direction-changing characters (a name that reads
 * "cv.pdf" but ends in ".exe" on screen), spaces collapsed, at most 120 characters with its
 * extension kept; 'file' when nothing is left.
 *
 *   uploadName('C:\\fakepath\\../../cv.pdf') → 'cv.pdf'
 */
export function uploadName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const clean = last.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  if (clean === '') return 'file';
  if (clean.length <= 120) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, 120 - ext.length) + ext;
}

export function storeUpload(d: Deps, tenant: string, customerId: number, formId: number, field: string, sentName: string, type: string, data: Buffer): UploadedFile {
  const id = crypto.randomUUID();
  const name = uploadName(sentName);
  d.sql('INSERT INTO form_uploads (id, tenant, customer_id, form_id, field, name, mime, size, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
    id,
    tenant,
    customerId,
    formId,
    field,
    name,
    type,
    data.length,
    data,
    new Date(d.clock()).toISOString(),
  );
  return { id, field, name, type, size: data.length };
}

interface AnswerRow {
  form_id: number;
  conference_id: number;
  answers: string;
  completed_at: string | null;
}

/** A completed answer as the API shows it (file answers resolved to their uploads). */
export function toSurveyAnswer(d: Deps, row: AnswerRow, customerId: number): SurveyAnswer {
  const answers = JSON.parse(row.answers) as FormAnswers;
  const ids = Object.values(answers).flatMap((v) => (Array.isArray(v) ? v : []));
  const files = ids
    .map((id) => d.sql('SELECT id, field, name, mime AS type, size FROM form_uploads WHERE id = ? AND customer_id = ?').get(id, customerId) as UploadedFile | undefined)
    .filter((f): f is UploadedFile => !!f);
  return { customFormId: row.form_id, conferenceId: row.conference_id || null, answers, files, answeredAt: row.completed_at ?? '' };
}

export function completedAnswer(d: Deps, customerId: number, formId: number, conferenceId: number): SurveyAnswer | null {
  const row = d
    .sql("SELECT form_id, conference_id, answers, completed_at FROM form_answers WHERE customer_id = ? AND form_id = ? AND conference_id = ? AND status = 'completed'")
    .get(customerId, formId, conferenceId) as AnswerRow | undefined;
  return row ? toSurveyAnswer(d, row, customerId) : null;
}

/** Saves (draft) or completes answers; one row per customer, form and session. */
export function saveAnswers(d: Deps, tenant: string, customerId: number, formId: number, conferenceId: number, answers: FormAnswers, status: 'draft' | 'completed') {
  const now = new Date(d.clock()).toISOString();
  d.sql(
    `INSERT INTO form_answers (tenant, customer_id, form_id, conference_id, answers, status, created_at, completed_at)
     VALUES (@tenant, @customer, @form, @conference, @answers, @status, @now, CASE WHEN @status = 'completed' THEN @now END)
     ON CONFLICT (customer_id, form_id, conference_id) DO UPDATE SET answers = excluded.answers, status = excluded.status, completed_at = excluded.completed_at`,
  ).run({ tenant, customer: customerId, form: formId, conference: conferenceId, answers: JSON.stringify(answers), status, now });
}

/** A file part of a multipart upload as read (truncated: larger than the request's limit). */
export interface UploadPart {
  field: string;
  name: string;
  data: Buffer;
  truncated: boolean;
}

/**
 * Stores the files uploaded for a form's file questions: 422 with `files` when none came, or with
 * each wrong part's field (not a file question, too large, a type the question does not accept);
 * nothing is stored unless every part is right.
 */
export function storeUploads(d: Deps, tenant: string, customerId: number, form: SessionForm, parts: UploadPart[]): UploadedFile[] {
  const errors: Record<string, string[]> = {};
  const checked: { field: string; name: string; type: string; data: Buffer }[] = [];
  for (const p of parts) {
    const q = form.fields.find((f) => f.name === p.field);
    if (!q || q.type !== 'file') {
      errors[p.field] = ['validation.in'];
      continue;
    }
    const max = (q.maxSizeKb ?? UPLOAD_DEFAULT_MAX_KB) * 1024;
    if (p.truncated || p.data.length > max) {
      errors[p.field] = ['upload.too_large'];
      continue;
    }
    const type = sniffType(p.data);
    if (!accepts(q.accept, type)) {
      errors[p.field] = ['upload.type'];
      continue;
    }
    checked.push({ field: p.field, name: p.name, type: type!, data: p.data });
  }
  if (parts.length === 0) throw unprocessable({ files: ['validation.required'] });
  if (Object.keys(errors).length) throw unprocessable(errors);
  return checked.map((c) => storeUpload(d, tenant, customerId, form.id, c.field, c.name, c.type, c.data));
}
