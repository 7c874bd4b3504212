import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/contact/ContactForm';
import styles from '@/components/contact/ContactPage.module.css';
import { Page } from '@/components/ui/Page';
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { getCachedCustomForm } from '@/lib/api/public/forms';
import { captchaConfigFor, recaptchaLanguage } from '@/lib/captcha/recaptcha';
import { getServerConfig } from '@/lib/config';
import { href } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { CONTACT_NAMESPACES } from '@/lib/i18n/client-namespaces';

export async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
  const { tenant, locale } = await resolvePageContext(params);
  const [t, form] = await Promise.all([
    getTranslations({ locale, namespace: 'Contact' }),
    getCachedCustomForm(tenant.key, locale, 'contact'),
  ]);
  return pageMetadata(tenant, locale, href('contact'), {
    title: t('title'),
    description: form?.description ?? t('metaDescription', { event: tenant.name }),
  });
}

/**
 * `/contacto`: the organiser's contact form (GET /custom-form/contact), the same page for every
 * visitor; validation, captcha and sending happen in the browser. The captcha follows the
 * tenant's captchaType, captchaSiteKey and captchaProvider (see captchaConfigFor).
 */
export default async function ContactPage({ params }: { params: Promise<TenantParams> }) {
  const { tenant, locale } = await resolvePageContext(params);
  const form = await getCachedCustomForm(tenant.key, locale, 'contact');
  if (!form) notFound();
  const t = await getTranslations('Contact');
  const captcha = captchaConfigFor(tenant, tenant.publicApiBaseUrl ?? getServerConfig().publicApiBaseUrl);

  return (
    <Page>
      <PageHeader title={t('title')} />
      <Section id="contact-form-title" title={form.title} className={styles.section}>
        {form.description ? <p className={styles.lead}>{form.description}</p> : null}
        <ClientMessages locale={locale} namespaces={CONTACT_NAMESPACES}>
          <ContactForm form={form} captcha={captcha} language={recaptchaLanguage(locale)} />
        </ClientMessages>
      </Section>
    </Page>
  );
}
