import { describe, expect, it } from 'vitest';
import { safeExternalUrl } from './external-url';

describe('safeExternalUrl', () => {
  it('links only absolute http(s) URLs', () => {
    expect(safeExternalUrl('https://zubi.example')).toBe('https://zubi.example/');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('/relative')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });
});
