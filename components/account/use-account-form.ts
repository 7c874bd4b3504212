'use client';

import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import type { FieldValues } from 'react-hook-form';
import { catalogueText, isConnectionFailure } from '@/lib/auth/errors';
import { useApiForm, type ApiForm, type ApiFormOptions } from '@/components/forms/use-api-form';
import { useAccount } from './AccountProvider';

/**
 * A private-area form on the form kit: what every form of the area adds to `useApiForm` —
 * the account screens' catalogues, the area's wording of a failed call and the end of the
 * session on a 403.
 *
 *   const f = useAccountForm({ schema, defaultValues, fields: ['email'], failure: tApi('emailChangeFailed') });
 *   <form noValidate onSubmit={f.submit(async (values) => { await account.changeEmail(values); … })}>
 *
 * A failed call says `failure`, then why (the 422's form-level keys, or for a connection or
 * server failure what to do: check the connection / try again), then — with `keptHint` — that
 * what was typed is still there. Field errors of a 422 land on their fields.
 */
export interface AccountFormOptions<S extends z.core.$ZodType<FieldValues, FieldValues>> extends Omit<ApiFormOptions<S>, 'catalogues'> {
  /** the first line of a failed call's message ("Your data could not be saved.") */
  failure: string;
  /** add "What you typed is still in the form." (forms whose values matter) */
  keptHint?: boolean;
}

export interface AccountForm<S extends z.core.$ZodType<FieldValues, FieldValues>> extends ApiForm<S> {
  /** the form's onSubmit: validates, runs `send` once, and reports its failure the area's way */
  submit: ApiForm<S>['submit'];
  /** reports a failed call the area's way (for calls outside the submit: "remove the photo") */
  failed: (error: unknown) => void;
}

export function useAccountForm<S extends z.core.$ZodType<FieldValues, FieldValues>>({ failure, keptHint = false, ...options }: AccountFormOptions<S>): AccountForm<S> {
  const tAuth = useTranslations('AuthErrors');
  const tAccount = useTranslations('Account');
  const { sessionExpired } = useAccount();
  const f = useApiForm({ ...options, catalogues: { AuthErrors: catalogueText(tAuth), Account: catalogueText(tAccount) } });
  const trail = keptHint ? [tAccount('keptHint')] : [];

  const failed = (error: unknown) => {
    const outcome = f.fail(error, { lead: [failure], trail });
    if (outcome.kind === 'session_ended') return sessionExpired();
    // docs/product.md#errors: the area says what to do (check the connection, try again) instead of the generic sentence.
    if (outcome.kind === 'unavailable') {
      f.setResult({ tone: 'error', lines: [failure, tAccount(isConnectionFailure(error) ? 'networkHint' : 'retryHint'), ...trail] });
    }
  };

  const submit: AccountForm<S>['submit'] = (send) =>
    f.submit(async (values) => {
      try {
        await send(values);
      } catch (error) {
        failed(error);
      }
    });

  return { ...f, submit, failed };
}
