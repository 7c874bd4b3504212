'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, Field, type FieldProps } from '@/components/forms/fields';
import formStyles from '@/components/forms/Form.module.css';

/**
 * A date and time (the browser's datetime-local picker; the value is `YYYY-MM-DDTHH:mm`), with
 * the kit's label, hint, error and ARIA wiring. The kit's TextField has no datetime-local type.
 */
export function DateTimeField({ id, label, error, hint, required, registration }: FieldProps & { registration: UseFormRegisterReturn }) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      <input
        type="datetime-local"
        id={id}
        className={formStyles.input}
        autoComplete="off"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...registration}
      />
    </Field>
  );
}
