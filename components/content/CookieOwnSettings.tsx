'use client';

import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { giveVideoConsent, hasVideoConsent, subscribeVideoConsent, withdrawVideoConsent } from '@/lib/participation/video-consent';
import { giveChatConsent, hasChatConsent, subscribeChatConsent, withdrawChatConsent } from '@/lib/third-parties/chat-widget';
import { analyticsCookieDeletions, giveTagConsent, hasTagConsent, subscribeTagConsent, withdrawTagConsent } from '@/lib/third-parties/tag-manager';
import styles from './CookieSettings.module.css';

const video = {
  subscribe: (onChange: () => void) => subscribeVideoConsent(window, onChange),
  read: () => hasVideoConsent(window as never),
};
const chat = {
  subscribe: (onChange: () => void) => subscribeChatConsent(window, onChange),
  read: () => hasChatConsent(window as never),
};
const tags = {
  subscribe: (onChange: () => void) => subscribeTagConsent(window, onChange),
  read: () => hasTagConsent(window as never),
};
const never = () => false;

/** The portal's own cookies and choices, applied as soon as a box changes. */
export default function OwnSettings({ chatWidget, tagManager }: { chatWidget: boolean; tagManager: boolean }) {
  const t = useTranslations('CookieSettings');
  const videoAllowed = useSyncExternalStore(video.subscribe, video.read, never);
  const chatAllowed = useSyncExternalStore(chat.subscribe, chat.read, never);
  const tagsAllowed = useSyncExternalStore(tags.subscribe, tags.read, never);
  const [saved, setSaved] = useState('');
  const id = useId();

  const toggle = (kind: 'video' | 'chat' | 'tags', on: boolean) => {
    if (kind === 'video') (on ? giveVideoConsent : withdrawVideoConsent)(window as never);
    else if (kind === 'chat') (on ? giveChatConsent : withdrawChatConsent)(window as never);
    else {
      (on ? giveTagConsent : withdrawTagConsent)(window as never);
      // Withdrawn: the analytics cookies the container set go at once.
      if (!on) for (const deletion of analyticsCookieDeletions(document.cookie, window.location.hostname)) document.cookie = deletion;
    }
    setSaved(on ? t('allowed') : t('withdrawn'));
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('title')}
      </h2>
      <p>{t('lead')}</p>
      <ul className={styles.list}>
        <li className={styles.category}>
          <h3 className={styles.name}>{t('necessary.name')}</h3>
          <p>{t('necessary.what')}</p>
          <p className={styles.always}>{t('necessary.always')}</p>
        </li>
        <li className={styles.category}>
          <h3 className={styles.name}>{t('video.name')}</h3>
          <p>{t('video.what')}</p>
          <p className={styles.choice}>
            <input id={`${id}-video`} type="checkbox" checked={videoAllowed} onChange={(e) => toggle('video', e.currentTarget.checked)} />
            <label htmlFor={`${id}-video`}>{t('video.allow')}</label>
          </p>
        </li>
        {chatWidget ? (
          <li className={styles.category}>
            <h3 className={styles.name}>{t('chat.name')}</h3>
            <p>{t('chat.what')}</p>
            <p className={styles.choice}>
              <input id={`${id}-chat`} type="checkbox" checked={chatAllowed} onChange={(e) => toggle('chat', e.currentTarget.checked)} />
              <label htmlFor={`${id}-chat`}>{t('chat.allow')}</label>
            </p>
          </li>
        ) : null}
        {tagManager ? (
          <li className={styles.category}>
            <h3 className={styles.name}>{t('tagManager.name')}</h3>
            <p>{t('tagManager.what')}</p>
            <p className={styles.choice}>
              <input id={`${id}-tags`} type="checkbox" checked={tagsAllowed} onChange={(e) => toggle('tags', e.currentTarget.checked)} />
              <label htmlFor={`${id}-tags`}>{t('tagManager.allow')}</label>
            </p>
          </li>
        ) : null}
      </ul>
      <p role="status" className={styles.status}>
        {saved}
      </p>
    </section>
  );
}
