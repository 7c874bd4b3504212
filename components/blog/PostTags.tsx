import { useTranslations } from 'next-intl';
import { ChipList, TagChip } from '@/components/ui/ChipList';
import type { Tag } from '@/lib/api/schemas';
import { blogTagHref } from './blog-links';

/** A post's tags, each leading to the blog filtered by it; nothing when it has none. */
export function PostTags({ tags, className }: { tags: Pick<Tag, 'id' | 'slug' | 'name'>[]; className?: string }) {
  const t = useTranslations('Blog');
  if (tags.length === 0) return null;
  return (
    <ChipList label={t('postTags')} className={className}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <TagChip href={blogTagHref(tag.slug)}>{tag.name}</TagChip>
        </li>
      ))}
    </ChipList>
  );
}
