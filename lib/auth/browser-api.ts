import type { AxiosInstance } from 'axios';
import { getBrowserApi } from '@/lib/api/browser';

/**
 * The browser API client for calls made on arrival (validate, SSO). The tenant layout's
 * provider configures it in an effect, and a page's effects run before its parents' effects:
 * wait a moment for it instead of failing.
 */
export async function readyBrowserApi(): Promise<AxiosInstance> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      return getBrowserApi();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return getBrowserApi();
}
