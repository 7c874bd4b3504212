// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { giveTagConsent } from '@/lib/third-parties/tag-manager';
import TagManagerContainer from './TagManagerContainer';

afterEach(cleanup);

describe('TagManagerContainer', () => {
  it('holds nothing of the container before the choice (no dataLayer, no script); allowing loads it in consent mode', () => {
    window.localStorage.clear();
    delete window.dataLayer;
    render(<TagManagerContainer gtmId="GTM-TEST1" />);
    expect(window.dataLayer).toBeUndefined();
    expect(document.querySelector('script[data-tag-manager]')).toBeNull();

    act(() => giveTagConsent(window as never));
    expect(document.querySelector('script[data-tag-manager]')?.getAttribute('src')).toContain('GTM-TEST1');
    expect(window.dataLayer?.[0]).toMatchObject({ 0: 'consent', 1: 'default' });
  });
});
