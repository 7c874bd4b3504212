import { getTranslations } from 'next-intl/server';
import { getSignupRegisterData } from '@/lib/api/auth';
import { getCachedCustomForm } from '@/lib/api/public/forms';
import type { RegisterData } from '@/lib/api/schemas/account-extras';
import type { CustomerStructure } from '@/lib/api/schemas';
import { visitorApi } from '@/lib/api/private';
import type { Locale } from '@/lib/i18n/locales';
import { customerFieldsOf } from '@/lib/schemas/customer-fields';
import { registerDataQuestions } from '@/lib/schemas/register-data';
import type { Tenant } from '@/lib/tenants/schema';
import { REGISTER_DATA_ANCHOR } from './register-data-anchor';
import { RegisterDataForm } from './RegisterDataForm';
import { RetryButton } from './RetryButton';
import styles from './Account.module.css';


/**
 * The private area's register data panel: the register form (public, cached per tenant and
 * language) and this customer's answers (read with the token, per request). Nothing when the
 * tenant has no register form or it asks nothing the customer fields do not already ask.
 */
export async function RegisterDataSection({ tenant, locale, structure }: { tenant: Tenant; locale: Locale; structure: CustomerStructure | null }) {
  const t = await getTranslations('AccountExtras.registerData');
  const tApi = await getTranslations('ApiErrors');
  const { api } = await visitorApi(tenant, locale);
  const [form, data] = await Promise.all([
    getCachedCustomForm(tenant.key, locale, 'register').catch(() => undefined),
    // The page has just read the customer with this token: a failure here is this panel's alone.
    getSignupRegisterData(api).catch((): RegisterData | undefined => undefined),
  ]);
  if (form === null || data?.customFormId === null) return null;
  // Without the structure it is unknown which questions the customer fields already ask.
  const questions = form && structure ? registerDataQuestions(form, customerFieldsOf(structure)) : [];
  if (form && structure && questions.length === 0) return null;

  return (
    <section id={REGISTER_DATA_ANCHOR} aria-labelledby={`${REGISTER_DATA_ANCHOR}-title`} className={styles.panel} tabIndex={-1}>
      <h3 id={`${REGISTER_DATA_ANCHOR}-title`} className={styles.subheading}>
        {t('title')}
      </h3>
      <p className={styles.lead}>{form?.description ?? t('lead')}</p>
      {questions.length > 0 && data && data.customFormId !== null ? (
        <RegisterDataForm customFormId={data.customFormId} questions={questions} initial={data} />
      ) : (
        <div className={styles.notice} role="alert">
          <p>{tApi('loadingError')}</p>
          <RetryButton />
        </div>
      )}
    </section>
  );
}
