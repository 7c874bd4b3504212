import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { failureOf } from '@/lib/participation/registration-messages';
import { entitlementRefusalOf, NOT_INCLUDED_MESSAGES, notIncluded } from './entitlement-errors';
import { ApiError } from './errors';
import { ENTITLEMENTS } from './schemas/entitlement-keys';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

const refused = (data: unknown, status = 422) => new ApiError('refused', { status, code: 'validation', data });

describe('entitlement refusals', () => {
  it('reads the missing right and the ticket that grants it', () => {
    const err = refused({ message: 'entitlement.in_person', errors: { ticket: ['entitlement.in_person'] }, entitlement: 'in_person', upgrade: { ticketId: 2, name: 'Entrada completa' } });
    expect(entitlementRefusalOf(err)).toEqual({ right: 'in_person', upgrade: { ticketId: 2, name: 'Entrada completa' } });
    expect(failureOf(err)).toEqual({ kind: 'entitlement', right: 'in_person', upgrade: { ticketId: 2, name: 'Entrada completa' } });
  });

  it('is null for other refusals and for non-API errors', () => {
    expect(entitlementRefusalOf(refused({ message: 'x', errors: { room_id: ['registration.room_full'] } }))).toBeNull();
    expect(entitlementRefusalOf(refused({ message: 'x', errors: { ticket: ['entitlement.teleport'] } }))).toBeNull();
    expect(entitlementRefusalOf(new Error('network'))).toBeNull();
  });

  it('has a sentence for every right', () => {
    for (const r of ENTITLEMENTS) expect(es.ApiErrors[NOT_INCLUDED_MESSAGES[r]]).toMatch(/\S/);
  });

  it('says it the same way everywhere: the sentence, and the purchase link named after the ticket that includes it when the API named one', () => {
    const tEs = createTranslator({ locale: 'es', messages: es, namespace: 'ApiErrors' }) as Parameters<typeof notIncluded>[0];
    expect(notIncluded(tEs, { right: 'files', upgrade: { ticketId: 2, name: 'Entrada completa' } })).toEqual({
      text: 'Tu entrada no incluye los archivos de las sesiones.',
      link: { href: '/proceso-de-compra', label: 'Ver «Entrada completa», que lo incluye' },
    });
    const tEn = createTranslator({ locale: 'en', messages: en, namespace: 'ApiErrors' }) as Parameters<typeof notIncluded>[0];
    expect(notIncluded(tEn, { right: 'streams' })).toEqual({ text: 'Your ticket does not include live streams.', link: { href: '/proceso-de-compra', label: 'See the ticket that includes it' } });
  });
});
