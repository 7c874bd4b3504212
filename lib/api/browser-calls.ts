import * as accountCalls from './account';
import * as authCalls from './auth';
import { bindBrowser } from './bind-browser';
import * as blogCalls from './blog';
import * as checkinCalls from './checkin';
import * as conferenceCalls from './conferences';
import * as contactCalls from './contact';
import * as customFormCalls from './custom-forms';
import * as liveCalls from './live';
import * as networkingCalls from './networking';
import * as orderCalls from './orders';
import * as paymentCalls from './payments';
import * as pollCalls from './polls';
import * as screenCalls from './screen';
import * as profileCalls from './profile';

/**
 * What client components call: each resource module of docs/product.md#calls bound to the browser's one
 * transport (see ./bind-browser). A new resource module adds one line here.
 *
 *   import { auth } from '@/lib/api/browser-calls';
 *   const answer = await auth.login({ user: { email, password } });
 */
export const auth = /* @__PURE__ */ bindBrowser(authCalls);
export const profile = /* @__PURE__ */ bindBrowser(profileCalls);
export const account = /* @__PURE__ */ bindBrowser(accountCalls);
export const contact = /* @__PURE__ */ bindBrowser(contactCalls);
export const blog = /* @__PURE__ */ bindBrowser(blogCalls);
export const conferences = /* @__PURE__ */ bindBrowser(conferenceCalls);
export const customForms = /* @__PURE__ */ bindBrowser(customFormCalls);
export const live = /* @__PURE__ */ bindBrowser(liveCalls);
export const networking = /* @__PURE__ */ bindBrowser(networkingCalls);
export const orders = /* @__PURE__ */ bindBrowser(orderCalls);
export const payments = /* @__PURE__ */ bindBrowser(paymentCalls);
export const polls = /* @__PURE__ */ bindBrowser(pollCalls);
export const screen = /* @__PURE__ */ bindBrowser(screenCalls);
export const checkin = /* @__PURE__ */ bindBrowser(checkinCalls);
