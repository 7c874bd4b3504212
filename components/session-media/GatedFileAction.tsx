'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { entitlementRefusalOf, type EntitlementRefusal } from '@/lib/api/entitlement-errors';
import { conferences } from '@/lib/api/lazy-browser-calls';
import { participationErrorKey } from '@/lib/api/participation-errors';
import { isApiError } from '@/lib/api/errors';
import type { AccessGate } from '@/lib/api/schemas';
import { lackingRight, refusalOf, type Refusal } from '@/lib/participation/media';
import { useRegistrationState } from '@/lib/participation/registration-state';
import { useSubmitOnce } from '@/components/forms/use-submit-once';
import { Gate, StateRetry } from './Gate';
import styles from './SessionMedia.module.css';

/** An extension for the saved file, from its MIME type (the API names files for people). */
function extensionOf(type: string): string {
  const known: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg', 'text/plain': 'txt' };
  return known[type] ?? '';
}

/** Saves the bytes under the file's name, the way a link with `download` would. */
function save(blob: Blob, name: string, type: string) {
  const ext = extensionOf(type);
  const filename = ext && !name.toLowerCase().endsWith(`.${ext}`) ? `${name}.${ext}` : name;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser time to start the download before the address goes away.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

type Outcome = { kind: 'done' } | { kind: 'refused'; refusal: Refusal | EntitlementRefusal } | { kind: 'failed' } | null;

/**
 * What a visitor can do with one gated file of a session (docs/product.md#roles): the cached page lists the
 * file with no address; after load this leaf reads the visitor's registration state and offers
 * sign in (with a way back here), "register to download", "ticket needed", or the download
 * itself, through the API with the bearer token, with a progress bar and the docs/product.md#errors message if
 * it fails (a 401 or 403 from the API speaks the same way as the state would have). A file for
 * ticket holders whose held ticket lacks the files right says so, with the ticket that includes
 * it, before any click (from the state) or after the API's 403 `entitlement.files` (naming it).
 */
export function GatedFileAction({ conferenceId, file }: { conferenceId: number; file: { id: number; name: string; type: string; gate: AccessGate } }) {
  const t = useTranslations('Session');
  const tErrors = useTranslations('ApiErrors');
  const { view, reload } = useRegistrationState(conferenceId);
  // One download at a time (a double click or Enter held down starts one).
  const { pending, run } = useSubmitOnce();
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (view.phase === 'loading') return <span className={styles.skeleton} aria-hidden="true" />;
  if (view.phase === 'error') return <StateRetry onRetry={() => void reload()} />;
  const viewer = view.phase === 'anonymous' ? ({ signedIn: false } as const) : ({ signedIn: true, access: view.state.access } as const);
  // The state lists the held ticket's rights: a ticket without files gets no button it cannot keep.
  const lacking = view.phase === 'ready' ? lackingRight(file.gate, view.state, 'files') : null;
  const refusal = outcome?.kind === 'refused' ? outcome.refusal : lacking ? { right: lacking, upgrade: null } : refusalOf(file.gate, viewer);
  if (refusal) return <Gate refusal={refusal} action="download" name={file.name} />;

  const download = () =>
    run(async () => {
      setOutcome(null);
      setProgress(0);
      try {
        const data = await conferences.downloadConferenceFile(conferenceId, file.id, {
          onProgress: (e) => setProgress(e.total ? Math.round((e.loaded / e.total) * 100) : null),
        });
        save(data instanceof Blob ? data : new Blob([data], { type: file.type }), file.name, file.type);
        setProgress(100);
        setOutcome({ kind: 'done' });
      } catch (error) {
        setProgress(undefined);
        const key = participationErrorKey(error);
        const lacking = entitlementRefusalOf(error);
        if (lacking) setOutcome({ kind: 'refused', refusal: lacking });
        else if (isApiError(error) && error.status === 401) setOutcome({ kind: 'refused', refusal: 'login' });
        else if (key === 'registration.required') setOutcome({ kind: 'refused', refusal: 'registered' });
        else if (key === 'registration.ticket_required') setOutcome({ kind: 'refused', refusal: 'ticket' });
        else setOutcome({ kind: 'failed' });
        // The API knows better than the state we had: read it again for every leaf of the page.
        if (key) void reload();
      }
    });

  const progressId = `file-${file.id}-progress`;
  return (
    <span className={styles.download}>
      <button type="button" className="button button-secondary" onClick={download} aria-disabled={pending || undefined}>
        {t('media.download')}
        <span className="visually-hidden"> {file.name}</span>
      </button>
      {progress !== undefined ? (
        <span className={styles.progress}>
          <label htmlFor={progressId}>
            {outcome?.kind === 'done' ? t('media.downloaded') : progress === null ? t('media.downloadingUnknown') : t('media.downloading', { percent: progress })}
          </label>
          {progress === null ? <progress id={progressId} max={100} /> : <progress id={progressId} max={100} value={progress} />}
        </span>
      ) : null}
      <span role="status" className={styles.status}>
        {outcome?.kind === 'failed' ? tErrors('loadingError') : ''}
      </span>
    </span>
  );
}
