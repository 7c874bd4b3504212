'use client';

import { useLocale, useTranslations } from 'next-intl';
import { fullName } from '@/lib/account/initials';
import { useAccount } from './AccountProvider';
import { Avatar } from './Avatar';
import styles from './Account.module.css';

/** The page's heading: avatar, name and email, as last saved. */
export function AccountHeader() {
  const t = useTranslations('Account');
  const locale = useLocale();
  const { customer } = useAccount();
  return (
    <header className={styles.header}>
      <Avatar photo={customer.photo} name={customer.name} surname={customer.surname} locale={locale} />
      <div className={styles.identity}>
        <h1 className={styles.title}>
          <span className={styles.kicker}>{t('title')}</span>{' '}
          <span className={styles.name}>{fullName(customer.name, customer.surname, customer.secondSurname)}</span>
        </h1>
        <p className={styles.email}>
          <span className="visually-hidden">{t('emailLabel')} </span>
          {customer.email}
        </p>
      </div>
    </header>
  );
}
