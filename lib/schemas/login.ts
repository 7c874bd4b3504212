import { z } from 'zod';
import { checkbox, emailAddress, typedPassword } from './sign-in-fields';

/** `/iniciar-sesion`. `propagate` is required where the tenant shares accounts with another portal. */
export function loginSchema(requirePropagation: boolean) {
  return z.object({
    email: emailAddress(),
    password: typedPassword(),
    remember: checkbox(),
    propagate: checkbox(requirePropagation),
  });
}
