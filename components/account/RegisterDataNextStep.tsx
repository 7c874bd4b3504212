import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { getCachedCustomForm } from '@/lib/api/public/forms';
import { getCachedCustomerStructure } from '@/lib/auth/server';
import { loginHref } from '@/lib/auth/redirect';
import { localizePath } from '@/lib/i18n/detect';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/routes';
import { customerFieldsOf } from '@/lib/schemas/customer-fields';
import { afterSignupQuestions } from '@/lib/schemas/register-data';
import type { Tenant } from '@/lib/tenants/schema';
import { REGISTER_DATA_ANCHOR } from './register-data-anchor';
import styles from './Account.module.css';

/**
 * What the validate page says after a confirmed sign-up when the tenant's register form asks what
 * the sign-up could not (its file questions): those questions by name, and a sign-in that comes
 * back to them in the private area. Null (the page keeps its plain sign-in link) when nothing is
 * left, or when the definitions cannot be read: the private area offers the same later. Awaited by
 * the page (not rendered as an element) so that it knows whether there is anything to show.
 */
export async function registerDataNextStep({ tenant, locale }: { tenant: Tenant; locale: Locale }): Promise<ReactNode> {
  if (!tenant.features.includes('user_profile')) return null;
  const [form, structure] = await Promise.all([
    getCachedCustomForm(tenant.key, locale, 'register').catch(() => null),
    getCachedCustomerStructure(tenant.key, locale).catch(() => null),
  ]);
  if (!form || !structure) return null;
  const left = afterSignupQuestions(form, customerFieldsOf(structure));
  if (left.length === 0) return null;
  const t = await getTranslations('AccountExtras.nextStep');
  const redirect = `${localizePath(locale, href('user'))}#${REGISTER_DATA_ANCHOR}`;
  return (
    <div className={styles.nextStep}>
      <h3 className={styles.subheading}>{t('title')}</h3>
      <p>{t('text', { fields: left.map((q) => q.label).join(', ') })}</p>
      <p>
        <Link href={loginHref({ notice: 'validated', redirect })} className="button">
          {t('signIn')}
        </Link>
      </p>
    </div>
  );
}
