'use client';

import { TagDirectory } from '@/components/ui/TagDirectory';
import { filterSections, uniqueSponsors, type SponsorSection, type SponsorTagOption } from './sponsor-groups';
import { SponsorSections } from './SponsorSections';

interface DirectoryProps {
  sections: SponsorSection[];
  tags: SponsorTagOption[];
  /** the page's public path with its locale prefix ("/en/patrocinadores"); filters are `?tag=` on it */
  basePath: string;
}

/**
 * /patrocinadores with its tag filter, as /ponentes does it (in the URL, read on the client: see
 * TagDirectory). A sponsor in several sections is counted once.
 */
export function SponsorDirectory({ sections, tags, basePath }: DirectoryProps) {
  return (
    <TagDirectory
      tags={tags}
      basePath={basePath}
      total={uniqueSponsors(sections).length}
      namespace="Sponsors"
      view={(tag) => {
        const visible = filterSections(sections, tag);
        return {
          count: uniqueSponsors(visible).length,
          content: visible.length > 0 ? <SponsorSections sections={visible} headingLevel={2} idPrefix="sponsors" /> : null,
        };
      }}
    />
  );
}
