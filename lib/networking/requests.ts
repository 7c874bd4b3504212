import type { NetworkingRequest, RequestChangedEvent } from '@/lib/api/schemas/networking';

/**
 * What the inbox does with requests: which actions the caller has on one (docs/product.md#states: the receiver
 * accepts or rejects a pending request; either party cancels a pending or accepted one; the
 * requester edits a pending one), and how a live change lands in the list on screen.
 */
export interface RequestActions {
  accept: boolean;
  reject: boolean;
  cancel: boolean;
  edit: boolean;
}

export function actionsFor(request: Pick<NetworkingRequest, 'status' | 'direction'>): RequestActions {
  const pending = request.status === 'created';
  const received = request.direction === 'received';
  return {
    accept: pending && received,
    reject: pending && received,
    cancel: pending || request.status === 'validated',
    edit: pending && !received,
  };
}

/** The other person of a request, from the caller's side. */
export function otherParty(request: Pick<NetworkingRequest, 'direction' | 'requester' | 'receiver'>) {
  return request.direction === 'received' ? request.requester : request.receiver;
}

/** When the request reached its current state (the date shown with the state). */
export function stateDate(request: NetworkingRequest): string {
  switch (request.status) {
    case 'validated':
      return request.validatedAt ?? request.updatedAt;
    case 'rejected':
      return request.rejectedAt ?? request.updatedAt;
    case 'cancelled':
      return request.cancelledAt ?? request.updatedAt;
    default:
      return request.createdAt;
  }
}

/**
 * A live change into the page on screen (newest first): a known request is replaced where it is;
 * a new one of this box goes on top of the first page only (later pages keep their place, the
 * counter tells about it); the page keeps its length.
 */
export function mergeRequest(list: NetworkingRequest[], request: NetworkingRequest, box: 'received' | 'sent', page: number, perPage: number): NetworkingRequest[] {
  const at = list.findIndex((r) => r.id === request.id);
  if (at !== -1) return list.map((r, i) => (i === at ? request : r));
  if (request.direction !== box || page !== 1) return list;
  return [request, ...list].slice(0, perPage);
}

export function removeRequest(list: NetworkingRequest[], requestId: number): NetworkingRequest[] {
  return list.filter((r) => r.id !== requestId);
}

/**
 * Whether a live change is news for the caller (the counter): a new request received, or an
 * answer by the other party to one they sent. Their own actions (in another tab) are not news.
 */
export function isNews(event: RequestChangedEvent, me: number): boolean {
  if (event.by === me) return false;
  if (event.change === 'created') return event.request.direction === 'received';
  return event.change === 'validated' || event.change === 'rejected' || event.change === 'cancelled' || event.change === 'updated';
}
