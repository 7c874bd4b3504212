import { z } from 'zod';
import { twoFactorMethodSchema } from '@/lib/api/schemas';
import { choiceField } from './validation';

/** The private area's two-factor setting: NONE or EMAIL (docs/product.md#entities). */
export const twoFactorMethodFormSchema = z.object({ twoFactorMethod: choiceField(twoFactorMethodSchema.options, true) });
export type TwoFactorMethodValues = { twoFactorMethod: string };
