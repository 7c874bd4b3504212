import { cache } from 'react';
import type { Locale } from '@/lib/tenants/schema';
import { getCustomForm, type CustomFormKey } from '../forms';
import type { CustomForm } from '../schemas';
import { serverApi } from '../server';
import { isMissingOnPublicRead, readCached } from './read-cached';

/**
 * A custom form's definition (the same for every visitor of a tenant and language), or null
 * when the API has no such form.
 */
export const getCachedCustomForm = cache(
  (tenantKey: string, locale: Locale, key: CustomFormKey): Promise<CustomForm | null> =>
    readCached(tenantKey, locale, ['custom-form', String(key)], async (tenant) => {
      try {
        return await getCustomForm(serverApi(tenant, locale), key);
      } catch (error) {
        if (isMissingOnPublicRead(error)) return null;
        throw error;
      }
    }),
);
