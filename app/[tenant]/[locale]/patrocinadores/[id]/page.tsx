import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PRIMARY_GROUP } from '@/components/sponsors/sponsor-groups';
import { SponsorLinks } from '@/components/sponsors/SponsorLinks';
import { SponsorSessions } from '@/components/sponsors/SponsorSessions';
import styles from '@/components/sponsors/Sponsors.module.css';
import { plainSummary, richTextHtml } from '@/components/topics/rich-text';
import { ChipList, TagChip } from '@/components/ui/ChipList';
import { Page } from '@/components/ui/Page';
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { getCachedVenues } from '@/lib/api/public';
import { getCachedSponsor } from '@/lib/api/public/sponsors';
import { href } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

type Params = TenantParams & { id: string };

// Rendered on first request for each sponsor, then cached like every public page.
export function generateStaticParams(): Params[] {
  return [];
}

/** The middleware only lets /patrocinadores/{1-10 digits} through; anything else here is not a sponsor. */
function sponsorId(raw: string): number | null {
  return /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
}

async function load(params: Promise<Params>) {
  const { tenant, locale } = await resolvePageContext(params);
  const id = sponsorId((await params).id);
  const sponsor = id === null ? null : await getCachedSponsor(tenant.key, locale, id);
  return { tenant, locale, sponsor };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { tenant, locale, sponsor } = await load(params);
  // The 404's own title comes from not-found.tsx only when metadata says so too.
  if (!sponsor) notFound();
  return pageMetadata(tenant, locale, href('sponsor', { id: sponsor.id }), {
    title: sponsor.company_name,
    description: plainSummary(sponsor.description),
    image: sponsor.logo_url,
  });
}

/** `/patrocinadores/{id}`: a sponsor's page (logo, description, links, sessions it sponsors), or a real 404. */
export default async function SponsorPage({ params }: { params: Promise<Params> }) {
  const { tenant, locale, sponsor } = await load(params);
  if (!sponsor) notFound();
  const [venues, t] = await Promise.all([getCachedVenues(tenant.key, locale), getTranslations('SponsorDetail')]);
  const name = sponsor.company_name;
  const description = sponsor.description.trim() ? richTextHtml(sponsor.description) : '';

  return (
    <Page as="article">
      <PageHeader
        back={{ href: href('sponsors'), label: t('back') }}
        eyebrow={sponsor.group === PRIMARY_GROUP ? t(`category.${sponsor.category}`) : t('partner')}
        title={name}
        media={
          <span className={styles.detailLogo}>
            {/* Logos come from the organiser's API (any host, often SVG): a plain <img>. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={sponsor.logo_url} alt={t('logoAlt', { name })} decoding="async" />
          </span>
        }
      >
        {sponsor.tags.length > 0 ? (
          <ChipList label={t('tagsLabel')}>
            {sponsor.tags.map((tag) => (
              <li key={tag.slug}>
                <TagChip href={{ pathname: href('sponsors'), query: { tag: tag.slug } }}>{tag.name}</TagChip>
              </li>
            ))}
          </ChipList>
        ) : null}
        <SponsorLinks website={sponsor.url} links={sponsor.links} name={name} />
      </PageHeader>

      {description ? (
        <Section id="sponsor-about" title={t('about', { name })}>
          {/* richTextHtml sanitises the organiser's HTML (lib/sanitize.ts) or escapes plain text. */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: description }} />
        </Section>
      ) : null}

      <Section id="sponsor-sessions" title={t('sessions')}>
        <SponsorSessions sessions={sponsor.conferences} venues={venues} locale={locale} />
      </Section>
    </Page>
  );
}
