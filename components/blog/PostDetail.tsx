import { getFormatter, getTranslations } from 'next-intl/server';
import { Page } from '@/components/ui/Page';
import { PageHeader } from '@/components/ui/PageHeader';
import type { BlogPost } from '@/lib/api/schemas';
import { href } from '@/lib/routing/routes';
import { sanitizeCmsHtml } from '@/lib/sanitize';
import { PostImage } from './PostImage';
import { PostTags } from './PostTags';
import styles from './PostDetail.module.css';

/** `/blog/{id}`: the whole post. Its HTML is organiser-written, so it is sanitised here. */
export async function PostDetail({ post }: { post: BlogPost }) {
  const t = await getTranslations('Blog');
  const format = await getFormatter();

  return (
    <Page as="article" width="text">
      <PageHeader back={{ href: href('blog'), label: t('backToBlog') }} title={post.title}>
        <p className={styles.meta}>
          <time dateTime={post.publishedAt}>{format.dateTime(new Date(post.publishedAt), { dateStyle: 'long' })}</time>
          {post.author ? (
            <>
              <span aria-hidden="true"> · </span>
              <span>{t('by', { author: post.author })}</span>
            </>
          ) : null}
        </p>
        <PostTags tags={post.tags} />
      </PageHeader>
      {post.image ? <PostImage src={post.image} lead /> : null}
      <div className="prose" dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(post.content) }} />
    </Page>
  );
}
