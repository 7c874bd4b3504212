import { describe, expect, it } from 'vitest';
import { pollListSchema, publicPollSchema } from './polls';
import { pollEventHeadOf, pollHeadOf, pollHeadsOf } from './poll-heads';

const poll = {
  id: 3,
  conferenceId: 7,
  question: '¿Seguimos?',
  multiple: false,
  state: 'open',
  options: [
    { id: 1, text: 'Sí', votes: null },
    { id: 2, text: 'No', votes: null },
  ],
  responses: 4,
  results: false,
  createdAt: '2026-05-08T10:00:00.000Z',
};

const malformed: unknown[] = [null, 3, 'x', [], { ...poll, id: '3' }, { ...poll, id: 1.5 }, { ...poll, conferenceId: null }, { ...poll, question: 7 }, { ...poll, state: 'running' }, { ...poll, state: undefined }];

describe('poll heads: what the notice reads, held to the zod contract', () => {
  it('reads the head of every poll the schema accepts', () => {
    for (const state of ['draft', 'open', 'closed', 'published'] as const) {
      const p = { ...poll, state };
      expect(publicPollSchema.safeParse(p).success).toBe(true);
      expect(pollHeadOf(p)).toEqual({ id: 3, conferenceId: 7, question: '¿Seguimos?', state });
    }
  });

  it('reads no head where the fields it names are wrong (the schema refuses those too)', () => {
    for (const bad of malformed) {
      expect(publicPollSchema.safeParse(bad).success).toBe(false);
      expect(pollHeadOf(bad)).toBeNull();
    }
  });

  it('reads a list only when every item is a poll, and the event only with its poll', () => {
    const list = [{ ...poll, myAnswer: [] }, { ...poll, id: 4, state: 'closed', myAnswer: [1] }];
    expect(pollListSchema.safeParse(list).success).toBe(true);
    expect(pollHeadsOf(list)?.map((h) => [h.id, h.state])).toEqual([
      [3, 'open'],
      [4, 'closed'],
    ]);
    expect(pollHeadsOf([...list, { ...poll, state: 'x' }])).toBeNull();
    expect(pollHeadsOf({ polls: list })).toBeNull();
    expect(pollEventHeadOf({ poll })?.id).toBe(3);
    expect(pollEventHeadOf(poll)).toBeNull();
  });
});
