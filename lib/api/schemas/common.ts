import { z } from 'zod';

/** Body of a 422 answer: one or more messages per field (Laravel-style). */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof validationErrorSchema>;

/** Body of any other error answer. `target_url` is only present on 302. */
export const errorBodySchema = z.object({
  message: z.string(),
  target_url: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
