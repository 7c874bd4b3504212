import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/ui/Section';
import { getCachedHomePageBlogPosts } from '@/lib/api/public/blog';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/routes';
import { PostList } from './PostList';

/** Home block: the posts the organiser puts on the home page, and a link to /blog; null when there are none. */
export async function BlogBlock({ tenantKey, locale }: { tenantKey: string; locale: Locale }) {
  const posts = await getCachedHomePageBlogPosts(tenantKey, locale);
  if (posts.length === 0) return null;
  const t = await getTranslations('Blog');
  return (
    <Section variant="block" id="home-blog" title={t('homeTitle')} action={{ href: href('blog'), label: t('homeAll') }}>
      <PostList posts={posts} headingLevel={3} />
    </Section>
  );
}
