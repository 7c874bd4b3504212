import { getFormatter } from 'next-intl/server';
import { scriptNonce } from '@/lib/security/nonce';
import { CountdownClock } from './CountdownClock';
import { countdownFillScript, startedAtRender } from './countdown-time';

const COUNTDOWN_ID = 'event-countdown';

/**
 * Countdown to the event start (general data `startsAt`, in the tenant's registry `timeZone`), in the themes that
 * offer it. Nothing is rendered once the event has started (decided when the page is rendered;
 * public pages are re-rendered every few minutes, and the clock hides itself if the start comes
 * in between). Before that, the server renders a fixed-size box with placeholders and the start
 * date in the event's own time zone; a small deferred script fills the numbers in as soon as
 * the document is parsed (without waiting for the app's scripts and without blocking the
 * parser), and the client clock then ticks.
 */
export async function Countdown({ startsAt, timeZone, showDate = true }: { startsAt: string; timeZone: string; showDate?: boolean }) {
  const start = Date.parse(startsAt);
  if (startedAtRender(start)) return null;
  const format = await getFormatter();
  const when = new Date(start);
  // Two short lines: the day, then the time with its zone ("9:00 CET").
  const dateText = format.dateTime(when, { day: 'numeric', month: 'long', year: 'numeric', timeZone });
  const timeText = format.dateTime(when, { hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' });
  return (
    <>
      <CountdownClock id={COUNTDOWN_ID} start={start} startsAt={startsAt} dateText={showDate ? dateText : null}
        timeText={timeText} />
      {/* A module script is deferred: it never holds the parser back (e.g. behind a stylesheet). */}
      {/* The page's script nonce (CSP): browsers hide it from the DOM, hence no hydration check. */}
      <script type="module" nonce={scriptNonce()} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: countdownFillScript(COUNTDOWN_ID) }} />
    </>
  );
}
