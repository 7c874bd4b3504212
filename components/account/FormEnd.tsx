'use client';

import type { Ref } from 'react';
import { useTranslations } from 'next-intl';
import { FormResult } from '@/components/forms/FormResult';
import type { FormResult as Result } from '@/components/forms/use-api-form';
import formStyles from '@/components/forms/Form.module.css';

/**
 * The end of a private-area form: its message area, then the submit button, which says "Saving…"
 * while the form is busy and keeps the focus meanwhile (aria-disabled, not disabled).
 */
export function FormEnd({ result, messageRef, pending, label }: { result: Result; messageRef: Ref<HTMLDivElement>; pending: boolean; label: string }) {
  const tAccount = useTranslations('Account');
  return (
    <>
      <FormResult ref={messageRef} result={result} />
      <div className={formStyles.actions}>
        <button type="submit" className={`button ${formStyles.submit}`} aria-disabled={pending || undefined}>
          {pending ? tAccount('saving') : label}
        </button>
      </div>
    </>
  );
}
