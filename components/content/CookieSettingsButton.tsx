'use client';

import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { giveVideoConsent, hasVideoConsent, subscribeVideoConsent, withdrawVideoConsent } from '@/lib/participation/video-consent';
import { giveChatConsent, hasChatConsent, subscribeChatConsent, withdrawChatConsent } from '@/lib/third-parties/chat-widget';
import { analyticsCookieDeletions, giveTagConsent, hasTagConsent, subscribeTagConsent, withdrawTagConsent } from '@/lib/third-parties/tag-manager';
import styles from './CookieSettings.module.css';

declare global {
  interface Window {
    Cookiebot?: { renew?: () => void; show?: () => void };
  }
}

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

/**
 * Cookie settings (SPEC §2 "cookie policy (with cookie settings button)", issue 28). A tenant
 * with a consent service (Cookiebot) reopens its dialog; when that service cannot load, the
 * button says so and offers the portal's own settings for what the portal itself sets. A
 * tenant without one gets the portal's own settings straight away: each category with what it
 * sets and for how long (SPEC §9), the optional ones switched off as easily as on — a video's
 * player goes back behind its facade at once.
 */
export function CookieSettingsButton({ consentService, chatWidget, tagManager = false }: { consentService: boolean; chatWidget: boolean; tagManager?: boolean }) {
  const t = useTranslations('CookieSettings');
  const [unavailable, setUnavailable] = useState(false);
  const [open, setOpen] = useState(false);
  const panelId = useId();

  const onOpen = () => {
    if (!consentService) {
      setOpen((o) => !o);
      return;
    }
    const cookiebot = window.Cookiebot;
    if (cookiebot?.renew) cookiebot.renew();
    else if (cookiebot?.show) cookiebot.show();
    else setUnavailable(true);
  };

  return (
    <div className={styles.wrap}>
      <p className={styles.row}>
        <button type="button" className="button button-secondary" onClick={onOpen} aria-expanded={consentService ? undefined : open} aria-controls={consentService ? undefined : panelId}>
          {t('open')}
        </button>
      </p>
      <p role="status" className={styles.status}>
        {unavailable ? t('unavailable') : ''}
      </p>
      {unavailable ? (
        <p className={styles.row}>
          <button type="button" className="button button-secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
            {t('ownSettings')}
          </button>
        </p>
      ) : null}
      <div id={panelId} hidden={!open}>
        {/* Google Tag Manager is the portal's to ask about only where no consent service runs it. */}
        {open ? <OwnSettings chatWidget={chatWidget} tagManager={tagManager && !consentService} /> : null}
      </div>
    </div>
  );
}

/** The portal's own cookies and choices, applied as soon as a box changes. */
function OwnSettings({ chatWidget, tagManager }: { chatWidget: boolean; tagManager: boolean }) {
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
