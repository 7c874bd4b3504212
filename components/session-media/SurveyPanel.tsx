'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { customForms } from '@/lib/api/lazy-browser-calls';
import { participationErrorKey } from '@/lib/api/participation-errors';
import { isRegistrationState } from '@/lib/api/custom-forms';
import { isApiError } from '@/lib/api/errors';
import type { RegistrationState, SessionForm, SurveyAnswer } from '@/lib/api/schemas';
import { publishRegistrationState } from '@/lib/participation/registration-state';
import { buildSessionFormSchema, sessionFormDefaults, toFormAnswers } from '@/lib/schemas/session-form';
import { formatBytes, validationMessage } from '@/lib/schemas/validation';
import { CustomFormFields, customFormErrorValues, focusTargetId } from '@/components/forms/CustomFormFields';
import { FormFrame, SubmitButton } from '@/components/forms/FormFrame';
import { FormResult } from '@/components/forms/FormResult';
import { useApiForm } from '@/components/forms/use-api-form';
import { Notice } from '@/components/ui/Notice';
import { Section } from '@/components/ui/Section';
import styles from './SessionMedia.module.css';

const ID = 'survey';

type Loaded = { form: SessionForm; answer: SurveyAnswer | null };

/** The survey itself (loaded only when the visitor may answer it: react-hook-form and zod stay off the page otherwise). */
export function SurveyLoader({ state, formId, answered: answeredOnArrival }: { state: RegistrationState; formId: number; answered: boolean }) {
  // What the state said on arrival: answering here updates the state, and needs no second read.
  const [answered] = useState(answeredOnArrival);
  const t = useTranslations('Session');
  const tErrors = useTranslations('ApiErrors');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const conferenceId = state.conferenceId;

  useEffect(() => {
    let live = true;
    const load = async () => {
      const [form, answer] = await Promise.all([
        customForms.getSessionForm(formId),
        answered ? customForms.getSurveys(conferenceId).then((list) => list.find((s) => s.formId === formId)?.answer ?? null) : Promise.resolve(null),
      ]);
      if (live) setLoaded({ form, answer });
    };
    load().catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [conferenceId, formId, answered, attempt]);

  // Answered here and now (not on arrival): the thanks take the focus, as a form's result does.
  const [fresh, setFresh] = useState(false);
  const onAnswered = (answer: SurveyAnswer) => {
    setLoaded((l) => (l ? { ...l, answer } : l));
    setFresh(true);
    // Every leaf of the page (and a later visit to it) knows the survey is answered.
    publishRegistrationState({ ...state, survey: { formId, open: true, answered: true } });
  };

  return (
    <Section id="session-survey" title={loaded?.form.title ?? t('media.survey')}>
      {failed ? (
        <Notice live tone="error">
          <p>{tErrors('loadingError')}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('media.retry')}
          </button>
        </Notice>
      ) : !loaded ? (
        <div className={styles.formSkeleton} aria-hidden="true" />
      ) : loaded.answer ? (
        <SurveyThanks form={loaded.form} answer={loaded.answer} focus={fresh} />
      ) : (
        <SurveyForm form={loaded.form} conferenceId={conferenceId} onAnswered={onAnswered} />
      )}
    </Section>
  );
}

