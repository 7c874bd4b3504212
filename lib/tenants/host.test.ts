import { describe, expect, it } from 'vitest';
import { parseHost } from './host';

describe('parseHost', () => {
  it.each([
    ['localhost:3000', 'localhost'],
    ['Hermes.LocalHost:3000', 'hermes.localhost'],
    ['COMPACT.localhost', 'compact.localhost'],
    ['example.org.', 'example.org'],
    ['[::1]:3000', '::1'],
    ['127.0.0.1:3100', '127.0.0.1'],
  ])('%s → %s', (input, expected) => {
    expect(parseHost(input)).toBe(expected);
  });

  it('returns null for empty or broken hosts', () => {
    expect(parseHost(undefined)).toBeNull();
    expect(parseHost('')).toBeNull();
    expect(parseHost('[::1')).toBeNull();
  });
});
