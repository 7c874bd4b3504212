'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useEventTimeZone } from '@/lib/i18n/use-event-time-zone';
import { LOCALE_META } from '@/lib/i18n/locales';
import { differsFromEventZone, viewerRange, viewerTimeZone, zoneName } from '@/lib/i18n/format';

/**
 * The viewer's own time for a session, when their clock differs from the event's. Rendered
 * after hydration only, so the cached HTML is the same for everyone.
 */
export function LocalTime({ start, end, className }: { start: string; end: string; className?: string }) {
  const t = useTranslations('Conferences');
  const iso = LOCALE_META[useLocale()].iso;
  const eventZone = useEventTimeZone();
  const [text, setText] = useState<string | null>(null);

  useEffect(() => {
    const zone = viewerTimeZone();
    if (!zone || !differsFromEventZone(zone, start, eventZone)) return;
    // Reading the browser's zone is only possible here, after the cached HTML has hydrated.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setText(t('yourTime', { time: viewerRange(start, end, iso, zone, eventZone), zone: zoneName(start, iso, 'short', zone) }));
  }, [start, end, iso, eventZone, t]);

  return text ? <span className={className}> {text}</span> : null;
}
