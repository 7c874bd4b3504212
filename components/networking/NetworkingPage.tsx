import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { NetworkingApp, type NetworkingAppProps } from './NetworkingApp';
import styles from './Networking.module.css';

/**
 * The networking page (docs/product.md#scope, docs/product.md#entities, docs/product.md#states): its title and lead on the server; the screens are one
 * client leaf, because every one of them reads the person's networking data with their token
 * after load (never cached) and follows changes live.
 */
export async function NetworkingPage(props: NetworkingAppProps & { locale: Locale }) {
  const t = await getTranslations('networking');
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t(props.type === 1 ? 'leadEvent' : 'leadConference')}</p>
      <NetworkingApp {...props} />
    </div>
  );
}
