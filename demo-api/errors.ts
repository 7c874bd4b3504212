import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';

/** An error answer with a status and a body; thrown from routes and hooks. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: { message: string; errors?: Record<string, string[]> },
    public readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

export const notFound = (message = 'Not found') => new ApiError(404, { message });
export const forbidden = () => new ApiError(403, { message: 'Forbidden' });
export const unprocessable = (errors: Record<string, string[]>, message = 'The given data was invalid.') =>
  new ApiError(422, { message, errors });

/**
 * Maps zod issues to Laravel-style `{field: [key]}` with translation keys `validation.{rule}`
 * (docs/product.md#validation). A body wrapped in an envelope (`{user: {...}}`) reports its fields without the
 * envelope, so the keys are the form's field names.
 */
export function zodToErrors(error: z.ZodError, input: unknown, envelope?: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    let p = issue.path.map(String);
    if (envelope && p[0] === envelope && p.length > 1) p = p.slice(1);
    const field = p.length ? p.join('.') : envelope ?? 'body';
    const key = ruleKey(issue, valueAt(input, issue.path));
    const list = (errors[field] ??= []);
    if (!list.includes(key)) list.push(key);
  }
  return errors;
}

function valueAt(input: unknown, p: PropertyKey[]): unknown {
  let v: unknown = input;
  for (const k of p) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[k];
  }
  return v;
}

function ruleKey(issue: z.core.$ZodIssue, value: unknown): string {
  if (value === undefined || value === null) return 'validation.required';
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1) return 'validation.required';
      return 'validation.min';
    case 'too_big':
      return 'validation.max';
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.email' : 'validation.format';
    case 'invalid_type':
      return 'validation.type';
    case 'invalid_value':
      return 'validation.in';
    default:
      return 'validation.invalid';
  }
}

/** Parses a body with a contract schema or throws a 422. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown, envelope?: string): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw unprocessable(zodToErrors(result.error, body, envelope));
  return result.data;
}

/** Error and not-found handlers: every answer is JSON `{message}` (plus `errors` on 422). */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | ApiError, req, reply) => {
    if (err instanceof ApiError) {
      return reply.code(err.status).headers(err.headers).send(err.body);
    }
    // Body the content parser could not read (bad JSON, empty JSON body): a bad body is a 422.
    if (err.code?.startsWith('FST_ERR_CTP_') && err.statusCode && err.statusCode < 500 && err.statusCode !== 413 && err.statusCode !== 415) {
      return reply.code(422).send({ message: 'The given data was invalid.', errors: { body: ['validation.json'] } });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ message: err.message });
    }
    req.log.error(err);
    return reply.code(500).send({ message: 'Server error' });
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: 'Not found' }));
}
