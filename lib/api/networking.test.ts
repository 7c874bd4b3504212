/**
 * The networking client functions against the real demo API (in memory, on a free port): every
 * answer parsed by the contract on the way, X-Networking-Conference taken from the store, and the
 * refusals read as the docs/product.md#errors messages the screens show.
 */
import { describe, expect, it, vi } from 'vitest';
import { serverPerFile } from '../../demo-api/testing';
import { createApiClient } from './client';
import * as auth from './auth';
import * as networking from './networking';
import { isApiError } from './errors';
import { networkingErrorKey, networkingFailureOf } from '../networking/failures';

const served = serverPerFile({}, { listen: true });

async function signedIn(email: string, password: string, tenantToken = 'tok-demo-7f3a') {
  let token: string | null = null;
  let conference: number | null = null;
  const cleared = vi.fn();
  const api = createApiClient({
    baseURL: served.base,
    tenantToken,
    locale: 'en',
    timeoutMs: 10_000,
    getAuthToken: () => token,
    getNetworkingConference: () => conference,
    onForbidden: () => {
      cleared();
      token = null;
    },
  });
  const answer = await auth.login(api, { user: { email, password } });
  token = 'token' in answer && typeof answer.token === 'string' ? answer.token : null;
  if (!token) throw new Error(`no token for ${email}`);
  return { api, cleared, choose: (id: number | null) => (conference = id) };
}

