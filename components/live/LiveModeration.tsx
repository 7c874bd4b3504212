'use client';

import { useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { live } from '@/lib/api/browser-calls';
import { liveMessageOf } from '@/lib/api/live-model';
import { MODERATION_REASON_MAX, QUESTION_ACTIONS, QUESTION_TRANSITIONS, type ChatMessage, type ModerationQueue, type Question, type QuestionAction } from '@/lib/api/schemas/live';
import { ConfirmWithReason } from '@/components/ui/ConfirmWithReason';
import { actsOn } from './acts-on';
import { ChatText } from './ChatText';
import { focusInPanel, useRefocus } from './focus-return';
import type { LiveText } from './live-text';
import styles from './Live.module.css';

const ACTION_KEY: Record<QuestionAction, 'live.validate' | 'live.reject' | 'live.markAnswered' | 'live.pin' | 'live.unpin' | 'live.delete'> = {
  validate: 'live.validate',
  reject: 'live.reject',
  answered: 'live.markAnswered',
  pin: 'live.pin',
  unpin: 'live.unpin',
  delete: 'live.delete',
};

/** Actions that take something away from its author: confirmed in a dialog, with an optional reason they are told. */
const DESTRUCTIVE: readonly QuestionAction[] = ['reject', 'delete'];

/** What the confirmation dialog is about: a question to reject or delete, or a message to delete. */
export type Destructive = { kind: 'question'; action: 'reject' | 'delete'; id: number } | { kind: 'message'; id: number };

/**
 * The confirmation of a destructive moderation, shared by the queue and the
 * chat's delete button: the dialog, its call with the reason, and the refusal said inside it.
 */
export function ModerationConfirm({
  target,
  conferenceId,
  text,
  onClose,
  onQuestion,
  onMessage,
  returnFocus,
}: {
  target: Destructive | null;
  conferenceId: number;
  text: LiveText;
  onClose: () => void;
  onQuestion: (q: Question) => void;
  onMessage: (m: ChatMessage) => void;
  /** where the focus goes when the button that opened the dialog is gone (Dialog) */
  returnFocus?: (target: Destructive) => HTMLElement | null;
}) {
  const t = useTranslations('Session');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = target ? (target.kind === 'message' ? 'deleteMessage' : target.action === 'reject' ? 'rejectQuestion' : 'deleteQuestion') : 'deleteMessage';
  const close = () => {
    setError(null);
    onClose();
  };
  async function confirm(reason: string | null) {
    if (!target || busy) return;
    setBusy(true);
    setError(null);
    try {
      if (target.kind === 'message') onMessage(await live.deleteMessage(conferenceId, { id: target.id, reason }));
      else onQuestion(await live.moderateQuestion(target.id, target.action, reason));
      close();
    } catch (failure) {
      setError(text(liveMessageOf(failure, 'moderation')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <ConfirmWithReason
      // A fresh dialog (empty reason) for every item.
      key={target ? `${target.kind}-${target.id}` : 'none'}
      open={target !== null}
      onClose={close}
      title={t(`live.confirm.${key}Title`)}
      text={t(`live.confirm.${key}Text`)}
      confirmLabel={t(`live.confirm.${key}`)}
      max={MODERATION_REASON_MAX}
      busy={busy}
      error={error}
      onConfirm={(reason) => void confirm(reason)}
      returnFocus={target && returnFocus ? () => returnFocus(target) : undefined}
    />
  );
}

/**
 * The organiser's queue (docs/product.md#roles moderators): pending questions and messages first, with accept /
 * reject / delete; the published questions with mark answered, pin / unpin and delete. Only the
 * actions the question's state allows are offered (QUESTION_TRANSITIONS, the API's own rules).
 */
export function LiveModeration(props: {
  conferenceId: number;
  queue: ModerationQueue;
  text: LiveText;
  onQuestion: (q: Question) => void;
  onMessage: (m: ChatMessage) => void;
}) {
  const { conferenceId, queue, text, onQuestion, onMessage } = props;
  const t = useTranslations('Session');
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Destructive | null>(null);
  const panel = useRef<HTMLElement>(null);
  const refocus = useRefocus(panel);
  const itemOf = (target: { kind: 'question' | 'message'; id: number }) => `[data-moderation-${target.kind}="${target.id}"]`;

  async function run(key: string, item: string, call: () => Promise<void>) {
    if (busy) return;
    setBusy(key);
    setError(null);
    try {
      await call();
    } catch (failure) {
      setError(text(liveMessageOf(failure, 'moderation')));
    } finally {
      setBusy(null);
      // The item may have moved to another list (validated, answered): the focus follows it.
      refocus(item);
    }
  }

  const waiting = queue.questions.filter((q) => q.state === 'pending' || q.state === 'rejected');
  const published = queue.questions.filter((q) => q.state !== 'pending' && q.state !== 'rejected');
  const question = (q: Question) => (
    <li key={q.id} className={styles.item} data-moderation-question={q.id} tabIndex={-1}>
      <p className={styles.text}>{q.text}</p>
      <p className={styles.meta}>
        {q.author.name} · {t(`live.state.${q.state}`)} · {t('live.votes', { count: q.votes })}
      </p>
      <div className={styles.actions}>
        {QUESTION_ACTIONS.filter((a) => QUESTION_TRANSITIONS[a].from.includes(q.state)).map((action) => (
          <button aria-label={actsOn(t(ACTION_KEY[action]), q.text)}
            key={action}
            type="button"
            className="button"
            aria-disabled={busy !== null || undefined}
            onClick={() =>
              busy !== null
                ? undefined
                : DESTRUCTIVE.includes(action)
                ? setConfirming({ kind: 'question', action: action as 'reject' | 'delete', id: q.id })
                : void run(`q${q.id}`, itemOf({ kind: 'question', id: q.id }), async () => onQuestion(await live.moderateQuestion(q.id, action)))
            }
          >
            {t(ACTION_KEY[action])}
          </button>
        ))}
      </div>
    </li>
  );

  return (
    <section ref={panel} className={styles.panel} aria-labelledby={`${id}-h`} data-testid="live-moderation">
      <h2 id={`${id}-h`} className={styles.heading} tabIndex={-1} data-focus-fallback>
        {t('live.moderation')}
      </h2>
      <div role="alert">{error ? <p className={styles.error}>{error}</p> : null}</div>
      <h3 className={styles.subheading}>{t('live.pendingQuestions')}</h3>
      {waiting.length === 0 ? <p className={styles.meta}>{t('live.nothingPending')}</p> : <ul className={styles.list}>{waiting.map(question)}</ul>}
      <h3 className={styles.subheading}>{t('live.pendingMessages')}</h3>
      {queue.messages.length === 0 ? (
        <p className={styles.meta}>{t('live.nothingPending')}</p>
      ) : (
        <ul className={styles.list}>
          {queue.messages.map((m) => (
            <li key={m.id} className={styles.item} data-moderation-message={m.id} tabIndex={-1}>
              <p className={styles.text}>
                <ChatText text={m.text} />
              </p>
              <p className={styles.meta}>{m.author.name}</p>
              <div className={styles.actions}>
                <button aria-label={actsOn(t('live.accept'), m.text)}
                  type="button"
                  className="button"
                  aria-disabled={busy !== null || undefined}
                  onClick={() => void run(`m${m.id}`, itemOf({ kind: 'message', id: m.id }), async () => onMessage(await live.acceptMessage(conferenceId, { id: m.id })))}
                >
                  {t('live.accept')}
                </button>
                <button aria-label={actsOn(t('live.delete'), m.text)} type="button" className="button" aria-disabled={busy !== null || undefined} onClick={() => busy === null && setConfirming({ kind: 'message', id: m.id })}>
                  {t('live.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.subheading}>{t('live.publishedQuestions')}</h3>
      {published.length === 0 ? <p className={styles.meta}>{t('live.nothingPending')}</p> : <ul className={styles.list}>{published.map(question)}</ul>}
      <ModerationConfirm
        target={confirming}
        conferenceId={conferenceId}
        text={text}
        onClose={() => setConfirming(null)}
        onQuestion={onQuestion}
        onMessage={onMessage}
        returnFocus={(target) => focusInPanel(panel.current, itemOf(target))}
      />
    </section>
  );
}

