/**
 * How seed/forms.ts and seed/session-forms.ts define their questions: a name, a type, whether an
 * answer is required, then the texts (per language) and the rules in the order the wire field
 * lists them. A rule a question does not set is null on the wire (NO_RULES).
 */
import type { SessionFormField } from '../../lib/api/schemas';
import type { L } from './i18n';

type RuleName = 'minLength' | 'maxLength' | 'digits' | 'format' | 'autocomplete' | 'accept' | 'maxSizeKb' | 'maxFiles';

/** Every rule unset, in the wire field's order. */
export const NO_RULES: { [K in RuleName]: null } = {
  minLength: null,
  maxLength: null,
  digits: null,
  format: null,
  autocomplete: null,
  accept: null,
  maxSizeKb: null,
  maxFiles: null,
};

export interface QuestionProps extends Partial<Pick<SessionFormField, RuleName>> {
  label: L;
  help?: L;
  placeholder?: L;
  options?: { value: string; label: L }[];
  scale?: { min: number; max: number; minLabel: L; maxLabel: L };
}

export type QuestionDef<T extends string> = { name: string; type: T; required: boolean } & QuestionProps;

export const REQUIRED = true;
export const OPTIONAL = false;

export function question<T extends string>(name: string, type: T, required: boolean, props: QuestionProps): QuestionDef<T> {
  return { name, type, required, ...props };
}
