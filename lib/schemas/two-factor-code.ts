import { z } from 'zod';
import { checkText, validationMessage } from './validation';

/** `/factor-de-doble-autenticacion`: six digits (spaces people paste are dropped). */
export const TWO_FACTOR_CODE_LENGTH = 6;
export const twoFactorCodeSchema = z.object({
  code: z
    .string()
    .nullish()
    .transform((v) => (v ?? '').replace(/\s+/g, ''))
    .superRefine((v, ctx) => {
      for (const f of checkText(v, { required: true, digits: TWO_FACTOR_CODE_LENGTH })) {
        ctx.addIssue({ code: 'custom', message: validationMessage(f.rule, f.values) });
      }
    }),
});
