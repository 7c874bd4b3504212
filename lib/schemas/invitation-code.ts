import { z } from 'zod';
import { textField } from './validation';

/**
 * The private area's invitation form (POST /customer/invitation-register): a code, required, at
 * most 64 characters; the API says whether it exists and is still unused.
 */
export const invitationCodeSchema = z.object({ invitationCode: textField({ required: true, max: 64 }) });
export type InvitationCodeValues = z.input<typeof invitationCodeSchema>;
