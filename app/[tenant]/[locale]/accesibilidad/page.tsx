import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { getCachedGeneralData } from '@/lib/api/public';
import { getCachedCustomForm } from '@/lib/api/public/forms';
import { Page } from '@/components/ui/Page';
import { PageHeader } from '@/components/ui/PageHeader';
import { allPassed, axeRun, KNOWN_EXCEPTIONS, WCAG_TARGET } from '@/lib/a11y/facts';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

export async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
  const { tenant, locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: 'Accessibility' });
  return pageMetadata(tenant, locale, href('accessibility'), {
    title: t('title'),
    description: t('metaDescription', { event: tenant.name }),
  });
}

/**
 * `/accesibilidad`: the accessibility statement, per tenant and language. What it states about
 * testing comes from lib/a11y/facts.json (the counted axe checks of the last published
 * end-to-end run), never from prose typed here; the contact is the organiser's.
 */
export default async function AccessibilityStatement({ params }: { params: Promise<TenantParams> }) {
  const { tenant, locale } = await resolvePageContext(params);
  const [t, format, general, contactForm] = await Promise.all([
    getTranslations('Accessibility'),
    getFormatter(),
    getCachedGeneralData(tenant.key, locale),
    getCachedCustomForm(tenant.key, locale, 'contact'),
  ]);
  const email = general?.contactEmail ?? null;

  return (
    <Page as="article" width="text">
      <PageHeader title={t('title')} />
      <div className="prose">
        <p>{t('intro', { event: tenant.name })}</p>

        <h2>{t('targetTitle')}</h2>
        <p>{t('target', { version: WCAG_TARGET.version, level: WCAG_TARGET.level })}</p>

        <h2>{t('testingTitle')}</h2>
        {axeRun ? (
          <>
            <p data-testid="axe-facts">
              {t('testing', {
                checks: axeRun.checks,
                passed: axeRun.passed,
                widths: format.list(axeRun.widths.map((w) => t('width', { px: w }))),
                date: format.dateTime(new Date(axeRun.runAt), { dateStyle: 'long' }),
                version: axeRun.axeVersion,
              })}
            </p>
            <p>{allPassed(axeRun) ? t('testingAllPassed') : t('testingFailed', { failed: axeRun.failed })}</p>
          </>
        ) : (
          <p data-testid="axe-facts">{t('testingNone')}</p>
        )}
        <p>{t('testingManual')}</p>

        <h2>{t('exceptionsTitle')}</h2>
        <ul>
          {KNOWN_EXCEPTIONS.map((key) => (
            <li key={key}>{t(`exceptions.${key}`)}</li>
          ))}
        </ul>

        <h2>{t('contactTitle')}</h2>
        <p>{t('contact', { event: tenant.name })}</p>
        {email || contactForm ? (
          <ul>
            {email ? (
              <li>
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            ) : null}
            {contactForm ? (
              <li>
                <Link href={href('contact')}>{t('contactForm')}</Link>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </Page>
  );
}
