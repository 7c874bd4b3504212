'use client';

import { useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { FormFrame, SubmitButton } from '@/components/forms/FormFrame';
import { FormResult } from '@/components/forms/FormResult';
import { CheckboxField, TextField } from '@/components/forms/fields';
import { useApiForm } from '@/components/forms/use-api-form';
import { polls as pollCalls } from '@/lib/api/browser-calls';
import { liveMessageOf, type LiveMessageRef } from '@/lib/api/live-model';
import { createPollBodySchema, POLL_OPTIONS_MAX, POLL_OPTIONS_MIN, POLL_OPTION_MAX_LENGTH, POLL_QUESTION_MAX_LENGTH, type Poll, type PollAction } from '@/lib/api/schemas/polls';
import { Dialog } from '@/components/account/Dialog';
import { actsOn } from './acts-on';
import { focusInPanel, useRefocus } from './focus-return';
import { PollResults } from './PollResults';
import styles from './Live.module.css';

const STATE_KEY = { draft: 'poll.stateDraft', open: 'poll.stateOpen', closed: 'poll.stateClosed', published: 'poll.statePublished' } as const;
/** What the organiser may do with a poll in each state (POLL_TRANSITIONS, as buttons). */
const ACTIONS: Record<Poll['state'], PollAction[]> = { draft: ['open'], open: ['close', 'publish'], closed: ['open', 'publish'], published: [] };

type PollValues = { question: string; options: string[]; multiple: boolean };
const EMPTY: PollValues = { question: '', options: Array.from({ length: POLL_OPTIONS_MIN }, () => ''), multiple: false };

/**
 * A poll's question, options (2–6) and choice: the form that creates a draft and the one that
 * edits it. `send` makes the call; a new poll's form empties itself after, an edit's is closed by
 * its caller (`onCancel` goes back without saving).
 */
function PollForm({ form: formId, initial, heading, submitLabel, send, onCancel }: { form: string; initial: PollValues; heading: string; submitLabel: string; send: (values: PollValues) => Promise<string | null>; onCancel?: () => void }) {
  const t = useTranslations('Session');
  const [count, setCount] = useState(initial.options.length);
  const form = useApiForm({
    schema: createPollBodySchema,
    defaultValues: initial,
    fields: ['question', ...Array.from({ length: POLL_OPTIONS_MAX }, (_, i) => `options.${i}`), 'multiple'],
    errorValues: (name) => ({ length: name === 'question' ? POLL_QUESTION_MAX_LENGTH : POLL_OPTION_MAX_LENGTH }),
  });
  const { register, submit, pending, result, messageRef, summaryRef, showSummary, summaryItems, fieldError, succeed, getValues, setValue } = form;

  const removeOption = (index: number) => {
    const options = (getValues('options') ?? []).filter((_, i) => i !== index);
    setValue('options', options);
    setCount((n) => n - 1);
  };
  const label = (name: string) => (name === 'question' ? t('pollAdmin.question') : name === 'multiple' ? t('pollAdmin.multiple') : t('pollAdmin.option', { n: Number(name.split('.')[1]) + 1 }));
  const target = (name: string) => `${formId}-${name.replace('.', '-')}`;

  return (
    <>
      <h3 className={styles.subheading}>{heading}</h3>
      <FormFrame
        id={formId}
        onSubmit={submit(async (values) => {
          const done = await send(values);
          if (done === null) return;
          setCount(POLL_OPTIONS_MIN);
          succeed([done], EMPTY);
        })}
        summary={showSummary ? summaryItems(label, target) : null}
        summaryRef={summaryRef}
        headingLevel={3}
      >
        <TextField id={target('question')} label={t('pollAdmin.question')} required registration={register('question')} error={fieldError('question')} maxLength={POLL_QUESTION_MAX_LENGTH} />
        <p className={styles.meta}>{t('pollAdmin.optionsHint')}</p>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className={styles.actions}>
            <TextField id={target(`options.${i}`)} label={t('pollAdmin.option', { n: i + 1 })} required registration={register(`options.${i}`)} error={fieldError(`options.${i}`)} maxLength={POLL_OPTION_MAX_LENGTH} />
            {count > POLL_OPTIONS_MIN ? (
              <button type="button" className="button button-secondary" onClick={() => removeOption(i)}>
                {t('pollAdmin.removeOption', { n: i + 1 })}
              </button>
            ) : null}
          </div>
        ))}
        {count < POLL_OPTIONS_MAX ? (
          <p>
            <button type="button" className="button button-secondary" onClick={() => setCount((n) => n + 1)}>
              {t('pollAdmin.addOption')}
            </button>
          </p>
        ) : null}
        <CheckboxField id={target('multiple')} label={t('pollAdmin.multiple')} registration={register('multiple')} />
        <FormResult ref={messageRef} result={result} />
        <div className={styles.actions}>
          <SubmitButton busy={pending} label={submitLabel} busyLabel={t('pollAdmin.saving')} />
          {onCancel ? (
            <button type="button" className="button button-secondary" onClick={onCancel}>
              {t('pollAdmin.cancelEdit')}
            </button>
          ) : null}
        </div>
      </FormFrame>
    </>
  );
}

/**
 * The organiser's polls of a session, on the moderation page: create one (a
 * draft: question, 2–6 options, one or several answers), edit it while it is a draft, open it,
 * close it, publish its results, delete it (after a confirmation), with the live count of every
 * poll (the moderation channel's `poll.moderation` events).
 */
