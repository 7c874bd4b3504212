'use client';

import { account, orders } from '@/lib/api/browser-calls';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { type PdfKind } from '@/lib/api/account';
import { isApiError } from '@/lib/api/errors';
import { isConnectionFailure } from '@/lib/auth/errors';
import { useFormFocus, useSubmitOnce } from '@/components/forms/use-api-form';
import { progressPercent, saveBlob } from '@/lib/account/download';
import { keepOffline, readOffline } from '@/lib/pwa/offline-files';
import { useAccount } from './AccountProvider';
import formStyles from '@/components/forms/Form.module.css';
import styles from './Account.module.css';

type State = { kind: 'idle' } | { kind: 'downloading'; percent: number | null } | { kind: 'done' } | { kind: 'failed'; lines: string[] };

/** Which PDF: the customer's accreditation or certificate, or the receipt of one paid order. */
export type PdfSource = { kind: PdfKind } | { kind: 'receipt'; orderId: number };

/**
 * Downloads a PDF of the API (accreditation, certificate, an order's receipt: binary, no
 * timeout) with a progress bar, then hands it to the browser under `fileName`. The request
 * carries the bearer token in its header (never in the URL). The button is off while it runs; a
 * failure is told next to it and can be retried.
 */
export function PdfDownload({ fileName, label, ...source }: PdfSource & { fileName: string; label: string }) {
  const t = useTranslations('Account');
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const { pending, run } = useSubmitOnce();
  const { sessionExpired } = useAccount();
  const { messageRef: alertRef, focusMessage: focusAlert } = useFormFocus();
  // The badge is kept on the device for the entrance, where the Wi-Fi may be gone.
  const offlineName = source.kind === 'accreditation' ? 'accreditation.pdf' : null;

  const start = () =>
    run(async () => {
      setState({ kind: 'downloading', percent: 0 });
      try {
        const onProgress = (event: { loaded: number; total?: number }) =>
          setState({ kind: 'downloading', percent: progressPercent(event.loaded, event.total) });
        const blob =
          source.kind === 'receipt' ? await orders.downloadReceipt(source.orderId, onProgress) : await account.downloadPdf(source.kind, { onProgress });
        const pdf = blob.type ? blob : new Blob([blob], { type: 'application/pdf' });
        saveBlob(pdf, fileName);
        if (offlineName) void keepOffline(offlineName, pdf);
        setState({ kind: 'done' });
      } catch (error) {
        if (isApiError(error) && error.code === 'forbidden') return sessionExpired();
        // No network: the badge downloaded before on this device still opens.
        const kept = offlineName && isConnectionFailure(error) ? await readOffline(offlineName) : null;
        if (kept) {
          saveBlob(kept, fileName);
          setState({ kind: 'done' });
          return;
        }
        const unavailable = isApiError(error) && (error.code === 'not_found' || error.status === 409 || error.code === 'validation');
        setState({
          kind: 'failed',
          lines: [
            t('download.failed'),
            unavailable ? t('download.unavailableHint') : isConnectionFailure(error) ? t('networkHint') : t('retryHint'),
          ],
        });
        focusAlert();
      }
    });

  const progressId = `${id}-progress`;
  return (
    <div className={styles.download}>
      <button
        type="button"
        className={`button ${styles.downloadButton}`}
        onClick={start}
        // aria-disabled, not disabled: a keyboard user's focus stays on the button meanwhile.
        aria-disabled={pending || undefined}
        aria-describedby={state.kind === 'downloading' ? progressId : undefined}
      >
        <span aria-hidden="true">⤓</span> {pending ? t('download.running') : label}
      </button>
      {state.kind === 'downloading' ? (
        <div className={styles.progress}>
          <label htmlFor={progressId} className={styles.progressLabel}>
            {state.percent === null ? t('download.progressUnknown') : t('download.progress', { percent: state.percent })}
          </label>
          <progress id={progressId} max={100} value={state.percent ?? undefined} className={styles.progressBar} />
        </div>
      ) : null}
      <div
        ref={alertRef}
        tabIndex={-1}
        role={state.kind === 'failed' ? 'alert' : 'status'}
        className={
          state.kind === 'failed' ? `${formStyles.message} ${formStyles.messageError}` : state.kind === 'done' ? styles.downloadDone : undefined
        }
      >
        {state.kind === 'failed' ? state.lines.map((line) => <p key={line}>{line}</p>) : null}
        {state.kind === 'done' ? <p>{t('download.done', { file: fileName })}</p> : null}
      </div>
    </div>
  );
}
