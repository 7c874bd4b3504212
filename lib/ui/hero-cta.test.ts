import { describe, expect, it } from 'vitest';
import { eventOver, heroAccountAction } from './hero-cta';

const base = { signedIn: false, over: false, canSignUp: true, hasAccountArea: true };

describe('heroAccountAction', () => {
  it('offers sign-up to an anonymous visitor of an event not over', () => {
    expect(heroAccountAction(base)).toBe('signUp');
  });
  it('never offers sign-up to someone signed in: their activities instead', () => {
    expect(heroAccountAction({ ...base, signedIn: true })).toBe('myActivities');
    expect(heroAccountAction({ ...base, signedIn: true, over: true })).toBe('myActivities');
    expect(heroAccountAction({ ...base, signedIn: true, hasAccountArea: false })).toBeNull();
  });
  it('offers nothing once the event is over or without a public sign-up', () => {
    expect(heroAccountAction({ ...base, over: true })).toBeNull();
    expect(heroAccountAction({ ...base, canSignUp: false })).toBeNull();
  });
});

describe('eventOver', () => {
  it('compares the end instant with now', () => {
    const end = '2023-10-20T18:00:00+02:00';
    expect(eventOver(end, Date.parse('2023-10-20T17:59:59+02:00'))).toBe(false);
    expect(eventOver(end, Date.parse('2023-10-20T18:00:00+02:00'))).toBe(true);
    expect(eventOver('not a date', Date.now())).toBe(false);
  });
});