export function PollModeration(props: { conferenceId: number; polls: Poll[]; text: (ref: LiveMessageRef) => string; onPoll: (p: Poll) => void; onRemoved: (pollId: number) => void }) {
  const { conferenceId, polls, text, onPoll, onRemoved } = props;
  const t = useTranslations('Session');
  const common = useTranslations('Common');
  const id = useId();
  const [busy, setBusy] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Poll | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const panel = useRef<HTMLElement>(null);
  const refocus = useRefocus(panel);

  async function move(poll: Poll, action: PollAction) {
    if (busy !== null) return;
    setActionError(null);
    setBusy(poll.id);
    try {
      onPoll(await pollCalls.movePoll(poll.id, action));
    } catch (failure) {
      setActionError(text(liveMessageOf(failure, 'moderation')));
    } finally {
      setBusy(null);
      // The poll's buttons change with its state (Abrir → Cerrar): the focus stays on the poll.
      refocus(`[data-poll="${poll.id}"]`);
    }
  }

  async function remove() {
    if (!deleting || busy !== null) return;
    setDeleteError(null);
    setBusy(deleting.id);
    try {
      await pollCalls.deletePoll(deleting.id);
      onRemoved(deleting.id);
      setDeleting(null);
    } catch (failure) {
      setDeleteError(text(liveMessageOf(failure, 'moderation')));
    } finally {
      setBusy(null);
    }
  }

  const actionLabel = (poll: Poll, action: PollAction) => (action === 'open' && poll.state === 'closed' ? t('pollAdmin.reopen') : t(`pollAdmin.${action}`));

  return (
    <section ref={panel} className={styles.panel} aria-labelledby={`${id}-h`} data-testid="poll-moderation">
      <h2 id={`${id}-h`} className={styles.heading} tabIndex={-1} data-focus-fallback>
        {t('pollAdmin.title')}
      </h2>
      {actionError ? (
        <p className={styles.error} role="alert">
          {actionError}
        </p>
      ) : null}
      {polls.length === 0 ? <p className={styles.meta}>{t('pollAdmin.none')}</p> : null}
      {polls.map((poll) => (
        <article key={poll.id} className={styles.poll} data-testid="admin-poll" data-poll={poll.id} aria-labelledby={`${id}-p${poll.id}`} tabIndex={-1}>
          <h3 id={`${id}-p${poll.id}`} className={styles.pollQuestion}>
            {poll.question}
          </h3>
          <p className={styles.meta}>
            <span data-testid="poll-state">{t(STATE_KEY[poll.state])}</span> · {t(poll.multiple ? 'pollAdmin.many' : 'pollAdmin.single')} ·{' '}
            <span data-testid="poll-responses">{t('poll.responses', { count: poll.responses })}</span>
          </p>
          <p className={styles.meta}>{t('pollAdmin.liveCounts')}</p>
          <PollResults poll={poll} />
          <div className={styles.actions}>
            {ACTIONS[poll.state].map((action) => (
              <button aria-label={actsOn(actionLabel(poll, action), poll.question)} key={action} type="button" className={action === 'close' ? 'button button-secondary' : 'button'} aria-disabled={busy !== null || undefined} onClick={() => void move(poll, action)}>
                {actionLabel(poll, action)}
              </button>
            ))}
            {poll.state === 'draft' && editing !== poll.id ? (
              <button aria-label={actsOn(t('pollAdmin.edit'), poll.question)} type="button" className="button button-secondary" onClick={() => setEditing(poll.id)}>
                {t('pollAdmin.edit')}
              </button>
            ) : null}
            <button aria-label={actsOn(t('pollAdmin.delete'), poll.question)} type="button" className="button button-secondary" aria-disabled={busy !== null || undefined} onClick={() => setDeleting(poll)}>
              {t('pollAdmin.delete')}
            </button>
          </div>
          {poll.state === 'draft' && editing === poll.id ? (
            <PollForm
              form={`poll-edit-${poll.id}`}
              initial={{ question: poll.question, options: poll.options.map((o) => o.text), multiple: poll.multiple }}
              heading={t('pollAdmin.editHeading')}
              submitLabel={t('pollAdmin.saveChanges')}
              onCancel={() => setEditing(null)}
              send={async (values) => {
                onPoll(await pollCalls.editPoll(poll.id, values));
                setEditing(null);
                return null;
              }}
            />
          ) : null}
        </article>
      ))}

      <PollForm
        form="poll-new"
        initial={EMPTY}
        heading={t('pollAdmin.create')}
        submitLabel={t('pollAdmin.save')}
        send={async (values) => {
          onPoll(await pollCalls.createPoll(conferenceId, values));
          return t('pollAdmin.created');
        }}
      />
      <Dialog
        open={deleting !== null}
        onClose={() => {
          if (busy === null) {
            setDeleting(null);
            setDeleteError(null);
          }
        }}
        title={t('pollAdmin.deleteTitle')}
        // Deleted: the poll is gone, the focus goes to the panel's heading.
        returnFocus={() => focusInPanel(panel.current, '[data-focus-fallback]')}
        description={<p>{t('pollAdmin.deleteText', { question: deleting?.question ?? '' })}</p>}
      >
        <div role="alert">{deleteError ? <p className={styles.error}>{deleteError}</p> : null}</div>
        <div className={styles.actions}>
          <button type="button" className="button" aria-disabled={busy !== null || undefined} onClick={() => void remove()}>
            {busy !== null ? common('working') : t('pollAdmin.deleteConfirm')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setDeleting(null);
              setDeleteError(null);
            }}
          >
            {common('keep')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
