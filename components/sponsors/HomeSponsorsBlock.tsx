import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/ui/Section';
import { getCachedSponsorGroups } from '@/lib/api/public/sponsors';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/routes';
import { isEmpty, splitSponsorGroups, sponsorSections } from './sponsor-groups';
import { SponsorSections } from './SponsorSections';

/** Home block: sponsor logos by category with a link to /patrocinadores; null when there are none. */
export async function SponsorsBlock({ tenantKey, locale }: { tenantKey: string; locale: Locale }) {
  const page = splitSponsorGroups(await getCachedSponsorGroups(tenantKey, locale));
  if (isEmpty(page)) return null;
  const t = await getTranslations('Sponsors');
  return (
    <Section variant="block" id="home-sponsors" title={t('title')} action={{ href: href('sponsors'), label: t('seeAll') }}>
      <SponsorSections sections={sponsorSections(page)} headingLevel={3} idPrefix="home-sponsors" />
    </Section>
  );
}
