import { CardGrid } from '@/components/ui/Card';
import type { BlogPostSummary } from '@/lib/api/schemas';
import { PostCard } from './PostCard';

/** Posts as a list of cards (a real list: screen readers announce how many). */
export function PostList({ posts, headingLevel }: { posts: BlogPostSummary[]; headingLevel: 2 | 3 }) {
  return (
    <CardGrid>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </CardGrid>
  );
}