async function refusal(p: Promise<unknown>) {
  try {
    await p;
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

describe('networking client', () => {
  it('a whole meeting: directory → blocks → request → the other accepts in a room → both calendars; slot taken → the catalogue message', async () => {
    const ane = await signedIn('asistente@ekitaldi.test', 'Asistente#2026');
    const mikel = await signedIn('contacto@ekitaldi.test', 'Contacto#2026');
    const conferences = await networking.getNetworkingConferences(ane.api);
    expect(conferences.map((c) => c.name)).toEqual(['Networking Bilbao', 'Networking San Sebastián']);

    const status = await networking.getNetworkingStatus(ane.api);
    expect(status).toMatchObject({ visible: true, type: 1, unsubscribeCountdownSeconds: 10 });
    const found = await networking.getNetworkingCustomers(ane.api, { search: 'arrieta mikel', company: '' });
    const other = found.data.find((c) => c.name === 'Mikel')!;
    expect(other).toBeDefined();

    const blocks = await networking.getNetworkingBlocks(ane.api, other.id);
    const slot = blocks.blocks.flatMap((b) => b.slots).find((s) => s.status === 'free' && s.rooms.every((r) => r.free))!;
    const request = await networking.createNetworkingRequest(ane.api, { participantId: other.id, name: 'Datos abiertos', slotId: slot.id, comment: 'Hola' });
    expect(request).toMatchObject({ status: 'created', direction: 'sent' });

    const inbox = await networking.getNetworkingRequests(mikel.api, 'received');
    expect(inbox.pending).toBe(1);
    expect(inbox.data[0]!.id).toBe(request.id);

    // Accepting without a room: "no room selected".
    const noRoom = await refusal(networking.updateNetworkingRequest(mikel.api, request.id, { status: 'validated' }));
    expect(networkingFailureOf(noRoom, 'accept').message).toBe('noRoomSelected');
    const accepted = await networking.updateNetworkingRequest(mikel.api, request.id, { status: 'validated', roomId: blocks.rooms[0]!.id });
    expect(accepted).toMatchObject({ status: 'validated', room: { id: blocks.rooms[0]!.id, name: 'Table 1' } });
    for (const who of [ane, mikel]) {
      expect((await networking.getNetworkingEvents(who.api)).meetings.map((m) => m.id)).toContain(request.id);
    }

    // The same slot again for the same person: "slot no longer available".
    const again = await refusal(networking.createNetworkingRequest(ane.api, { participantId: other.id, name: 'Otra', slotId: slot.id }));
    expect(networkingErrorKey(again)).toBe('networking.slot_unavailable');
    expect(networkingFailureOf(again, 'request').message).toBe('slotUnavailable');

    const cancelled = await networking.updateNetworkingRequest(ane.api, request.id, { status: 'cancelled', reason: '  No llego  ' });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'No llego', cancelledBy: 'requester' });
    const twice = await refusal(networking.updateNetworkingRequest(mikel.api, request.id, { status: 'rejected' }));
    expect(isApiError(twice) && twice.data).toMatchObject({ status: 'cancelled' });
    expect(networkingFailureOf(twice, 'reject').message).toBe('networkingRejectFailed');
  });

  it('sends X-Networking-Conference from the store', async () => {
    const ane = await signedIn('asistente@ekitaldi.test', 'Asistente#2026');
    const [, donostia] = await networking.getNetworkingConferences(ane.api);
    ane.choose(donostia!.id);
    const page = await networking.getNetworkingRequests(ane.api, 'received');
    expect(page.data.map((r) => r.conferenceId)).toEqual([donostia!.id]);
    ane.choose(999_999);
    const unknown = await refusal(networking.getNetworkingRequests(ane.api, 'received'));
    expect(networkingErrorKey(unknown)).toBe('networking.conference_not_found');
  });

  it('organiser calls: an attendee gets 403 with errors and keeps the session; the organiser validates', async () => {
    const ane = await signedIn('asistente@ekitaldi.test', 'Asistente#2026', 'tok-hermes-7f3a');
    const org = await signedIn('organizador@ekitaldi.test', 'Organizador#2026', 'tok-hermes-7f3a');
    const denied = await refusal(networking.getEventRegistrations(ane.api));
    expect(isApiError(denied) && denied.code).toBe('forbidden');
    expect(networkingErrorKey(denied)).toBe('networking.forbidden');
    expect(ane.cleared).not.toHaveBeenCalled();
    await expect(networking.getNetworkingStatus(ane.api)).resolves.toMatchObject({ type: 2, hasAssociatedEvent: true });

    const all = await networking.getEventRegistrations(org.api);
    const withPending = all.find((x) => x.registrations.some((r) => r.status === 'pending'))!;
    const pending = withPending.registrations.find((r) => r.status === 'pending')!;
    const after = await networking.moderateRegistration(org.api, withPending.event.id, pending.registrationId, 'validate');
    expect(after.status).toBe('validated');
    const event = (await networking.getEventRegistrations(org.api)).find((x) => x.event.id === withPending.event.id)!;
    expect(event.registrations.find((r) => r.registrationId === pending.registrationId)?.status).toBe('validated');

    const blocked = await refusal(networking.unsubscribeNetworking(ane.api));
    expect(networkingFailureOf(blocked, 'request').message).toBe('networkingUnsubscribeBlocked');
  });

  it('terms and form, register and unregister', async () => {
    const org = await signedIn('organizador@ekitaldi.test', 'Organizador#2026', 'tok-hermes-7f3a');
    expect((await networking.getNetworkingAcceptance(org.api)).accepted).toBe(true);
    const form = await networking.getNetworkingForm(org.api);
    const status = await networking.completeNetworkingForm(org.api, form.id, { sector: 'consulting', looking_for: ['clients'] });
    expect(status.profile?.sectorLabel).toBe('Consulting');
    expect((await networking.enableNetworking(org.api)).termsAccepted).toBe(true);
    const { events } = await networking.getNetworkingEvents(org.api);
    const open = events.find((e) => e.registration === null && e.registered < e.capacity && e.host?.name !== 'Iñaki')!;
    expect((await networking.registerNetworkingEvent(org.api, open.id)).registration?.status).toBe('pending');
    expect((await networking.unregisterNetworkingEvent(org.api, open.id)).registration).toBeNull();
  });
});
