import { useFormatter, useTranslations } from 'next-intl';
import type { BlogPostSummary } from '@/lib/api/schemas';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { blogTagHref } from './blog-links';
import styles from './PostCard.module.css';

/**
 * A post in a list: image, date, title (linking to the post), excerpt and tags. Used on the
 * server (lists, home block) and in the client-filtered list alike, so it uses next-intl's hooks
 * and nothing async.
 */
export function PostCard({ post, headingLevel }: { post: BlogPostSummary; headingLevel: 2 | 3 }) {
  const format = useFormatter();
  const t = useTranslations('Blog');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <article className={styles.card}>
      {post.image ? (
        // Post images come from the organiser's API (any host, often SVG): a plain <img>. The
        // title says what the post is about, so the picture is decoration.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={post.image} alt="" width={1200} height={630} className={styles.image} loading="lazy" decoding="async" />
      ) : null}
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={href('blogPost', { id: post.id })} className={styles.link}>
            {post.title}
          </Link>
        </Heading>
        <p className={styles.meta}>
          <time dateTime={post.publishedAt}>{format.dateTime(new Date(post.publishedAt), { dateStyle: 'long' })}</time>
        </p>
        <p className={styles.excerpt}>{post.excerpt}</p>
        {post.tags.length > 0 ? (
          <ul className={styles.tags} aria-label={t('postTags')}>
            {post.tags.map((tag) => (
              <li key={tag.id}>
                <Link href={blogTagHref(tag.slug)} className={styles.tag}>
                  {tag.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
