import { z } from 'zod';
import { mustDiffer, mustMatch } from './validation';
import { ALWAYS, newPasswordPair, typedPassword } from './sign-in-fields';

/** `/password-reset-confirm/{token}`: new password + its confirmation. */
export const newPasswordSchema = z.object(newPasswordPair()).superRefine(mustMatch('password', 'passwordConfirmation'), ALWAYS);

/** `/cambiar-contraseña`: current, new (different from current), confirmation. */
export const changePasswordSchema = z.object({ currentPassword: typedPassword(), ...newPasswordPair() }).superRefine((values, ctx) => {
  mustDiffer('password', 'currentPassword')(values, ctx);
  mustMatch('password', 'passwordConfirmation')(values, ctx);
}, ALWAYS);
