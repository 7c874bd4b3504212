'use client';

import { profile } from '@/lib/api/browser-calls';
import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { FileField } from '@/components/forms/fields';
import { FormResult } from '@/components/forms/FormResult';
import { useSubmitOnce } from '@/components/forms/use-api-form';
import formStyles from '@/components/forms/Form.module.css';
import { progressPercent } from '@/lib/account/download';
import { checkPhoto, firstFile, PHOTO_ACCEPT, photoSchema } from '@/lib/schemas/photo';
import { useAccount } from './AccountProvider';
import { Avatar } from './Avatar';
import { useAccountForm } from './use-account-form';
import styles from './Account.module.css';

const ID = 'photo';

/**
 * The profile photo: choose a JPEG, PNG or WebP up to 2 MB (checked as soon as it is chosen,
 * before anything is sent), see it before saving, upload it with its progress; or remove the
 * current one (the avatar shows the initials again).
 */
export function PhotoForm() {
  const t = useTranslations('Profile');
  const tApi = useTranslations('ApiErrors');
  const tAccount = useTranslations('Account');
  const locale = useLocale();
  const { customer, setCustomer } = useAccount();
  const { submit, succeed, failed, setResult, fieldError, messageRef, result, pending, register } = useAccountForm({
    schema: photoSchema,
    defaultValues: { photo: null },
    fields: ['photo'],
    mode: 'onChange',
    invalidFocus: 'field',
    failure: tApi('profileUpdateFailed'),
  });
  // Removing is not the form's submit, but shares its one-at-a-time rule.
  const removal = useSubmitOnce();
  const busy = pending || removal.pending;
  /** the upload's percentage, null while its size is unknown, undefined when nothing is being sent */
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [preview, setPreview] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);

  /** Shows the chosen file (when it can be a photo), releasing the previous preview. */
  const showPreview = (file: File | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = file && !checkPhoto(file) ? URL.createObjectURL(file) : null;
    setPreview(previewRef.current);
  };

  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  // Built at submit time: the task touches the preview's ref, which rendering must not.
  const upload = (event?: BaseSyntheticEvent) =>
    submit(async (values) => {
    const file = firstFile(values.photo);
    if (!file || removal.pending) return;
    setProgress(null);
    try {
      setCustomer(await profile.uploadProfilePhoto(file, { onProgress: (event) => setProgress(progressPercent(event.loaded, event.total)) }));
    } finally {
      setProgress(undefined);
    }
    showPreview(null);
    succeed([t('photo.uploaded')], { photo: null });
  })(event);

  const remove = () => {
    if (pending) return;
    void removal.run(async () => {
      setResult(null);
      try {
        setCustomer(await profile.removeProfilePhoto());
        showPreview(null);
        succeed([t('photo.removed')], { photo: null });
      } catch (error) {
        failed(error);
      }
    });
  };

  const photoField = register('photo');

  return (
    <form className={formStyles.form} noValidate onSubmit={upload}>
      <div className={styles.photoRow}>
        <div className={styles.photoPreview}>
          {preview ? (
            // A local object URL of the chosen file: nothing for next/image to optimise.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={preview} alt={t('photo.previewAlt')} className={styles.avatar} />
          ) : (
            <Avatar
              photo={customer.photo}
              name={customer.name}
              surname={customer.surname}
              locale={locale}
              label={customer.photo ? t('photo.currentAlt') : t('photo.initialsAlt')}
            />
          )}
        </div>
        <div className={styles.photoControls}>
          <FileField
            id={`${ID}-file`}
            label={t('photo.label')}
            hint={t('photo.hint')}
            accept={PHOTO_ACCEPT}
            progress={progress}
            error={fieldError('photo')}
            registration={{
              ...photoField,
              onChange: (event) => {
                showPreview((event.target as HTMLInputElement).files?.[0] ?? null);
                return photoField.onChange(event);
              },
            }}
          />
          <div className={formStyles.actions}>
            <button type="submit" className={`button ${formStyles.submit}`} aria-disabled={busy || undefined}>
              {pending ? tAccount('saving') : t('photo.upload')}
            </button>
            {customer.photo ? (
              <button type="button" className={`button button-secondary ${formStyles.submit}`} aria-disabled={busy || undefined} onClick={remove}>
                {t('photo.remove')}
              </button>
            ) : null}
          </div>
        </div>
      </div>
      <FormResult ref={messageRef} result={result} />
    </form>
  );
}
