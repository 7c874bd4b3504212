import { z } from 'zod';
import { textField } from './validation';

/** How many codes one batch may issue, as the organiser's form offers them (the API takes 1–200). */
export const INVITATION_BATCH_SIZES = [1, 5, 10, 20, 50, 100, 200] as const;

/**
 * The organiser's invitation batch form (POST /admin/invitations): the ticket the codes give and
 * how many (both chosen from lists), and an optional note of at most 200 characters.
 */
export const invitationBatchFormSchema = z.object({
  ticketId: textField({ required: true, numeric: true }),
  count: textField({ required: true, numeric: true }),
  note: textField({ max: 200 }),
});
export type InvitationBatchValues = z.input<typeof invitationBatchFormSchema>;
