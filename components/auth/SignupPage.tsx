import { getTranslations } from 'next-intl/server';
import { getCustomerFormDefinition, getSignupRegisterForm, PRIVACY_POLICY_PATH } from '@/lib/auth/server';
import { captchaConfigFor, recaptchaLanguage } from '@/lib/captcha/recaptcha';
import { getServerConfig } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import type { Tenant } from '@/lib/tenants/schema';
import { AuthPage } from './AuthPage';
import { SignupForm } from './SignupForm';

/**
 * The sign-up screen of `/registro` and `/registro-invitacion`: the form's definition (customer
 * structure, choices, register form) is public and read once per tenant and language; the
 * tenant's captcha covers it (the API refuses a sign-up without a solved one).
 */
export async function SignupPage({ tenant, locale, invitation }: { tenant: Tenant; locale: Locale; invitation: boolean }) {
  const t = await getTranslations('Signup');
  const tFields = await getTranslations('CustomerFields');
  const definition = await getCustomerFormDefinition(tenant.key, locale, {
    dni: tFields('documentTypes.dni'),
    nie: tFields('documentTypes.nie'),
    passport: tFields('documentTypes.passport'),
  });
  const registerForm = await getSignupRegisterForm(tenant.key, locale, definition.fields);
  return (
    <AuthPage title={invitation ? t('invitationTitle') : t('title')} lead={invitation ? t('invitationLead') : t('lead', { event: tenant.name })} wide>
      <SignupForm
        customerFields={definition.fields}
        options={definition.options}
        registerForm={registerForm}
        invitation={invitation}
        privacyHref={PRIVACY_POLICY_PATH}
        profileEnabled={tenant.features.includes('user_profile')}
        captcha={captchaConfigFor(tenant, tenant.publicApiBaseUrl ?? getServerConfig().publicApiBaseUrl)}
        language={recaptchaLanguage(locale)}
      />
    </AuthPage>
  );
}
