/** Whole days, hours, minutes and seconds left until an absolute instant (never negative). */
export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Time left from `now` to `start` (both epoch milliseconds), or null once the start has come.
 * Computed on absolute instants, so the visitor's and the event's time zones do not matter;
 * days are 24-hour blocks (a daylight-saving change in between does not skew the hours).
 */
export function remainingUntil(start: number, now: number): Remaining | null {
  const total = Math.floor((start - now) / 1000);
  if (!(total > 0)) return null;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor(total / 3_600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}

/**
 * Whether the start has passed at the time of a server render. Public pages are cached and
 * re-rendered in the background, so this is "as of the last render"; the browser's clock has
 * the last word.
 */
export function startedAtRender(start: number, now: number = Date.now()): boolean {
  return !Number.isFinite(start) || now >= start;
}

export const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The same computation as a script that runs as soon as the document is parsed (before the
 * app's own scripts have usually arrived): it fills the numbers in, or hides the box if the
 * event has started since the page was rendered. Kept in step with `remainingUntil` by a test.
 */
export function countdownFillScript(elementId: string): string {
  return `(function(){var e=document.getElementById(${JSON.stringify(elementId)});if(!e)return;var r=Math.floor((+e.getAttribute('data-start')-Date.now())/1000);if(!(r>0)){e.hidden=true;return}var v={d:Math.floor(r/86400),h:Math.floor(r/3600)%24,m:Math.floor(r/60)%60,s:r%60};e.querySelectorAll('[data-unit]').forEach(function(x){var k=x.getAttribute('data-unit'),n=v[k];x.textContent=k==='d'?String(n):(n<10?'0':'')+n})})()`;
}
