/**
 * POST /contact/{customFormUuid} (multipart) — validates the body with the form's own docs/product.md#validation
 * rules (the same `buildCustomFormSchema` the portal runs in the browser) and keeps the message.
 * GET /__demo/contact-messages[?tenant=key] — what arrived, newest first (tests only, no X-Tenant).
 * Rules in ../contact.ts.
 *
 * A tenant with a captchaType needs a valid captcha token (`g-recaptcha-response`, from the demo's
 * reCAPTCHA stand-in: ../captcha.ts): without one, 422 `{errors: {'g-recaptcha-response':
 * ['validation.captcha']}}` and nothing is kept. The token is stored, so it is used only once.
 */
import type { MultipartFile } from '@fastify/multipart';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { contactMessages, keepContactMessage, type Upload } from '../contact';
import type { Deps } from '../deps';
import { ApiError, notFound, unprocessable } from '../errors';
import { accepts, sniffType, uploadName } from '../form-answers';
import { findCustomForm } from '../seed/forms';

const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** What a contact file question without its own `accept` takes (the types sniffType knows). */
const CONTACT_FILE_TYPES = 'application/pdf,image/*';

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
      const refused: Record<string, string[]> = {};
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          // A file is taken only for a file question of this form, typed by its content (what the
          // browser declared and the name are the sender's word): never HTML, SVG or a script.
          const data = await (part as MultipartFile).toBuffer();
          if (data.length === 0) continue;
          const question = form.fields.find((f) => f.name === part.fieldname && f.type === 'file');
          const type = sniffType(data);
          if (!question) refused[part.fieldname] = ['validation.in'];
          else if (!accepts(question.accept, type)) refused[part.fieldname] = [`validation.fileType?types=${question.accept ?? CONTACT_FILE_TYPES}`];
          else uploads.push({ field: part.fieldname, filename: uploadName(part.filename), mimetype: type!, size: data.length });
          values[part.fieldname] = uploads.filter((u) => u.field === part.fieldname);
        } else {
          values[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        }
      }

      if (Object.keys(refused).length) throw unprocessable(refused);
      return reply.code(201).send(keepContactMessage(d, req.tenant, req.locale, form, values, uploads, req.ip));
    });
  });

  app.get('/__demo/contact-messages', async (req) => {
    const tenant = (req.query as { tenant?: string }).tenant ?? null;
    return contactMessages(d, tenant);
  });
}
