import { z } from 'zod';

export const twoFactorMethodSchema = z.enum(['NONE', 'EMAIL']);

/** GET /customer — the signed-in customer (SPEC §3). */
export const customerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  secondSurname: z.string().nullable(),
  email: z.string(),
  position: z.string().nullable(),
  company: z.string().nullable(),
  photo: z.string().nullable(),
  telephone: z.string().nullable(),
  university: z.string().nullable(),
  jobTitle: z.string().nullable(),
  treatment: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  nationality: z.string().nullable(),
  documentType: z.string().nullable(),
  documentNumber: z.string().nullable(),
  documentIssueDate: z.string().nullable(),
  documentExpiryDate: z.string().nullable(),
  foodRestrictions: z.string().nullable(),
  comments: z.string().nullable(),
  gender: z.string().nullable(),
  userType: z.string().nullable(),
  twoFactorMethod: twoFactorMethodSchema,
  consentDataProcessing: z.boolean(),
  consentAdvertising: z.boolean(),
  emailVerified: z.boolean(),
  isModerator: z.boolean(),
});
export type Customer = z.infer<typeof customerSchema>;

/** POST /customer/login body: `user` wraps the credentials (SPEC §7). */
export const loginBodySchema = z.object({
  user: z.object({
    email: z.email(),
    password: z.string().min(1),
    propagate: z.boolean().optional(),
  }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * POST /customer/login answer. With two-factor enabled there is no token yet:
 * `twoFactorRequired` is true and a code has been sent by email.
 */
export const loginResponseSchema = z.object({
  token: z.string().nullable(),
  twoFactorRequired: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
