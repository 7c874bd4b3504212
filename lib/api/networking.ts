import type { ApiTransport } from './transport';
import {
  eventRegistrationsSchema,
  networkingAcceptanceSchema,
  networkingBlocksSchema,
  networkingConferenceListSchema,
  networkingCustomerPageSchema,
  networkingEventSchema,
  networkingEventsSchema,
  networkingFormSchema,
  networkingRegistrationListSchema,
  networkingRegistrationSchema,
  networkingRequestPageSchema,
  networkingRequestSchema,
  networkingStatusSchema,
  type CreateRequestBody,
  type EventRegistrations,
  type NetworkingAcceptance,
  type NetworkingBlocks,
  type NetworkingConference,
  type NetworkingCustomerPage,
  type NetworkingCustomerQuery,
  type NetworkingEvent,
  type NetworkingEvents,
  type NetworkingForm,
  type NetworkingRegistration,
  type NetworkingRequest,
  type NetworkingRequestPage,
  type NetworkingStatus,
  type RegistrationAction,
  type RequestStatus,
  type UpdateRequestBody,
} from './schemas/networking';
import type { FormAnswers } from './schemas/custom-forms';
import { parseResponse } from './parse';

/**
 * Networking (docs/product.md#calls Networking; contract in ./schemas/networking.ts, realtime events in
 * ./schemas/realtime.ts `NETWORKING_EVENTS`). Every path starts with /networking, so the
 * transport adds `X-Networking-Conference` from the store (getNetworkingConference). In the
 * browser: `import { networking } from '@/lib/api/browser-calls'`. Refusals are ApiErrors whose
 * body is a NetworkingError: lib/networking/failures.ts reads them for the screens.
 */

/** GET /networking/conferences — the networking conferences of the tenant (choose one where there are several). */
export async function getNetworkingConferences(api: ApiTransport): Promise<NetworkingConference[]> {
  const { data } = await api.get<unknown>('/networking/conferences');
  return parseResponse(networkingConferenceListSchema, data, 'GET /networking/conferences');
}

/** GET /networking/acceptance — the networking terms and whether the caller accepted them. */
export async function getNetworkingAcceptance(api: ApiTransport): Promise<NetworkingAcceptance> {
  const { data } = await api.get<unknown>('/networking/acceptance');
  return parseResponse(networkingAcceptanceSchema, data, 'GET /networking/acceptance');
}

/** GET /networking/customer/enable-networking — accepts the terms (idempotent) → the status. */
export async function enableNetworking(api: ApiTransport): Promise<NetworkingStatus> {
  const { data } = await api.get<unknown>('/networking/customer/enable-networking');
  return parseResponse(networkingStatusSchema, data, 'GET /networking/customer/enable-networking');
}

/** GET /networking/custom-form — the networking form (sector, what they look for, about). */
export async function getNetworkingForm(api: ApiTransport): Promise<NetworkingForm> {
  const { data } = await api.get<unknown>('/networking/custom-form');
  return parseResponse(networkingFormSchema, data, 'GET /networking/custom-form');
}

/** POST /networking/custom-form/completed {custom_form_id, survey} → the status (visible once the terms are accepted too); 422 per question. */
export async function completeNetworkingForm(api: ApiTransport, formId: number, survey: FormAnswers): Promise<NetworkingStatus> {
  const { data } = await api.post<unknown>('/networking/custom-form/completed', { custom_form_id: formId, survey });
  return parseResponse(networkingStatusSchema, data, 'POST /networking/custom-form/completed');
}

/** GET /networking/customer/extra-networking — the caller's networking status (terms, form, visible, countdown seconds, pending count). */
export async function getNetworkingStatus(api: ApiTransport): Promise<NetworkingStatus> {
  const { data } = await api.get<unknown>('/networking/customer/extra-networking');
  return parseResponse(networkingStatusSchema, data, 'GET /networking/customer/extra-networking');
}

/**
 * GET /networking/unsubscribe — turns networking off (call it when the portal's countdown ends):
 * every conversation and meeting of the user is deleted. 409 networking.unsubscribe_blocked
 * while they have an associated event.
 */
export async function unsubscribeNetworking(api: ApiTransport): Promise<NetworkingStatus> {
  const { data } = await api.get<unknown>('/networking/unsubscribe');
  return parseResponse(networkingStatusSchema, data, 'GET /networking/unsubscribe');
}

