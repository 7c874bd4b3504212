import type { CSSProperties } from 'react';
import type { Topic } from '@/lib/api/schemas';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { plainSummary, safeColor } from './rich-text';
import styles from './Topics.module.css';

/** The programme's axes, each a card with its colour, name (link to its page) and description. */
export function TopicList({ topics }: { topics: Topic[] }) {
  return (
    <ul className={styles.list}>
      {topics.map((topic) => {
        const color = safeColor(topic.color);
        return (
          <li key={topic.slug} className={styles.card} style={color ? ({ '--topic-color': color } as CSSProperties) : undefined}>
            <h2 className={styles.cardTitle}>
              <Link href={href('topics', { slug: topic.slug })} className={styles.cardLink}>
                {topic.name}
              </Link>
            </h2>
            {topic.description ? <p className={styles.cardText}>{plainSummary(topic.description, 300)}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
