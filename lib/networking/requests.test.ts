import { describe, expect, it } from 'vitest';
import type { NetworkingRequest } from '@/lib/api/schemas/networking';
import { actionsFor, isNews, mergeRequest, otherParty, removeRequest, stateDate } from './requests';

const person = (id: number) => ({ id, name: `N${id}`, surname: 'S', company: null, position: null, photo: null, initials: 'NS' });
function request(id: number, over: Partial<NetworkingRequest> = {}): NetworkingRequest {
  return {
    id, conferenceId: 1, status: 'created', direction: 'received', requester: person(2), receiver: person(1), name: 'Hablar', comment: null,
    slotId: 5, blockId: 1, startsAt: '2027-03-09T10:00:00+01:00', endsAt: '2027-03-09T10:20:00+01:00', room: null, cancelReason: null, cancelledBy: null,
    createdAt: '2026-11-20T10:00:00Z', updatedAt: '2026-11-21T10:00:00Z', validatedAt: null, rejectedAt: null, cancelledAt: null, ...over,
  };
}

describe('request actions (docs/product.md#states)', () => {
  it('the receiver accepts or rejects a pending request, and may cancel it', () => {
    expect(actionsFor({ status: 'created', direction: 'received' })).toEqual({ accept: true, reject: true, cancel: true, edit: false });
  });
  it('the requester edits or cancels a pending request', () => {
    expect(actionsFor({ status: 'created', direction: 'sent' })).toEqual({ accept: false, reject: false, cancel: true, edit: true });
  });
  it('either party cancels an accepted meeting; final states allow nothing', () => {
    expect(actionsFor({ status: 'validated', direction: 'sent' })).toEqual({ accept: false, reject: false, cancel: true, edit: false });
    for (const status of ['rejected', 'cancelled'] as const) {
      expect(actionsFor({ status, direction: 'received' })).toEqual({ accept: false, reject: false, cancel: false, edit: false });
    }
  });
});

describe('request display', () => {
  it('the other party and the date of the current state', () => {
    expect(otherParty(request(1)).id).toBe(2);
    expect(otherParty(request(1, { direction: 'sent' })).id).toBe(1);
    expect(stateDate(request(1))).toBe('2026-11-20T10:00:00Z');
    expect(stateDate(request(1, { status: 'validated', validatedAt: '2026-11-22T09:00:00Z' }))).toBe('2026-11-22T09:00:00Z');
    expect(stateDate(request(1, { status: 'cancelled', cancelledAt: null }))).toBe('2026-11-21T10:00:00Z');
  });
});

describe('live changes', () => {
  it('replace a request on screen, or put a new one on top of the first page of its box', () => {
    const list = [request(3), request(2)];
    expect(mergeRequest(list, request(2, { status: 'validated' }), 'received', 1, 10).map((r) => r.status)).toEqual(['created', 'validated']);
    expect(mergeRequest(list, request(4), 'received', 1, 10).map((r) => r.id)).toEqual([4, 3, 2]);
    expect(mergeRequest(list, request(4), 'received', 1, 2).map((r) => r.id)).toEqual([4, 3]);
    expect(mergeRequest(list, request(4), 'received', 2, 10)).toBe(list);
    expect(mergeRequest(list, request(4, { direction: 'sent' }), 'received', 1, 10)).toBe(list);
    expect(removeRequest(list, 3).map((r) => r.id)).toEqual([2]);
  });
  it('count what others did: a request received, an answer to one sent', () => {
    expect(isNews({ request: request(1), change: 'created', by: 2 }, 1)).toBe(true);
    expect(isNews({ request: request(1, { direction: 'sent' }), change: 'created', by: 1 }, 1)).toBe(false);
    expect(isNews({ request: request(1, { direction: 'sent' }), change: 'validated', by: 2 }, 1)).toBe(true);
    expect(isNews({ request: request(1), change: 'cancelled', by: 1 }, 1)).toBe(false);
  });
});
