import { describe, expect, it } from 'vitest';
import { activeSection, SCROLL_SPY_OFFSET, sectionFromHash } from './scroll-spy';

const tall = { scrollY: 400, viewportHeight: 800, documentHeight: 4000 };

describe('activeSection', () => {
  it('uses the docs/product.md#limits offset of 90 px', () => {
    expect(SCROLL_SPY_OFFSET).toBe(90);
  });

  it('is the first section while none has reached the offset line', () => {
    expect(activeSection([{ id: 'a', top: 300 }, { id: 'b', top: 900 }], { ...tall, scrollY: 0 })).toBe('a');
  });

  it('is the last section whose top is at or above the offset line', () => {
    const sections = [
      { id: 'a', top: -900 },
      { id: 'b', top: -10 },
      { id: 'c', top: 91 },
      { id: 'd', top: 700 },
    ];
    expect(activeSection(sections, tall)).toBe('c');
    expect(activeSection(sections.map((s) => ({ ...s, top: s.top + 10 })), tall)).toBe('b');
  });

  it('counts a section landed on by an anchor (scroll-margin-top: 90px) as current', () => {
    expect(activeSection([{ id: 'a', top: -500 }, { id: 'b', top: 89.6 }, { id: 'c', top: 400 }], tall)).toBe('b');
  });

  it('honours another offset', () => {
    const sections = [{ id: 'a', top: -100 }, { id: 'b', top: 150 }];
    expect(activeSection(sections, tall, 90)).toBe('a');
    expect(activeSection(sections, tall, 160)).toBe('b');
  });

  it('is the last section once the page cannot scroll further', () => {
    const sections = [{ id: 'a', top: -900 }, { id: 'b', top: 200 }, { id: 'c', top: 600 }];
    expect(activeSection(sections, { scrollY: 3200, viewportHeight: 800, documentHeight: 4000 })).toBe('c');
  });

  it('does not jump to the last section on a page too short to scroll', () => {
    expect(activeSection([{ id: 'a', top: 100 }, { id: 'b', top: 300 }], { scrollY: 0, viewportHeight: 800, documentHeight: 800 })).toBe('a');
  });

  it('is null without sections', () => {
    expect(activeSection([], tall)).toBeNull();
  });
});

describe('sectionFromHash', () => {
  const ids = ['datos-personales', 'acreditacion'];
  it('reads a known section from the hash', () => {
    expect(sectionFromHash('#acreditacion', ids)).toBe('acreditacion');
    expect(sectionFromHash('acreditacion', ids)).toBe('acreditacion');
  });
  it('ignores unknown or broken hashes', () => {
    expect(sectionFromHash('#otra', ids)).toBeNull();
    expect(sectionFromHash('', ids)).toBeNull();
    expect(sectionFromHash('#%E0%A4%A', ids)).toBeNull();
  });
});
