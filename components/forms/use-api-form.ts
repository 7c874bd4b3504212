'use client';

import { useCallback, useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { applyApiError, type ApiFailure, type ApplyApiErrorOptions } from '@/lib/auth/errors';
import { parseValidationMessage, type ValidationValues } from '@/lib/schemas/validation';
import type { ErrorSummaryItem } from './ErrorSummary';
import { useErrorText, type AccountCatalogues, type ErrorText } from './error-text';
import { useSubmitOnce } from './use-submit-once';

export { useSubmitOnce };

/**
 * The form kit's hook: one react-hook-form form validated by a zod schema of lib/schemas, sent to
 * the API once at a time, with the docs/product.md#validation, docs/product.md#errors behaviour every form of the portal shares.
 *
 *   const f = useApiForm({ schema: emailOnlySchema, defaultValues: { email: '' }, fields: ['email'] });
 *   <form noValidate onSubmit={f.submit(async ({ email }) => { await auth.requestPasswordReset(email, locale); f.succeed([t('sent')]); })}>
 *     {f.showSummary ? <ErrorSummary ref={f.summaryRef} id="x-errors" items={f.summaryItems((n) => labels[n], (n) => `x-${n}`)} /> : null}
 *     <TextField id="x-email" registration={f.register('email')} error={f.fieldError('email')} … />
 *     <FormResult ref={f.messageRef} result={f.result} />
 *
 * - The resolver is typed: the form holds the schema's input (what the controls hold), `submit`
 *   hands over its output (trimmed, transformed), no cast.
 * - Submit-once: a second click or Enter while a submit is being validated or sent does nothing.
 * - A failed submit moves the focus to the error summary (or, with `invalidFocus: 'field'`, to the
 *   first invalid field); a message (success or failure) takes the focus when it appears.
 * - A failed call (`send` throwing) goes through `fail`: a 422's keys land on their fields, the rest
 *   (and docs/product.md#errors failures) in the message. Nothing typed is ever reset on a failure.
 */

/**
 * Any zod 4 schema of an object. Constrained on zod's core type (not the classic `z.ZodType`):
 * that is what @hookform/resolvers 5.9 matches to give `Resolver<z.input<S>, unknown, z.output<S>>`.
 */
type FormSchema = z.core.$ZodType<FieldValues, FieldValues>;

/** What the message area under the form says: a success (role status) or a failure (role alert). */
export type FormResult = { tone: 'success' | 'error'; lines: string[] } | null;

export interface ApiFormOptions<S extends FormSchema> {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /**
   * The form's fields in the order of the page (nested ones dotted: `survey.topic`): where a 422's
   * keys may land, and the order of the summary and of the focus.
   */
  fields: readonly string[];
  /** AuthErrors / Account translators, from forms on the account screens. */
  catalogues?: AccountCatalogues;
  /** 422 field names that differ from the form's, and keys that belong to the message. */
  apiErrors?: ApplyApiErrorOptions;
  mode?: 'onSubmit' | 'onChange' | 'onBlur';
  reValidateMode?: 'onChange' | 'onBlur' | 'onSubmit';
  /** where a failed submit puts the focus: the error summary (default) or the first invalid field */
  invalidFocus?: 'summary' | 'field';
  /**
   * Placeholders a field's message may lack: a 422 sends a plain `validation.max`, the field's own
   * length fills "At most {length} characters" (`rule` is the failed rule: 'max', 'min', …).
   */
  errorValues?: (name: string, rule: string | null) => ValidationValues | undefined;
}


/**
 * Moves the focus, once rendered, to the error summary or to the message area. The target may
 * appear a frame later (react-hook-form commits a failed submit's errors after its onInvalid
 * callback): try for a few frames, then fall back to the other one.
 */
export function useFormFocus() {
  const summaryRef = useRef<HTMLDivElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const [request, setRequest] = useState<{ target: 'summary' | 'message'; n: number } | null>(null);

  useEffect(() => {
    if (!request) return;
    let frame = 0;
    let tries = 0;
    const [first, second] = request.target === 'summary' ? [summaryRef, messageRef] : [messageRef, summaryRef];
    const attempt = () => {
      if (first.current) return first.current.focus();
      if (tries++ < 10) frame = requestAnimationFrame(attempt);
      else second.current?.focus();
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [request]);

  const focusSummary = useCallback(() => setRequest((r) => ({ target: 'summary', n: (r?.n ?? 0) + 1 })), []);
  const focusMessage = useCallback(() => setRequest((r) => ({ target: 'message', n: (r?.n ?? 0) + 1 })), []);
  return { summaryRef, messageRef, focusSummary, focusMessage };
}

export interface FailOptions {
  /** lines before the keys' sentences ("Your data could not be saved.") */
  lead?: string[];
  /** lines after them ("What you typed is still in the form.") */
  trail?: string[];
  /** the message's lines from scratch (`keyLines`: the sentences of the failure's form-level keys); [] = none */
  lines?: (failure: ApiFailure, keyLines: string[]) => string[];
}

export interface ApiForm<S extends FormSchema> extends UseFormReturn<z.input<S>, unknown, z.output<S>> {
  /** true while the submit runs (the submit button shows it with aria-disabled, keeping the focus) */
  pending: boolean;
  /** the form's onSubmit: validates, then runs `send` once; a throw goes to `fail` */
  submit: (send: (values: z.output<S>) => Promise<void>) => (event?: BaseSyntheticEvent) => Promise<void>;
  result: FormResult;
  setResult: (result: FormResult) => void;
  /** a success message (focused); `values` resets the form to them (what was saved) */
  succeed: (lines: string[], values?: z.input<S>) => void;
  /** a failed call on the form: 422 keys on their fields, the rest in the message; returns what happened */
  fail: (error: unknown, options?: FailOptions) => ApiFailure;
  summaryRef: React.RefObject<HTMLDivElement | null>;
  messageRef: React.RefObject<HTMLDivElement | null>;
  focusSummary: () => void;
  focusMessage: () => void;
  /** a submit has been tried: the summary is shown */
  showSummary: boolean;
  text: ErrorText;
  /** the translated error of a field ('' = none); `values` fills a 422 plain key's placeholders */
  fieldError: (name: string, values?: ValidationValues) => string;
  /** the summary's items, in the order of `fields` */
  summaryItems: (label: (name: string) => string, targetId: (name: string) => string, message?: (name: string) => string) => ErrorSummaryItem[];
}

export function useApiForm<S extends FormSchema>({
  schema,
  defaultValues,
  fields,
  catalogues,
  apiErrors,
  mode = 'onSubmit',
  reValidateMode = 'onChange',
  invalidFocus = 'summary',
  errorValues,
}: ApiFormOptions<S>): ApiForm<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode,
    reValidateMode,
    // The kit decides where the focus goes (summary or first field, in the order of the page).
    shouldFocusError: false,
  });
  const text = useErrorText(catalogues);
  const { summaryRef, messageRef, focusSummary, focusMessage } = useFormFocus();
  const [result, setResult] = useState<FormResult>(null);
  // Validation counts as in flight too: a double click validates and sends once.
  const { pending, run } = useSubmitOnce();
  const { errors, submitCount } = form.formState;

  const focusFirstError = (names: readonly string[]) => {
    if (invalidFocus === 'field' && names.length > 0) form.setFocus(names[0] as Path<z.input<S>>);
    else focusSummary();
  };

  const fail = (error: unknown, { lead = [], trail = [], lines: compose }: FailOptions = {}): ApiFailure => {
    const failure = applyApiError(error, form.setError, fields as readonly Path<z.input<S>>[], apiErrors);
    const keyLines = failure.formErrors.map((key) => text(key));
    // Field errors alone speak on their fields; anything else is said in the message.
    const lines = compose ? compose(failure, keyLines) : keyLines.length > 0 || failure.fields.length === 0 ? [...lead, ...keyLines, ...trail] : [];
    setResult(lines.length > 0 ? { tone: 'error', lines } : null);
    if (failure.fields.length > 0) focusFirstError(failure.fields);
    else focusMessage();
    return failure;
  };

  const submit: ApiForm<S>['submit'] = (send) => (event) => {
    // Dropped clicks must not fall through to the browser's own submit.
    event?.preventDefault();
    return run(() =>
      form.handleSubmit(
        async (values) => {
          setResult(null);
          try {
            await send(values);
          } catch (error) {
            fail(error);
          }
        },
        (invalid: FieldErrors<z.input<S>>) => {
          setResult(null);
          focusFirstError(fields.filter((name) => get(invalid, name)));
        },
      )(event),
    );
  };

  const succeed: ApiForm<S>['succeed'] = (lines, values) => {
    if (values !== undefined) form.reset(values);
    setResult({ tone: 'success', lines });
    focusMessage();
  };

  const fieldError = (name: string, values?: ValidationValues) => {
    const message: unknown = (get(errors, name) as { message?: unknown } | undefined)?.message;
    if (typeof message !== 'string') return '';
    return text(message, values ?? errorValues?.(name, parseValidationMessage(message).rule));
  };

  const summaryItems: ApiForm<S>['summaryItems'] = (label, targetId, message = (name) => fieldError(name)) =>
    fields
      .map((name) => ({ name, message: message(name) }))
      .filter((item) => item.message)
      .map((item) => ({ targetId: targetId(item.name), label: label(item.name), message: item.message }));

  return {
    ...form,
    pending,
    submit,
    result,
    setResult,
    succeed,
    fail,
    summaryRef,
    messageRef,
    focusSummary,
    focusMessage,
    showSummary: submitCount > 0,
    text,
    fieldError,
    summaryItems,
  };
}
