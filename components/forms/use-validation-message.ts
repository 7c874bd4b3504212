'use client';

import { useTranslations } from 'next-intl';
import { parseValidationMessage, type ValidationValues } from '@/lib/schemas/validation';
import type es from '@/messages/es.json';

type RuleKey = keyof (typeof es)['validation'];

/**
 * Turns a validation message (`validation.max?length=50` from the zod rules, or a plain
 * `validation.max` from a 422 answer) into the sentence of the visitor's language. `fallback`
 * fills placeholders the message does not carry (the length, from the field's definition); a key
 * the catalogue does not know reads "Please check this field".
 */
export function useValidationMessage(): (message: string | undefined, fallback?: ValidationValues) => string {
  const t = useTranslations('validation');
  const tForms = useTranslations('Forms');
  return (message, fallback = {}) => {
    if (!message) return '';
    const { rule, values } = parseValidationMessage(message);
    if (rule && t.has(rule as RuleKey)) return t(rule as RuleKey, { ...fallback, ...values });
    return tForms('invalid');
  };
}
