import { describe, expect, it } from 'vitest';
import { chooseTicket, flowQuery, nextStep, parseFlow, previousStep, retryQuery, stepsFor } from './flow';

const catalogue = { tickets: [{ id: 1, free: true }, { id: 2, free: false }], paymentTypes: [{ id: 7 }, { id: 8 }] };
const q = (s: string) => new URLSearchParams(s);

describe('purchase flow state', () => {
  it('starts at the ticket step', () => {
    expect(parseFlow(q(''), catalogue)).toEqual({ step: 'ticket', ticketId: null, paymentTypeId: null, accepted: false });
  });

  it('keeps a complete paid choice at the step asked for (a reload)', () => {
    expect(parseFlow(q('step=confirm&ticket=2&method=8&accept=1'), catalogue)).toEqual({ step: 'confirm', ticketId: 2, paymentTypeId: 8, accepted: true });
    expect(parseFlow({ step: 'conditions', ticket: '2', method: ['7'] }, catalogue)).toEqual({ step: 'conditions', ticketId: 2, paymentTypeId: 7, accepted: false });
  });

  it('lands on the first step still to do when an earlier choice is missing', () => {
    expect(parseFlow(q('step=confirm&ticket=2&accept=1'), catalogue).step).toBe('payment');
    expect(parseFlow(q('step=confirm&ticket=2&method=7'), catalogue).step).toBe('conditions');
    expect(parseFlow(q('step=conditions'), catalogue).step).toBe('ticket');
  });

  it('drops ids the tenant does not sell and malformed values', () => {
    expect(parseFlow(q('step=payment&ticket=99'), catalogue)).toMatchObject({ step: 'ticket', ticketId: null });
    expect(parseFlow(q('step=confirm&ticket=2&method=9&accept=1'), catalogue)).toMatchObject({ step: 'payment', paymentTypeId: null, accepted: true });
    expect(parseFlow(q('step=nope&ticket=2x'), catalogue)).toMatchObject({ step: 'ticket', ticketId: null });
    expect(parseFlow(q('step=confirm&accept=1'), catalogue)).toMatchObject({ step: 'ticket', accepted: false });
  });

  it('skips the payment method for a free ticket', () => {
    expect(stepsFor({ free: true })).toEqual(['ticket', 'conditions', 'confirm']);
    expect(stepsFor({ free: false })).toEqual(['ticket', 'payment', 'conditions', 'confirm']);
    expect(parseFlow(q('step=payment&ticket=1&method=7'), catalogue)).toEqual({ step: 'conditions', ticketId: 1, paymentTypeId: null, accepted: false });
    expect(nextStep('ticket', { free: true })).toBe('conditions');
    expect(nextStep('ticket', { free: false })).toBe('payment');
    expect(previousStep('conditions', { free: true })).toBe('ticket');
    expect(previousStep('ticket', { free: false })).toBeNull();
    expect(nextStep('confirm', { free: false })).toBeNull();
  });

  it('writes only what is chosen, and reads back the same state', () => {
    const state = { step: 'confirm' as const, ticketId: 2, paymentTypeId: 7, accepted: true };
    expect(flowQuery(state)).toBe('step=confirm&ticket=2&method=7&accept=1');
    expect(parseFlow(q(flowQuery(state)), catalogue)).toEqual(state);
    expect(flowQuery({ step: 'ticket', ticketId: null, paymentTypeId: null, accepted: false })).toBe('step=ticket');
  });

  it('asks for the conditions again when another ticket is chosen', () => {
    const state = { step: 'ticket' as const, ticketId: 2, paymentTypeId: 7, accepted: true };
    expect(chooseTicket(state, { id: 2, free: false })).toEqual({ ticketId: 2, paymentTypeId: 7, accepted: true });
    expect(chooseTicket(state, { id: 1, free: true })).toEqual({ ticketId: 1, paymentTypeId: null, accepted: false });
    expect(chooseTicket({ ...state, ticketId: 3 }, { id: 2, free: false })).toEqual({ ticketId: 2, paymentTypeId: 7, accepted: false });
  });

  it('retries at the confirm step with the same choice', () => {
    expect(retryQuery({ ticketId: 2, paymentTypeId: 7 })).toBe('step=confirm&ticket=2&method=7&accept=1');
    expect(parseFlow(q(retryQuery({ ticketId: 1, paymentTypeId: null })), catalogue)).toEqual({ step: 'confirm', ticketId: 1, paymentTypeId: null, accepted: true });
  });
});
