'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { live } from '@/lib/api/lazy-browser-calls';
import { liveMessageOf } from '@/lib/api/live-model';
import { VOTABLE_QUESTION_STATES, type Question, type VoteResult } from '@/lib/api/schemas/live';
import type { LiveText } from './live-text';
import { LiveComposer } from './LiveComposer';
import { actsOn } from './acts-on';
import { useComposer } from './use-composer';
import styles from './Live.module.css';

/**
 * The ask form first (a "log in to ask" link for anonymous visitors), so that it stays where a
 * phone's reader finds it however many questions arrive; then the questions of the session by
 * votes then time (the API's and sortQuestions' order), the visitor's own pending ones marked
 * "awaiting validation", vote / unvote. A refused question keeps its text in the form.
 */
export function LiveQuestions(props: {
  conferenceId: number;
  questions: Question[];
  signedIn: boolean;
  maxLength: number;
  pagePath: string;
  text: LiveText;
  registerFlush: (flush: () => void) => () => void;
  onQuestion: (q: Question) => void;
  /** `pending`: the optimistic change, before the API has answered; the answer (or the rollback) comes with false. */
  onVote: (v: VoteResult, pending: boolean) => void;
}) {
  const { conferenceId, questions, signedIn, maxLength, pagePath, text, registerFlush, onQuestion, onVote } = props;
  const t = useTranslations('Session');
  const id = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const [voteError, setVoteError] = useState<string | null>(null);
  const [voting, setVoting] = useState<ReadonlySet<number>>(() => new Set());
  const { composer } = useComposer({
    kind: 'question',
    maxLength,
    text,
    registerFlush,
    send: (value, clientId) => live.askQuestion(conferenceId, value, clientId),
    onSent: (q) => {
      onQuestion(q);
      setNotice(t('live.questionSent'));
    },
    onSubmit: () => setNotice(null),
  });

  /**
   * Optimistic: the count and the "you voted" state change at once; the API's answer then sets
   * them as they are; a refusal puts back what was there and says why (docs/product.md#errors vote failure).
   * One vote per question on its way at a time (a second click waits for the first).
   */
  async function vote(q: Question) {
    if (voting.has(q.id)) return;
    setVoteError(null);
    setVoting((now) => new Set(now).add(q.id));
    const before = { questionId: q.id, votes: q.votes, voted: q.voted };
    onVote({ questionId: q.id, votes: Math.max(0, q.votes + (q.voted ? -1 : 1)), voted: !q.voted }, true);
    try {
      onVote(q.voted ? await live.unvoteQuestion(q.id) : await live.voteQuestion(q.id), false);
    } catch (failure) {
      onVote(before, false);
      setVoteError(text(liveMessageOf(failure, 'vote')));
    } finally {
      setVoting((now) => {
        const next = new Set(now);
        next.delete(q.id);
        return next;
      });
    }
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-h`} data-testid="live-questions">
      <h2 id={`${id}-h`} className={styles.heading}>
        {t('live.questions')}
      </h2>
      <LiveComposer
        {...composer}
        signedIn={signedIn}
        pagePath={pagePath}
        loginLabel={t('live.loginToAsk')}
        id={`${id}-q`}
        label={t('live.yourQuestion')}
        submitLabel={t('live.ask')}
      >
        <p role="status" className={styles.meta}>
          {notice}
        </p>
      </LiveComposer>
      {voteError ? (
        <p className={styles.error} role="alert">
          {voteError}
        </p>
      ) : null}
      {questions.length === 0 ? <p className={styles.meta}>{t('live.noQuestions')}</p> : null}
      <ol className={styles.list}>
        {questions.map((q) => (
          <li key={q.id} className={styles.item} data-question={q.id}>
            <p className={styles.text}>{q.text}</p>
            <p className={styles.meta}>
              {q.author.name}
              {q.state === 'pinned' ? <span className={styles.badge}>{t('live.pinned')}</span> : null}
              {q.state === 'answered' ? <span className={styles.badge}>{t('live.answered')}</span> : null}
              {q.state === 'pending' ? <span className={styles.badge}>{t('live.awaitingValidation')}</span> : null}
            </p>
            {q.state !== 'pending' ? (
              <div className={styles.actions}>
                <span className={styles.meta} data-testid="votes">
                  {t('live.votes', { count: q.votes })}
                </span>
                {signedIn && VOTABLE_QUESTION_STATES.includes(q.state) ? (
                  q.voted ? (
                    // Said in words and with a mark, not only with a colour: who voted sees it, and how to undo it.
                    <>
                      <span className={styles.voted} data-testid="voted">
                        <span aria-hidden="true">✓ </span>
                        {t('live.voted')}
                      </span>
                      <button aria-label={actsOn(t('live.unvote'), q.text)} type="button" className="button button-secondary" onClick={() => void vote(q)} aria-disabled={voting.has(q.id) || undefined}>
                        {t('live.unvote')}
                      </button>
                    </>
                  ) : (
                    <button aria-label={actsOn(t('live.vote'), q.text)} type="button" className="button" onClick={() => void vote(q)} aria-disabled={voting.has(q.id) || undefined}>
                      {t('live.vote')}
                    </button>
                  )
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
