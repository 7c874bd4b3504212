'use client';

import type { ReactNode } from 'react';
import { CardGrid } from '@/components/ui/Card';
import { TagDirectory } from '@/components/ui/TagDirectory';
import { filterByTag, type TagOption } from './speaker-filter';

export interface DirectoryItem {
  id: number;
  /** tag slugs */
  tags: string[];
  /** the card, rendered on the server */
  card: ReactNode;
}

interface DirectoryProps {
  items: DirectoryItem[];
  tags: TagOption[];
  /** the page's public path with its locale prefix ("/en/ponentes"); filters are `?tag=` on it */
  basePath: string;
}

/** The speakers grid with its tag filter (in the URL, read on the client: see TagDirectory). */
export function SpeakerDirectory({ items, tags, basePath }: DirectoryProps) {
  return (
    <TagDirectory
      tags={tags}
      basePath={basePath}
      total={items.length}
      namespace="Speakers"
      view={(tag) => {
        const visible = filterByTag(items, tag);
        return {
          count: visible.length,
          content:
            visible.length > 0 ? (
              <CardGrid size="sm">
                {visible.map((item) => (
                  <li key={item.id}>{item.card}</li>
                ))}
              </CardGrid>
            ) : null,
        };
      }}
    />
  );
}
