import { describe, expect, it } from 'vitest';
import { checkinListFormSchema, whereToBody } from './checkin-list';

describe('the check-in list form', () => {
  it('turns the one choice into the API body', () => {
    expect(whereToBody('entrance')).toEqual({ kind: 'entrance' });
    expect(whereToBody('room:12:3')).toEqual({ kind: 'room', conferenceId: 12, roomId: 3 });
    expect(whereToBody('room:12:')).toEqual({ kind: 'room', conferenceId: 12, roomId: null });
    for (const bad of ['', 'room', 'room::3', 'room:0:1', 'hall']) expect(whereToBody(bad)).toBeNull();
  });

  it('needs a name (≤ 80) and a choice it knows', () => {
    const issues = (v: Record<string, string>) => checkinListFormSchema.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
    expect(issues({ name: '', where: '' })).toEqual([
      ['name', 'validation.required'],
      ['where', 'validation.required'],
    ]);
    expect(issues({ name: 'x'.repeat(81), where: 'hall' })).toEqual([
      ['name', 'validation.max?length=80'],
      ['where', 'validation.in'],
    ]);
    expect(issues({ name: ' Puerta ', where: 'entrance' })).toEqual([]);
  });
});
