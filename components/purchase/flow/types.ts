import type { Ticket } from '@/lib/api/schemas';
import type { PriceTexts } from '@/lib/purchase/prices';

/** A ticket type as the flow shows it: the API's ticket with its prices written out. */
export type FlowTicket = Ticket & { prices: PriceTexts };

export interface PurchasePaths {
  /** localised paths of the outcome pages (`/en/ok`, `/en/error`) */
  ok: string;
  error: string;
  /** localised prefixes of the checkout's return pages (`/en/stripe/success`); the session id follows */
  success: string;
  cancel: string;
  /** the login page, coming back here */
  login: string;
}
