/**
 * POST /contact/{customFormUuid} (multipart) — validates the body with the form's own SPEC §5
 * rules (the same `buildCustomFormSchema` the portal runs in the browser) and keeps the message.
 * GET /__demo/contact-messages[?tenant=key] — what arrived, newest first (tests only, no X-Tenant).
 *
 * A tenant with a captchaType needs a valid captcha token (`g-recaptcha-response`, from the demo's
 * reCAPTCHA stand-in: ../captcha.ts): without one, 422 `{errors: {'g-recaptcha-response':
 * ['validation.captcha']}}` and nothing is kept. The token is stored, so it is used only once.
 */
import type { MultipartFile } from '@fastify/multipart';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { CAPTCHA_FIELD } from '../../lib/api/schemas/contact-wire';
import type { ContactResponse, DemoContactMessage } from '../../lib/api/schemas';
import { buildCustomFormSchema } from '../../lib/schemas/custom-form';
import { toFieldErrors } from '../../lib/schemas/validation';
import type { Deps } from '../deps';
import { ApiError, notFound, unprocessable } from '../errors';
import { findCustomForm } from '../seed/forms';
import { requireCaptcha } from '../captcha';

const MAX_FILE_BYTES = 5 * 1024 * 1024;

interface Upload {
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

export function contactRoutes(app: FastifyInstance, d: Deps) {
  // Multipart parsing only where it is needed (an encapsulated plugin).
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 5, fields: 50, fieldSize: 64 * 1024 } });

    scope.post<{ Params: { uuid: string } }>('/contact/:uuid', async (req, reply) => {
      const form = findCustomForm(req.tenant, req.params.uuid, req.locale);
      if (!form || form.uuid !== req.params.uuid.toLowerCase()) throw notFound('Form not found');
      if (!req.isMultipart()) throw new ApiError(415, { message: 'Send the form as multipart/form-data' });

      const values: Record<string, unknown> = {};
      const uploads: Upload[] = [];
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          const size = (await (part as MultipartFile).toBuffer()).length;
          if (size > 0) uploads.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, size });
          values[part.fieldname] = uploads.filter((u) => u.field === part.fieldname);
        } else {
          values[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        }
      }

      const result = buildCustomFormSchema(form).safeParse(values);
      if (!result.success) throw unprocessable(toFieldErrors(result.error));
      const captcha = values[CAPTCHA_FIELD];
      requireCaptcha(d, req.tenant, captcha, 'contact', (token) => d.sql('SELECT 1 FROM contact_messages WHERE captcha_token = ?').get(token) !== undefined);

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
            tenant: req.tenant.key,
            form: form.uuid,
            locale: req.locale,
            fields: JSON.stringify(fields),
            files: JSON.stringify(uploads),
            captcha: typeof captcha === 'string' && captcha !== '' ? captcha : null,
            at: d.now().toISOString(),
          }).lastInsertRowid,
      );
      const body: ContactResponse = { message: 'Message received', id };
      return reply.code(201).send(body);
    });
  });

  app.get('/__demo/contact-messages', async (req) => {
    const tenant = (req.query as { tenant?: string }).tenant ?? null;
    const rows = d
      .sql(`SELECT * FROM contact_messages WHERE @tenant IS NULL OR tenant = @tenant ORDER BY id DESC LIMIT 200`)
      .all({ tenant }) as MessageRow[];
    return rows.map(
      (r): DemoContactMessage => ({
        id: r.id,
        tenant: r.tenant,
        formUuid: r.form_uuid,
        locale: r.locale,
        fields: JSON.parse(r.fields) as DemoContactMessage['fields'],
        files: JSON.parse(r.files) as DemoContactMessage['files'],
        captchaToken: r.captcha_token,
        createdAt: r.created_at,
      }),
    );
  });
}
