import { getFormatter, getTranslations } from 'next-intl/server';
import type { BlogPost } from '@/lib/api/schemas';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { sanitizeCmsHtml } from '@/lib/sanitize';
import { blogTagHref } from './blog-links';
import styles from './PostDetail.module.css';

/** `/blog/{id}`: the whole post. Its HTML is organiser-written, so it is sanitised here. */
export async function PostDetail({ post }: { post: BlogPost }) {
  const t = await getTranslations('Blog');
  const format = await getFormatter();

  return (
    <article className={`container ${styles.article}`}>
      <p className={styles.back}>
        <Link href={href('blog')}>
          <span aria-hidden="true">←</span>
          {t('backToBlog')}
        </Link>
      </p>
      <header className={styles.header}>
        <h1 className={styles.title}>{post.title}</h1>
        <p className={styles.meta}>
          <time dateTime={post.publishedAt}>{format.dateTime(new Date(post.publishedAt), { dateStyle: 'long' })}</time>
          {post.author ? (
            <>
              <span aria-hidden="true"> · </span>
              <span>{t('by', { author: post.author })}</span>
            </>
          ) : null}
        </p>
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
      </header>
      {post.image ? (
        // The organiser's image (any host, often SVG): a plain <img>; the title describes the post.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={post.image} alt="" width={1200} height={630} className={styles.image} decoding="async" />
      ) : null}
      <div className={`prose ${styles.content}`} dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(post.content) }} />
    </article>
  );
}
