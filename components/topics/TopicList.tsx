import { Card, CardGrid, CardLink, CardTitle } from '@/components/ui/Card';
import type { Topic } from '@/lib/api/schemas';
import { href } from '@/lib/routing/routes';
import { plainSummary, safeColor } from './rich-text';
import styles from './Topics.module.css';

/** The programme's axes, each a card with its colour, name (link to its page) and description. */
export function TopicList({ topics }: { topics: Topic[] }) {
  return (
    <CardGrid>
      {topics.map((topic) => (
        <li key={topic.slug}>
          <Card as="div" padding="lg" interactive accentColor={safeColor(topic.color)}>
            <CardTitle level={2} size="lg">
              <CardLink href={href('topics', { slug: topic.slug })}>{topic.name}</CardLink>
            </CardTitle>
            {topic.description ? <p className={styles.cardText}>{plainSummary(topic.description, 300)}</p> : null}
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}
