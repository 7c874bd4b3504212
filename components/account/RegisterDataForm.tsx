'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { auth } from '@/lib/api/browser-calls';
import type { RegisterData } from '@/lib/api/schemas/account-extras';
import type { CustomFormField } from '@/lib/api/schemas/forms';
import { progressPercent } from '@/lib/account/download';
import { registerDataDefaults, registerDataFormSchema, registerDataParts } from '@/lib/schemas/register-data';
import { formatBytes } from '@/lib/schemas/validation';
import { CustomFormFields, customFormErrorValues, fieldId } from '@/components/forms/CustomFormFields';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import formStyles from '@/components/forms/Form.module.css';
import { FormEnd } from './FormEnd';
import { useAccountForm } from './use-account-form';
import styles from './Account.module.css';

const ID = 'register-data';

/**
 * The register data (POST /customer/signup-register-data): the register form's questions the
 * sign-up left for later — its file questions above all — and the others to review, prefilled
 * with what was given. Says what is still missing; files go up as multipart with their progress;
 * a file already given stays unless another is chosen. Failed saves keep what was typed.
 */
export function RegisterDataForm({ customFormId, questions, initial }: { customFormId: number; questions: CustomFormField[]; initial: RegisterData }) {
  const t = useTranslations('AccountExtras.registerData');
  const [saved, setSaved] = useState(initial);
  /** the upload's percentage, null while its size is unknown, undefined when nothing is being sent */
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [sending, setSending] = useState<ReadonlySet<string>>(new Set());
  const withFile = useMemo(() => new Set(saved.files.map((f) => f.field)), [saved.files]);
  const schema = useMemo(() => registerDataFormSchema(questions, withFile), [questions, withFile]);
  const names = questions.map((q) => q.name);
  const errorValues = customFormErrorValues({ fields: questions });
  const { submit, succeed, fieldError, summaryItems, showSummary, summaryRef, messageRef, result, pending, register } = useAccountForm({
    schema,
    defaultValues: registerDataDefaults(questions, initial),
    fields: names,
    errorValues,
    failure: t('failure'),
    keptHint: true,
  });

  const save = submit(async (values) => {
    const { survey, files } = registerDataParts(questions, values);
    setSending(new Set(Object.keys(files)));
    setProgress(Object.keys(files).length > 0 ? null : undefined);
    try {
      const answer = await auth.signupRegisterData(
        { customFormId, survey, files },
        { onProgress: (event) => setProgress(progressPercent(event.loaded, event.total)) },
      );
      setSaved(answer);
      succeed([t('saved')], registerDataDefaults(questions, answer));
    } finally {
      setProgress(undefined);
      setSending(new Set());
    }
  });

  // A file question says which file it holds now (the organiser's help stays first).
  const shown = questions.map((q) => {
    const file = q.type === 'file' ? saved.files.find((f) => f.field === q.name) : undefined;
    return file ? { ...q, help: [q.help, t('currentFile', { name: file.name, size: formatBytes(file.size) })].filter(Boolean).join(' ') } : q;
  });
  const label = (name: string) => questions.find((q) => q.name === name)?.label ?? name;
  const missing = saved.missing.map(label);

  return (
    <form className={formStyles.form} noValidate aria-describedby={`${ID}-status`} onSubmit={save}>
      {showSummary ? (
        <ErrorSummary
          ref={summaryRef}
          id={`${ID}-errors`}
          headingLevel={3}
          items={summaryItems(label, (name) => fieldId(ID, name))}
        />
      ) : null}
      <p id={`${ID}-status`} className={missing.length ? styles.lead : formStyles.note}>
        {missing.length ? t('missing', { fields: missing.join(', ') }) : t('complete')}
      </p>
      <CustomFormFields
        form={{ fields: shown }}
        idPrefix={ID}
        register={(name) => register(name)}
        errorOf={(name) => fieldError(name)}
        progressOf={(name) => (sending.has(name) ? progress : undefined)}
      />
      <FormEnd result={result} messageRef={messageRef} pending={pending} label={t('save')} />
    </form>
  );
}