function SurveyThanks({ form, answer, focus = false }: { form: SessionForm; answer: SurveyAnswer; focus?: boolean }) {
  const t = useTranslations('Session');
  const format = useFormatter();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  const shown = (name: string): string => {
    const field = form.fields.find((f) => f.name === name);
    const value = answer.answers[name];
    if (!field || value === null || value === undefined || value === '') return '';
    const label = (v: string) => field.options.find((o) => o.value === v)?.label ?? v;
    switch (field.type) {
      case 'file':
        return answer.files
          .filter((f) => f.field === name)
          .map((f) => f.name)
          .join(', ');
      case 'choice':
      case 'select':
        return label(String(value));
      case 'multi_choice':
        return Array.isArray(value) ? value.map(label).join(', ') : '';
      case 'checkbox':
        return value === true ? t('media.yes') : t('media.no');
      case 'date':
        return typeof value === 'string' ? format.dateTime(new Date(`${value}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' }) : '';
      case 'scale':
        return field.scale ? t('media.scaleAnswer', { value: Number(value), max: field.scale.max }) : String(value);
      default:
        return String(value);
    }
  };
  const rows = form.fields.map((f) => ({ name: f.name, label: f.label, value: shown(f.name) })).filter((r) => r.value);
  return (
    <div className={styles.thanks}>
      <h3 ref={ref} tabIndex={-1} className={styles.thanksTitle}>
        {t('media.thanks')}
      </h3>
      <p>{t('media.yourAnswers')}</p>
      <dl className={styles.answers}>
        {rows.map((r) => (
          <div key={r.name}>
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function SurveyForm({ form, conferenceId, onAnswered }: { form: SessionForm; conferenceId: number; onAnswered: (answer: SurveyAnswer) => void }) {
  const t = useTranslations('Session');
  const tErrors = useTranslations('ApiErrors');
  const schema = useMemo(() => buildSessionFormSchema(form), [form]);
  const defaults = useMemo(() => sessionFormDefaults(form), [form]);
  const names = useMemo(() => form.fields.map((f) => f.name), [form]);
  const [progress, setProgress] = useState<Record<string, number | null>>({});
  const { register, submit, pending, result, fail, setError, messageRef, summaryRef, showSummary, summaryItems, fieldError, focusSummary } = useApiForm({
    schema,
    defaultValues: defaults,
    fields: names,
    errorValues: customFormErrorValues(form),
  });

  const send = async (values: Record<string, unknown>) => {
    // Files first (POST /custom-form/{id}/upload-files, with progress): their ids are the answers.
    const uploads: Record<string, string[]> = {};
    for (const field of form.fields) {
      const files = values[field.name];
      if (field.type !== 'file' || !files || typeof files !== 'object' || !('length' in files) || (files as FileList).length === 0) continue;
      setProgress((p) => ({ ...p, [field.name]: 0 }));
      try {
        const stored = await customForms.uploadFormFiles(form.id, field.name, Array.from(files as FileList), (e) =>
          setProgress((p) => ({ ...p, [field.name]: e.total ? Math.round((e.loaded / e.total) * 100) : null })),
        );
        uploads[field.name] = stored.map((f) => f.id);
      } catch (error) {
        const key = participationErrorKey(error);
        // The API's own type and size checks speak on the question, with the field's limits.
        if (key === 'upload.type' || key === 'upload.too_large') {
          const message =
            key === 'upload.type'
              ? field.maxSizeKb
                ? validationMessage('fileTypeSize', { types: field.accept ?? '', size: formatBytes(field.maxSizeKb * 1024) })
                : validationMessage('fileType', { types: field.accept ?? '' })
              : validationMessage('fileSize', { size: formatBytes((field.maxSizeKb ?? 0) * 1024) });
          setError(field.name, { type: 'server', message });
          focusSummary();
          return;
        }
        throw error;
      } finally {
        setProgress((p) => {
          const next = { ...p };
          delete next[field.name];
          return next;
        });
      }
    }
    try {
      const answer = await customForms.completeConferenceForm({ custom_form_id: form.id, conference_id: conferenceId, survey: toFormAnswers(form, values, uploads) });
      if (!isRegistrationState(answer)) onAnswered(answer);
    } catch (error) {
      if (isApiError(error) && participationErrorKey(error) === 'survey.already_answered') {
        // Answered meanwhile (another tab): show what is stored, not the form.
        const stored = (await customForms.getSurveys(conferenceId).catch(() => [])).find((s) => s.formId === form.id)?.answer;
        if (stored) {
          onAnswered(stored);
          return;
        }
      }
      const key = participationErrorKey(error);
      fail(error, { lead: key === 'registration.required' ? [tErrors('registeredOnly')] : key === 'survey.already_answered' ? [tErrors('surveyAlreadyAnswered')] : [] });
    }
  };

  const labels = Object.fromEntries(form.fields.map((f) => [f.name, f.label]));
  const targets = Object.fromEntries(form.fields.map((f) => [f.name, focusTargetId(ID, f)]));
  const summary = summaryItems((name) => labels[name] ?? name, (name) => targets[name] ?? name);

  return (
    <>
      {form.description ? <p>{form.description}</p> : null}
      <FormFrame id={ID} onSubmit={submit(send)} summary={showSummary ? summary : null} summaryRef={summaryRef} note={t('media.requiredNote')} headingLevel={3}>
        <CustomFormFields
          form={form}
          idPrefix={ID}
          register={(name) => register(name)}
          errorOf={(name) => fieldError(name)}
          progressOf={(name) => (name in progress ? progress[name] : undefined)}
        />
        <FormResult ref={messageRef} result={result} />
        <div>
          <SubmitButton busy={pending} label={t('media.sendSurvey')} busyLabel={t('media.sendingSurvey')} />
        </div>
      </FormFrame>
    </>
  );
}
