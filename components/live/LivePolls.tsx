'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { polls as pollCalls } from '@/lib/api/lazy-browser-calls';
import { liveMessageOf } from '@/lib/api/live-model';
import type { Poll } from '@/lib/api/schemas/polls';
import { loginHref } from '@/lib/auth/redirect';
import { Link } from '@/lib/i18n/navigation';
import type { LiveText } from './live-text';
import { pollAnchor } from './PollNotice';
import { PollResults } from './PollResults';
import styles from './Live.module.css';

/** Open polls first, then the others, oldest first within each. */
const ORDER: Record<Poll['state'], number> = { open: 0, published: 1, closed: 2, draft: 3 };

/**
 * A session's polls for attendees: the open one to answer (and to change the
 * answer while it stays open), the number of answers live, the results once published. Anonymous
 * visitors see that a poll is running and a sign-in link that brings them back to it.
 */
export function LivePolls(props: { polls: Poll[]; signedIn: boolean; pagePath: string; text: LiveText; onPoll: (p: Poll) => void }) {
  const { signedIn, pagePath, text, onPoll } = props;
  const t = useTranslations('Session');
  const id = useId();
  const list = props.polls.filter((p) => p.state !== 'draft').sort((a, b) => ORDER[a.state] - ORDER[b.state] || a.id - b.id);
  if (list.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby={`${id}-h`} data-testid="live-polls">
      <h2 id={`${id}-h`} className={styles.heading}>
        {t('poll.title')}
      </h2>
      {list.map((p) => (
        <PollItem key={`${p.id}:${p.state}`} poll={p} signedIn={signedIn} pagePath={pagePath} text={text} onPoll={onPoll} />
      ))}
    </section>
  );
}

function PollItem({ poll, signedIn, pagePath, text, onPoll }: { poll: Poll; signedIn: boolean; pagePath: string; text: LiveText; onPoll: (p: Poll) => void }) {
  const t = useTranslations('Session');
  const id = useId();
  const [chosen, setChosen] = useState<number[]>(poll.myAnswer);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const answered = poll.myAnswer.length > 0;
  const answerText = poll.options
    .filter((o) => poll.myAnswer.includes(o.id))
    .map((o) => o.text)
    .join(', ');

  async function send(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setNotice(null);
    if (chosen.length === 0) {
      setError(t(poll.multiple ? 'poll.chooseMany' : 'poll.chooseOne'));
      return;
    }
    setBusy(true);
    try {
      const after = await pollCalls.answerPoll(poll.id, chosen);
      onPoll(after);
      setNotice(t('poll.sent'));
    } catch (failure) {
      setError(text(liveMessageOf(failure, 'poll')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className={styles.poll} id={pollAnchor(poll.id)} data-testid="poll" aria-labelledby={`${id}-q`}>
      {/* Focusable: the poll notice's jump (and following the presenter) lands here. */}
      <h3 id={`${id}-q`} className={styles.pollQuestion} tabIndex={-1} data-poll-heading>
        {poll.question}
      </h3>
      <p className={styles.meta}>
        <span data-testid="poll-state">{t(STATE_KEY[poll.state])}</span> · <span data-testid="poll-responses">{t('poll.responses', { count: poll.responses })}</span>
      </p>
      {poll.state === 'open' && !signedIn ? (
        <p>
          {t('poll.running')} <Link href={loginHref({ redirect: `${pagePath}#poll-${poll.id}` })}>{t('poll.loginToAnswer')}</Link>
        </p>
      ) : null}
      {poll.state === 'open' && signedIn ? (
        <form className={styles.form} onSubmit={(e) => void send(e)} noValidate>
          <fieldset className={styles.pollOptions}>
            <legend>{t(poll.multiple ? 'poll.chooseMany' : 'poll.chooseOne')}</legend>
            {poll.options.map((o) => (
              <label key={o.id} className={styles.pollOption}>
                <input
                  type={poll.multiple ? 'checkbox' : 'radio'}
                  name={`poll-${poll.id}`}
                  value={o.id}
                  checked={chosen.includes(o.id)}
                  onChange={(e) => setChosen((now) => (poll.multiple ? (e.target.checked ? [...now, o.id] : now.filter((x) => x !== o.id)) : [o.id]))}
                />
                {o.text}
              </label>
            ))}
          </fieldset>
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <p>
            <button type="submit" className="button" aria-disabled={busy || undefined}>
              {t(answered ? 'poll.change' : 'poll.send')}
            </button>
          </p>
        </form>
      ) : null}
      <p role="status" className={styles.meta}>
        {notice}
      </p>
      {answered ? (
        <p className={styles.voted} data-testid="poll-my-answer">
          <span aria-hidden="true">✓ </span>
          {t('poll.yourAnswer', { answer: answerText })}
        </p>
      ) : null}
      {poll.results ? <PollResults poll={poll} /> : poll.state === 'closed' ? <p className={styles.meta}>{t('poll.closedWaiting')}</p> : poll.state === 'open' ? <p className={styles.meta}>{t('poll.resultsLater')}</p> : null}
    </article>
  );
}

const STATE_KEY = { draft: 'poll.stateDraft', open: 'poll.stateOpen', closed: 'poll.stateClosed', published: 'poll.statePublished' } as const;
