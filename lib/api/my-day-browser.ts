import { bindBrowser } from './bind-browser';
import * as myDayCalls from './my-day';

/**
 * The "my day" calls bound to the browser's transport. Public pages' star leaves import this
 * module dynamically, and only for a signed-in visitor: an anonymous visitor's page never loads
 * the resource module or the schemas for it.
 */
export const myDay = /* @__PURE__ */ bindBrowser(myDayCalls);
