import { z } from 'zod';
import { checkboxField } from './validation';

/** Consent management in the private area: both consents can be given or withdrawn. */
export const consentsSchema = z.object({
  consentDataProcessing: checkboxField(false),
  consentAdvertising: checkboxField(false),
});
export type ConsentsValues = { consentDataProcessing: boolean; consentAdvertising: boolean };
