import type { ReactNode } from 'react';
import { getTimeZone, getTranslations } from 'next-intl/server';
import type { GeneralData } from '@/lib/api/schemas';
import { describeConferences } from '@/lib/account/activities';
import { pdfFileName } from '@/lib/account/download';
import type { AccountData } from '@/lib/account/load';
import { eventPhase, SECTION_LABEL_KEYS, visibleSections, type AccountSection } from '@/lib/account/sections';
import { customerFieldsOf, DOCUMENT_TYPES, CUSTOMER_FIELD_SPECS, type CustomerFieldOptions } from '@/lib/schemas/customer-fields';
import { countryOptions } from '@/lib/i18n/countries';
import { clockTime, longDate } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import { LOCALE_META, type Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/routes';
import type { Tenant } from '@/lib/tenants/schema';
import { AccountHeader } from './AccountHeader';
import { AccountProvider } from './AccountProvider';
import { AccountTabs } from './AccountTabs';
import { AccreditationCard } from './AccreditationCard';
import { CertificateCard } from './CertificateCard';
import { ConsentsForm } from './ConsentsForm';
import { EmailChangeForm } from './EmailChangeForm';
import { ExtraDataForm } from './ExtraDataForm';
import { InvitationRedeemForm } from './InvitationRedeemForm';
import { MyActivities } from './MyActivities';
import { MyTickets } from './MyTickets';
import { PhotoForm } from './PhotoForm';
import { ProfileForm } from './ProfileForm';
import { RegisterDataSection } from './RegisterDataSection';
import { RetryButton } from './RetryButton';
import { TwoFactorMethodForm } from './TwoFactorMethodForm';
import { UnsubscribeSection } from './UnsubscribeSection';
import styles from './Account.module.css';

type LoadedAccount = Extract<AccountData, { kind: 'ok' }>;

/**
 * The private area (docs/product.md#scope, docs/product.md#routes): header, sticky tab bar, then one section per tab. Server
 * rendered with the customer's data (first paint is real data); the forms and downloads are
 * client leaves.
 */
export async function AccountPage({
  tenant,
  locale,
  data,
  general,
  loginPath,
}: {
  tenant: Tenant;
  locale: Locale;
  data: LoadedAccount;
  general: GeneralData;
  loginPath: string;
}) {
  const t = await getTranslations('Account');
  const tFields = await getTranslations('CustomerFields');
  const tApi = await getTranslations('ApiErrors');
  const tExtras = await getTranslations('AccountExtras');
  const tNetworking = await getTranslations('networking');
  const tMyDay = await getTranslations('myDay');
  const phase = eventPhase(general.startsAt, general.endsAt);
  const iso = LOCALE_META[locale].iso;
  const timeZone = await getTimeZone();
  const sections = visibleSections(data.info, { tickets: tenant.ticketRequired });
  const title = (id: AccountSection) => t(`tabs.${SECTION_LABEL_KEYS[id]}`);
  const dateOf = (at: string) => longDate(at, iso, timeZone);

  const fields = customerFieldsOf(data.structure);
  const needs = new Set(fields.map((f) => CUSTOMER_FIELD_SPECS[f.name].choices).filter(Boolean));
  const profileReady =
    data.structure !== null && !(needs.has('genres') && data.genres === null) && !(needs.has('types') && data.types === null);
  const options: CustomerFieldOptions = {
    genres: data.genres ?? [],
    types: data.types ?? [],
    countries: needs.has('countries') ? countryOptions(iso) : [],
    documentTypes: DOCUMENT_TYPES.map((id) => ({ id, name: tFields(`documentTypes.${id}`) })),
  };
  const labels = Object.fromEntries(fields.map(({ name }) => [name, tFields(name)]));
  const activities = data.conferences ? describeConferences(data.conferences, iso, timeZone) : null;
  const changePassword = tenant.features.includes('change_password');

  const loadFailed = (
    <div className={styles.notice} role="alert">
      <p>{tApi('loadingError')}</p>
      <RetryButton />
    </div>
  );

  const content: Record<AccountSection, () => ReactNode> = {
    'datos-personales': () => (
      <div className={styles.personal}>
        <section aria-labelledby="personal-data-title" className={`${styles.panel} ${styles.personalMain}`}>
          <h3 id="personal-data-title" className={styles.subheading}>
            {t('personal.dataTitle')}
          </h3>
          {profileReady ? <ProfileForm fields={fields} options={options} labels={labels} telephoneHint={tFields('telephoneHint')} /> : loadFailed}
        </section>
        <div className={styles.personalSide}>
          <section aria-labelledby="photo-title" className={styles.panel}>
            <h3 id="photo-title" className={styles.subheading}>
              {t('personal.photoTitle')}
            </h3>
            <PhotoForm />
          </section>
          <section aria-labelledby="email-title" className={styles.panel}>
            <h3 id="email-title" className={styles.subheading}>
              {t('personal.emailTitle')}
            </h3>
            <EmailChangeForm />
          </section>
          <section aria-labelledby="security-title" className={styles.panel}>
            <h3 id="security-title" className={styles.subheading}>
              {t('personal.securityTitle')}
            </h3>
            <TwoFactorMethodForm />
            {changePassword ? (
              <p className={styles.passwordLink}>
                <Link href={href('changePassword')}>{t('personal.changePassword')}</Link>
              </p>
            ) : null}
          </section>
        </div>
        <RegisterDataSection tenant={tenant} locale={locale} structure={data.structure} />
        {tenant.features.includes('invitation_register') ? (
          <section aria-labelledby="invitation-title" className={styles.panel}>
            <h3 id="invitation-title" className={styles.subheading}>
              {tExtras('invitation.title')}
            </h3>
            <InvitationRedeemForm />
          </section>
        ) : null}
      </div>
    ),
    'mis-actividades': () => (
      <>
        <p className={styles.cardActions}>
          <Link href={href('myDay')} className="button button-secondary">
            {tMyDay('link')}
          </Link>
        </p>
        {activities ? <MyActivities registered={activities.registered} pending={activities.pending} /> : loadFailed}
      </>
    ),
    acreditacion: () =>
      data.info ? (
        <AccreditationCard
          qr={data.info.accreditation.qr}
          available={data.info.accreditation.available}
          reason={data.info.accreditation.reason}
          checkedIn={
            data.info.accreditation.checkedIn
              ? t('accreditation.checkedIn', { time: clockTime(data.info.accreditation.checkedIn.at, iso, timeZone), list: data.info.accreditation.checkedIn.list })
              : null
          }
          fileName={pdfFileName([t('accreditation.fileName'), general.eventName])}
        />
      ) : (
        loadFailed
      ),
    networking: () => (
      <div className={styles.networking}>
        <p className={styles.lead}>{t(tenant.networkingType === 1 ? 'networking.introEvent' : 'networking.introConference')}</p>
        <ul className={styles.bullets}>
          <li>{t('networking.findPeople')}</li>
          <li>{t('networking.requestMeeting')}</li>
          <li>{t('networking.answerRequests')}</li>
        </ul>
        <p>
          {phase === 'before'
            ? t('networking.opensOn', { date: dateOf(general.startsAt) })
            : phase === 'during'
              ? t('networking.openNow', { date: dateOf(general.endsAt) })
              : t('networking.closed', { date: dateOf(general.endsAt) })}
        </p>
        <p className={styles.cardActions}>
          <Link href={href('networking')} className="button">
            {tNetworking('account.open')}
          </Link>
          <Link href={href('agenda')} className="button button-secondary">
            {t('networking.toAgenda')}
          </Link>
        </p>
      </div>
    ),
    certification: () =>
      data.info ? (
        <CertificateCard
          certificate={data.info.certificate}
          fileName={pdfFileName([t('certificate.fileName'), general.eventName])}
          eventEnd={dateOf(general.endsAt)}
        />
      ) : (
        loadFailed
      ),
    'mis-entradas': () => (data.orders ? <MyTickets orders={data.orders} ticket={data.info?.ticket} iso={iso} /> : loadFailed),
    // Without the saved extra data a save would blank it: no form until it loads.
    'alojamiento-y-viaje': () => (data.extra ? <ExtraDataForm form="travel" extra={data.extra} /> : loadFailed),
    'datos-academicos': () => (data.extra ? <ExtraDataForm form="academic" extra={data.extra} /> : loadFailed),
    consentimientos: () => (
      <>
        <p className={styles.lead}>{t('consentsIntro')}</p>
        <ConsentsForm />
      </>
    ),
    baja: () => (
      <>
        <p className={styles.lead}>{t('unsubscribeIntro')}</p>
        <UnsubscribeSection />
      </>
    ),
  };

  return (
    <AccountProvider initialCustomer={data.customer} loginPath={loginPath}>
      <div className={`container ${styles.top}`}>
        <AccountHeader />
      </div>
      <AccountTabs label={t('tabsLabel')} tabs={sections.map((id) => ({ id, label: title(id) }))} />
      <div className={`container ${styles.body}`}>
        {sections.map((id) => (
          <section key={id} id={id} aria-labelledby={`${id}-heading`} className={styles.section}>
            <h2 id={`${id}-heading`} className={styles.sectionTitle} tabIndex={-1}>
              {title(id)}
            </h2>
            {content[id]()}
          </section>
        ))}
      </div>
    </AccountProvider>
  );
}
