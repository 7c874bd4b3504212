import { z } from 'zod';
import { emailAddress } from './sign-in-fields';

/** An email alone: resend the confirmation link, request a password reset. */
export const emailOnlySchema = z.object({ email: emailAddress() });