/** GET /networking/customers?search=&company=&position=&sector=&page= — the directory (12 per page) with its filter choices. */
export async function getNetworkingCustomers(api: ApiTransport, query: NetworkingCustomerQuery = {}): Promise<NetworkingCustomerPage> {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params[k] = v;
  const { data } = await api.get<unknown>('/networking/customers', { params });
  return parseResponse(networkingCustomerPageSchema, data, 'GET /networking/customers');
}

/** POST /networking/events/blocks {participantId, requestId?} — the slots with the legend (free, requested, occupied) and free rooms. */
export async function getNetworkingBlocks(api: ApiTransport, participantId: number, requestId?: number): Promise<NetworkingBlocks> {
  const { data } = await api.post<unknown>('/networking/events/blocks', { participantId, ...(requestId ? { requestId } : {}) });
  return parseResponse(networkingBlocksSchema, data, 'POST /networking/events/blocks');
}

/** POST /networking/events — asks for a meeting → the request (status created). */
export async function createNetworkingRequest(api: ApiTransport, body: CreateRequestBody): Promise<NetworkingRequest> {
  const { data } = await api.post<unknown>('/networking/events', body);
  return parseResponse(networkingRequestSchema, data, 'POST /networking/events');
}

/** PUT /networking/events/{id} — an edit by the requester, or a transition (use the helpers below). */
export async function updateNetworkingRequest(api: ApiTransport, id: number, body: UpdateRequestBody): Promise<NetworkingRequest> {
  const endpoint = `/networking/events/${encodeURIComponent(String(id))}`;
  const { data } = await api.put<unknown>(endpoint, body);
  return parseResponse(networkingRequestSchema, data, `PUT ${endpoint}`);
}

/** GET /networking/events/received|sent?page=&status= — the inbox, 10 per page, newest first, with the pending count. */
export async function getNetworkingRequests(api: ApiTransport, box: 'received' | 'sent', page = 1, status?: RequestStatus): Promise<NetworkingRequestPage> {
  const endpoint = `/networking/events/${box}`;
  const { data } = await api.get<unknown>(endpoint, { params: { page, ...(status ? { status } : {}) } });
  return parseResponse(networkingRequestPageSchema, data, `GET ${endpoint}`);
}

/** GET /networking/events — networking events (type 2) and the caller's accepted meetings (calendar, .ics). */
export async function getNetworkingEvents(api: ApiTransport): Promise<NetworkingEvents> {
  const { data } = await api.get<unknown>('/networking/events');
  return parseResponse(networkingEventsSchema, data, 'GET /networking/events');
}

/** POST /networking/events/{id}/register → the event with the caller's (pending) registration. */
export async function registerNetworkingEvent(api: ApiTransport, eventId: number): Promise<NetworkingEvent> {
  const endpoint = `/networking/events/${encodeURIComponent(String(eventId))}/register`;
  const { data } = await api.post<unknown>(endpoint, {});
  return parseResponse(networkingEventSchema, data, `POST ${endpoint}`);
}

/** POST /networking/events/{id}/unregister → the event without the caller's registration. */
export async function unregisterNetworkingEvent(api: ApiTransport, eventId: number): Promise<NetworkingEvent> {
  const endpoint = `/networking/events/${encodeURIComponent(String(eventId))}/unregister`;
  const { data } = await api.post<unknown>(endpoint, {});
  return parseResponse(networkingEventSchema, data, `POST ${endpoint}`);
}

/** GET /networking/events/registrations (organisers) — every event with its registrations. */
export async function getEventRegistrations(api: ApiTransport): Promise<EventRegistrations> {
  const { data } = await api.get<unknown>('/networking/events/registrations');
  return parseResponse(eventRegistrationsSchema, data, 'GET /networking/events/registrations');
}

/** POST /networking/events/{eventId}/registration/{registrationId}/{validate|reject|cancel} (organisers) → the registration after. */
export async function moderateRegistration(api: ApiTransport, eventId: number, registrationId: number, action: RegistrationAction, reason?: string | null): Promise<NetworkingRegistration> {
  const endpoint = `/networking/events/${encodeURIComponent(String(eventId))}/registration/${encodeURIComponent(String(registrationId))}/${action}`;
  // The organiser's reason (for the registrant) goes with a rejection or a cancellation only.
  const { data } = await api.post<unknown>(endpoint, reason && action !== 'validate' ? { reason } : {});
  return parseResponse(networkingRegistrationSchema, data, `POST ${endpoint}`);
}
