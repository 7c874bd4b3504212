import { VENUE_STORAGE_KEY } from '@/lib/stores/venue-key';
import { scriptNonce } from '@/lib/security/nonce';

/**
 * The chosen venue before first paint. Pages are cached with every venue's sessions; the venue
 * lives in the browser (docs/product.md#states: the stored one, else the first). This tiny script marks
 * `<html data-venue>` while the page is parsed, and the rules hide every `[data-venues]` element
 * (see VenueScope) of the other venues at once — so nothing disappears, and nothing shifts,
 * when the page hydrates and VenueScope removes them. Rendered only with more than one venue.
 */
export function venuePrepaintScript(venueIds: number[]): string {
  return `(function(){var ids=${JSON.stringify(venueIds)},v=null;try{v=localStorage.getItem(${JSON.stringify(VENUE_STORAGE_KEY)})}catch(e){}var id=ids.map(String).indexOf(v)>=0?v:String(ids[0]);document.documentElement.setAttribute('data-venue',id)})()`;
}

export function venuePrepaintCss(venueIds: number[]): string {
  return venueIds.map((id) => `html[data-venue="${id}"] [data-venues]:not([data-venues~="${id}"]){display:none}`).join('');
}

export function VenuePrepaint({ venueIds }: { venueIds: number[] }) {
  if (venueIds.length < 2) return null;
  return (
    <>
      <style>{venuePrepaintCss(venueIds)}</style>
      {/* The page's script nonce (CSP): browsers hide it from the DOM, hence no hydration check. */}
      <script nonce={scriptNonce()} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: venuePrepaintScript(venueIds) }} />
    </>
  );
}
