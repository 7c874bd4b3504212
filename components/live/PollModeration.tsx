'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { FormFrame, SubmitButton } from '@/components/forms/FormFrame';
import { FormResult } from '@/components/forms/FormResult';
import { CheckboxField, TextField } from '@/components/forms/fields';
import { useApiForm } from '@/components/forms/use-api-form';
import { polls as pollCalls } from '@/lib/api/browser-calls';
import { liveMessageOf, type LiveMessageRef } from '@/lib/api/live-model';
import { createPollBodySchema, POLL_OPTIONS_MAX, POLL_OPTIONS_MIN, POLL_OPTION_MAX_LENGTH, POLL_QUESTION_MAX_LENGTH, type Poll, type PollAction } from '@/lib/api/schemas/polls';
import { PollResults } from './PollResults';
import styles from './Live.module.css';

const FORM = 'poll-new';
const STATE_KEY = { draft: 'poll.stateDraft', open: 'poll.stateOpen', closed: 'poll.stateClosed', published: 'poll.statePublished' } as const;
/** What the organiser may do with a poll in each state (POLL_TRANSITIONS, as buttons). */
const ACTIONS: Record<Poll['state'], PollAction[]> = { draft: ['open'], open: ['close', 'publish'], closed: ['open', 'publish'], published: [] };

/**
 * The organiser's polls of a session (issue 25, item 4), on the moderation page: create one (a
 * draft: question, 2–6 options, one or several answers), open it, close it, publish its results,
 * with the live count of every poll (the moderation channel's `poll.moderation` events).
 */
export function PollModeration(props: { conferenceId: number; polls: Poll[]; text: (ref: LiveMessageRef) => string; onPoll: (p: Poll) => void }) {
  const { conferenceId, polls, text, onPoll } = props;
  const t = useTranslations('Session');
  const id = useId();
  const [count, setCount] = useState(POLL_OPTIONS_MIN);
  const [busy, setBusy] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const form = useApiForm({
    schema: createPollBodySchema,
    defaultValues: { question: '', options: Array.from({ length: POLL_OPTIONS_MIN }, () => ''), multiple: false },
    fields: ['question', ...Array.from({ length: POLL_OPTIONS_MAX }, (_, i) => `options.${i}`), 'multiple'],
    errorValues: (name) => ({ length: name === 'question' ? POLL_QUESTION_MAX_LENGTH : POLL_OPTION_MAX_LENGTH }),
  });
  const { register, submit, pending, result, messageRef, summaryRef, showSummary, summaryItems, fieldError, succeed, getValues, setValue } = form;

  const send = async (values: { question: string; options: string[]; multiple: boolean }) => {
    const poll = await pollCalls.createPoll(conferenceId, values);
    onPoll(poll);
    setCount(POLL_OPTIONS_MIN);
    succeed([t('pollAdmin.created')], { question: '', options: Array.from({ length: POLL_OPTIONS_MIN }, () => ''), multiple: false });
  };

  const removeOption = (index: number) => {
    const options = (getValues('options') ?? []).filter((_, i) => i !== index);
    setValue('options', options);
    setCount((n) => n - 1);
  };

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
    }
  }

  const label = (name: string) => (name === 'question' ? t('pollAdmin.question') : name === 'multiple' ? t('pollAdmin.multiple') : t('pollAdmin.option', { n: Number(name.split('.')[1]) + 1 }));
  const target = (name: string) => `${FORM}-${name.replace('.', '-')}`;
  const actionLabel = (poll: Poll, action: PollAction) => (action === 'open' && poll.state === 'closed' ? t('pollAdmin.reopen') : t(`pollAdmin.${action}`));

  return (
    <section className={styles.panel} aria-labelledby={`${id}-h`} data-testid="poll-moderation">
      <h2 id={`${id}-h`} className={styles.heading}>
        {t('pollAdmin.title')}
      </h2>
      {actionError ? (
        <p className={styles.error} role="alert">
          {actionError}
        </p>
      ) : null}
      {polls.length === 0 ? <p className={styles.meta}>{t('pollAdmin.none')}</p> : null}
      {polls.map((poll) => (
        <article key={poll.id} className={styles.poll} data-testid="admin-poll" data-poll={poll.id} aria-labelledby={`${id}-p${poll.id}`}>
          <h3 id={`${id}-p${poll.id}`} className={styles.pollQuestion}>
            {poll.question}
          </h3>
          <p className={styles.meta}>
            <span data-testid="poll-state">{t(STATE_KEY[poll.state])}</span> · {t(poll.multiple ? 'pollAdmin.many' : 'pollAdmin.single')} ·{' '}
            <span data-testid="poll-responses">{t('poll.responses', { count: poll.responses })}</span>
          </p>
          <p className={styles.meta}>{t('pollAdmin.liveCounts')}</p>
          <PollResults poll={poll} />
          {ACTIONS[poll.state].length > 0 ? (
            <div className={styles.actions}>
              {ACTIONS[poll.state].map((action) => (
                <button key={action} type="button" className={action === 'close' ? 'button button-secondary' : 'button'} aria-disabled={busy !== null || undefined} onClick={() => void move(poll, action)}>
                  {actionLabel(poll, action)}
                </button>
              ))}
            </div>
          ) : null}
        </article>
      ))}

      <h3 className={styles.subheading}>{t('pollAdmin.create')}</h3>
      <FormFrame id={FORM} onSubmit={submit(send)} summary={showSummary ? summaryItems(label, target) : null} summaryRef={summaryRef} headingLevel={3}>
        <TextField id={target('question')} label={t('pollAdmin.question')} required registration={register('question')} error={fieldError('question')} maxLength={POLL_QUESTION_MAX_LENGTH} />
        <p className={styles.meta} id={`${FORM}-options-hint`}>
          {t('pollAdmin.optionsHint')}
        </p>
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
        <div>
          <SubmitButton busy={pending} label={t('pollAdmin.save')} busyLabel={t('pollAdmin.saving')} />
        </div>
      </FormFrame>
    </section>
  );
}
