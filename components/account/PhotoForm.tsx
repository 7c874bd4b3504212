'use client';

import { profile } from '@/lib/api/browser-calls';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { checkPhoto, firstFile, PHOTO_ACCEPT, photoSchema, type PhotoValues } from '@/lib/schemas/photo';
import { applyApiError } from '@/lib/auth/errors';
import { useAccount } from './AccountProvider';
import { Avatar } from './Avatar';
import { Field, StatusMessage, fieldIds, isConnectionFailure, useErrorText, useFocusAfterRender, useSubmitGuard, type Outcome } from './form-kit';
import formStyles from '@/components/forms/Form.module.css';
import styles from './Account.module.css';

const ID = 'photo';

/**
 * The profile photo: choose a JPEG, PNG or WebP up to 2 MB (checked before sending), see it
 * before saving, upload it; or remove the current one (the avatar shows the initials again).
 */
export function PhotoForm() {
  const t = useTranslations('Profile');
  const tApi = useTranslations('ApiErrors');
  const tAccount = useTranslations('Account');
  const locale = useLocale();
  const message = useErrorText();
  const { customer, setCustomer, sessionExpired } = useAccount();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PhotoValues>({
    resolver: zodResolver(photoSchema) as unknown as Resolver<PhotoValues>,
    defaultValues: { photo: null },
    mode: 'onChange',
    shouldFocusError: true,
  });
  const { pending, run } = useSubmitGuard();
  const [statusRef, focusStatus] = useFocusAfterRender<HTMLDivElement>();
  const [outcome, setOutcome] = useState<Outcome>(null);
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

  const fail = (error: unknown) => {
    const failure = applyApiError(error, setError, ['photo']);
    if (failure.kind === 'session_ended') return sessionExpired();
    if (failure.kind === 'validation' && failure.fields.length > 0) return;
    setOutcome({
      kind: 'error',
      lines: [
        tApi('profileUpdateFailed'),
        ...(failure.kind === 'unavailable' ? [isConnectionFailure(error) ? tAccount('networkHint') : tAccount('retryHint')] : failure.formErrors.map((k) => message(k))),
      ],
    });
    focusStatus();
  };

  const upload = (values: PhotoValues) =>
    run(async () => {
      const file = firstFile(values.photo);
      if (!file) return;
      setOutcome(null);
      try {
        setCustomer(await profile.uploadProfilePhoto(file));
        reset({ photo: null });
        showPreview(null);
        setOutcome({ kind: 'success', lines: [t('photo.uploaded')] });
        focusStatus();
      } catch (error) {
        fail(error);
      }
    });

  const remove = () =>
    run(async () => {
      setOutcome(null);
      try {
        setCustomer(await profile.removeProfilePhoto());
        reset({ photo: null });
        showPreview(null);
        setOutcome({ kind: 'success', lines: [t('photo.removed')] });
        focusStatus();
      } catch (error) {
        fail(error);
      }
    });

  const error = message(errors.photo?.message);
  const photoField = register('photo');
  const ids = fieldIds(`${ID}-file`, error, t('photo.hint'));

  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => handleSubmit(upload)(event)}>
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
          <Field id={ids.id} label={t('photo.label')} error={error} hint={t('photo.hint')}>
            <input
              type="file"
              id={ids.id}
              accept={PHOTO_ACCEPT}
              className={formStyles.file}
              aria-invalid={error ? true : undefined}
              aria-describedby={ids.describedBy}
              {...photoField}
              onChange={(event) => {
                showPreview(event.target.files?.[0] ?? null);
                return photoField.onChange(event);
              }}
            />
          </Field>
          <div className={formStyles.actions}>
            <button type="submit" className={`button ${formStyles.submit}`} aria-disabled={pending || undefined}>
              {pending ? tAccount('saving') : t('photo.upload')}
            </button>
            {customer.photo ? (
              <button
                type="button"
                className={`button button-secondary ${formStyles.submit}`}
                aria-disabled={pending || undefined}
                onClick={remove}
              >
                {t('photo.remove')}
              </button>
            ) : null}
          </div>
        </div>
      </div>
      <StatusMessage outcome={outcome} focusRef={statusRef} />
    </form>
  );
}
