import { getTranslations } from 'next-intl/server';
import { getCachedHomePageBlogPosts } from '@/lib/api/public/blog';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { PostList } from './PostList';
import styles from './HomeBlogBlock.module.css';

/** Home block: the posts the organiser puts on the home page, and a link to /blog; null when there are none. */
export async function BlogBlock({ tenantKey, locale }: { tenantKey: string; locale: Locale }) {
  const posts = await getCachedHomePageBlogPosts(tenantKey, locale);
  if (posts.length === 0) return null;
  const t = await getTranslations('Blog');
  return (
    <section className={`container ${styles.block}`} aria-labelledby="home-blog">
      <div className={styles.header}>
        <h2 id="home-blog" className={styles.title}>
          {t('homeTitle')}
        </h2>
        <Link href={href('blog')} className={styles.seeAll}>
          {t('homeAll')}
        </Link>
      </div>
      <PostList posts={posts} headingLevel={3} />
    </section>
  );
}
