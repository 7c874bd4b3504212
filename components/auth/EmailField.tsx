'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/forms/fields';

/** The email address of the sign-in screens: labelled, required, no spell check, the email keyboard. */
export function EmailField({
  id,
  hint,
  registration,
  error,
  autoComplete = 'email',
}: {
  id: string;
  hint?: ReactNode;
  registration: UseFormRegisterReturn;
  error: string;
  autoComplete?: 'email' | 'username';
}) {
  const tCommon = useTranslations('AuthCommon');
  return (
    <TextField
      id={id}
      type="email"
      label={tCommon('email')}
      hint={hint}
      autoComplete={autoComplete}
      inputMode="email"
      spellCheck={false}
      required
      registration={registration}
      error={error}
    />
  );
}
