/**
 * The contact form's rules: a message is checked with the form's own docs/product.md#validation rules (the same
 * `buildCustomFormSchema` the portal runs in the browser) and the tenant's captcha, then kept;
 * the messages kept, newest first (for tests). The routes (routes/contact.ts) read the multipart
 * body and call these.
 */
import type { ContactResponse, CustomForm, DemoContactMessage } from '../lib/api/schemas';
import { CAPTCHA_FIELD } from '../lib/api/schemas/contact-wire';
import { buildCustomFormSchema } from '../lib/schemas/custom-form';
import { toFieldErrors } from '../lib/schemas/validation';
import type { Locale, Tenant } from '../lib/tenants/schema';
import { spendCaptcha } from './captcha';
import type { Deps } from './deps';
import { unprocessable } from './errors';

export interface Upload {
  field: string;
  filename: string;
  mimetype: string;
  size: number;
}

interface MessageRow {
  id: number;
  tenant: string;
  form_uuid: string;
  locale: string;
  fields: string;
  files: string;
  captcha_token: string | null;
  created_at: string;
}

/**
 * Keeps a message sent with `form` (`values`: the body's fields and files by name): 422 with
 * `validation.<rule>` keys, or `validation.captcha` on a captcha tenant without a valid, unused token.
 */
export function keepContactMessage(d: Deps, tenant: Tenant, locale: Locale, form: CustomForm, values: Record<string, unknown>, uploads: Upload[]): ContactResponse {
  const result = buildCustomFormSchema(form).safeParse(values);
  if (!result.success) throw unprocessable(toFieldErrors(result.error));
  const captcha = values[CAPTCHA_FIELD];
  spendCaptcha(d, tenant, captcha, 'contact');

  const fields: Record<string, string | boolean> = {};
  for (const field of form.fields) {
    const v = result.data[field.name];
    if (typeof v === 'string' || typeof v === 'boolean') fields[field.name] = v;
  }
  const id = Number(
    d
      .sql(
        `INSERT INTO contact_messages (tenant, form_uuid, locale, fields, files, captcha_token, created_at)
         VALUES (@tenant, @form, @locale, @fields, @files, @captcha, @at)`,
      )
      .run({
        tenant: tenant.key,
        form: form.uuid,
        locale,
        fields: JSON.stringify(fields),
        files: JSON.stringify(uploads),
        captcha: typeof captcha === 'string' && captcha !== '' ? captcha : null,
        at: d.now().toISOString(),
      }).lastInsertRowid,
  );
  return { message: 'Message received', id };
}

/** The last 200 messages kept (of one tenant when given), newest first. */
export function contactMessages(d: Deps, tenant: string | null): DemoContactMessage[] {
  const rows = d.sql(`SELECT * FROM contact_messages WHERE @tenant IS NULL OR tenant = @tenant ORDER BY id DESC LIMIT 200`).all({ tenant }) as MessageRow[];
  return rows.map((r) => ({
    id: r.id,
    tenant: r.tenant,
    formUuid: r.form_uuid,
    locale: r.locale,
    fields: JSON.parse(r.fields) as DemoContactMessage['fields'],
    files: JSON.parse(r.files) as DemoContactMessage['files'],
    captchaToken: r.captcha_token,
    createdAt: r.created_at,
  }));
}
