import { useFormatter } from 'next-intl';
import { Card, CardBody, CardLink, CardTitle } from '@/components/ui/Card';
import type { BlogPostSummary } from '@/lib/api/schemas';
import { href } from '@/lib/routing/routes';
import { PostImage } from './PostImage';
import { PostTags } from './PostTags';
import styles from './PostCard.module.css';

/**
 * A post in a list: image, date, title (linking to the post), excerpt and tags. Used on the
 * server (lists, home block) and in the client-filtered list alike, so it uses next-intl's hooks
 * and nothing async.
 */
export function PostCard({ post, headingLevel }: { post: BlogPostSummary; headingLevel: 2 | 3 }) {
  const format = useFormatter();

  return (
    <Card padding="none">
      {post.image ? <PostImage src={post.image} /> : null}
      <CardBody>
        <CardTitle level={headingLevel} className={styles.title}>
          <CardLink href={href('blogPost', { id: post.id })}>{post.title}</CardLink>
        </CardTitle>
        <p className={styles.meta}>
          <time dateTime={post.publishedAt}>{format.dateTime(new Date(post.publishedAt), { dateStyle: 'long' })}</time>
        </p>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <PostTags tags={post.tags} className={styles.tags} />
      </CardBody>
    </Card>
  );
}
