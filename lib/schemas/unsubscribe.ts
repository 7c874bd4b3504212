import { z } from 'zod';
import { checkboxField } from './validation';

/** Unsubscribe: the explicit confirmation checkbox of the dialog must be ticked. */
export const unsubscribeSchema = z.object({ confirm: checkboxField(true) });
export type UnsubscribeValues = { confirm: boolean };
