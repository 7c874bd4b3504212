'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { Poll } from '@/lib/api/schemas/polls';
import styles from './PollResults.module.css';

/**
 * A poll's counts as words and figures ("3 votos (60 %)", the catalogue's `poll.optionResult`),
 * each with a bar of the same length: the one drawing of results, used by the live panel, the
 * organiser's polls and the room screen (`variant="screen"`: scaled to the screen's large type).
 */
export function PollResults({ poll, variant = 'panel', testId = 'poll-option-result' }: { poll: Pick<Poll, 'options' | 'responses'>; variant?: 'panel' | 'screen'; testId?: string }) {
  const t = useTranslations('Session');
  const format = useFormatter();
  return (
    <ul className={variant === 'screen' ? `${styles.results} ${styles.screen}` : styles.results} data-testid="poll-results">
      {poll.options.map((o) => {
        const votes = o.votes ?? 0;
        const share = poll.responses > 0 ? votes / poll.responses : 0;
        return (
          <li key={o.id} data-option={o.id}>
            <span className={styles.line}>
              <span>{o.text}</span>
              <span data-testid={testId}>{t('poll.optionResult', { votes, percent: format.number(share, { style: 'percent', maximumFractionDigits: 0 }) })}</span>
            </span>
            <span className={styles.bar} aria-hidden="true">
              <span style={{ width: `${Math.round(share * 100)}%` }} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
