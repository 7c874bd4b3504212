import { z } from 'zod';
import { entitlementSchema } from './entitlements';

/**
 * Two private-area calls of docs/product.md#calls `/customer/*` that no other screen uses, shared
 * by the portal (lib/api/auth.ts) and the demo API (demo-api/routes/account.ts).
 */

/** The ticket an invitation gives (tenants that require tickets): its name and what it includes. */
export const invitationTicketSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** what the ticket includes (ENTITLEMENTS, as the tickets list says them) */
  rights: z.array(entitlementSchema),
});
export type InvitationTicket = z.infer<typeof invitationTicketSchema>;

/**
 * POST /customer/invitation-register → 200: what the redeemed code gave. `ticket` is the ticket
 * it added to the account where the tenant requires tickets; null where it does not (the code
 * marks the account as the organiser's guest). 422 `invitationCode`: `validation.required`,
 * `signup.invitation_invalid` (unknown or already used), `account.invitationTicketHeld` (the
 * account holds a ticket already: the code stays unused for someone else).
 */
export const invitationRedeemedSchema = z.object({
  code: z.string(),
  redeemedAt: z.string(),
  ticket: invitationTicketSchema.nullable(),
});
export type InvitationRedeemed = z.infer<typeof invitationRedeemedSchema>;

/** POST /admin/invitations (organiser) body: a batch of codes that give `ticketId`. */
export const invitationBatchBodySchema = z.object({
  ticketId: z.number().int().positive(),
  count: z.number().int().min(1).max(200),
  note: z.string().trim().max(200).optional(),
});
export type InvitationBatchBody = z.infer<typeof invitationBatchBodySchema>;

/**
 * One invitation code as the organiser sees it (POST /admin/invitations → the new ones, 201;
 * GET /admin/invitations → all, newest batch first). `ticket`: the ticket type it gives (null: the
 * tenant's fullest, the seeded codes of tenants without tickets); `redeemedBy`: who used it.
 * Anyone but the organiser: 403.
 */
export const adminInvitationSchema = z.object({
  code: z.string(),
  ticket: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  note: z.string().nullable(),
  createdAt: z.string().nullable(),
  redeemedAt: z.string().nullable(),
  redeemedBy: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
});
export const adminInvitationListSchema = z.array(adminInvitationSchema);
export type AdminInvitation = z.infer<typeof adminInvitationSchema>;

/** A file given for a register-form question. */
export const registerDataFileSchema = z.object({
  field: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int().nonnegative(),
});
export type RegisterDataFile = z.infer<typeof registerDataFileSchema>;

/**
 * GET and POST /customer/signup-register-data (signed in) → the customer's answers to the
 * tenant's register form (GET /custom-form/register): `answers` of the questions, `files` of its
 * file questions, and `missing`, the questions still without an answer (in the form's order).
 * A tenant without a register form answers `customFormId: null` and nothing else.
 */
export const registerDataSchema = z.object({
  customFormId: z.number().int().nullable(),
  answers: z.record(z.string(), z.union([z.string(), z.boolean()])),
  files: z.array(registerDataFileSchema),
  missing: z.array(z.string()),
});
export type RegisterData = z.infer<typeof registerDataSchema>;

/**
 * POST /customer/signup-register-data is multipart/form-data: `custom_form_id`, `survey` (the
 * answers as JSON text) and one file part per file question, named after it. A file question
 * that already has a file keeps it when no new one is sent. 422 keys sit on the question names
 * (`validation.required`, `validation.fileType?types=…`, `validation.fileSize?size=…`).
 */
export const REGISTER_DATA_SURVEY_PART = 'survey';
export const REGISTER_DATA_FORM_PART = 'custom_form_id';
/** The largest file a register-form question takes (its help says "up to 5 MB"). */
export const REGISTER_DATA_FILE_MAX_BYTES = 5 * 1024 * 1024;
