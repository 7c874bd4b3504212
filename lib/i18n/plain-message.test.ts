import { describe, expect, it } from 'vitest';
import { plainMessage } from './plain-message';

describe('plainMessage', () => {
  it('fills the arguments of a compiled message', () => {
    expect(plainMessage(['Error ', ['code']], { code: 500 })).toBe('Error 500');
  });

  it('keeps a compiled plain message and fills an uncompiled one', () => {
    expect(plainMessage('Vuelve al inicio')).toBe('Vuelve al inicio');
    expect(plainMessage('Error {code}', { code: '500' })).toBe('Error 500');
  });

  it('leaves out an argument it was not given (compiled) and an absent message', () => {
    expect(plainMessage(['Hola, ', ['name'], '!'])).toBe('Hola, !');
    expect(plainMessage(undefined)).toBe('');
  });
});
