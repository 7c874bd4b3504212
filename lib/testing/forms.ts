import type { CustomFormField } from '@/lib/api/schemas';

/** A form question's fields besides name, type, label and required, all unset: tests add what they check. */
export const BLANK_FIELD = {
  help: null,
  placeholder: null,
  minLength: null,
  maxLength: null,
  digits: null,
  format: null,
  autocomplete: null,
  options: [],
  accept: null,
} satisfies Omit<CustomFormField, 'name' | 'type' | 'label' | 'required'>;
