import { describe, expect, it } from 'vitest';
import { fileKind, gateOpen, isLive, lackingRight, playerUrl, refusalOf, type Viewer } from './media';

const anonymous: Viewer = { signedIn: false };
const signedIn: Viewer = { signedIn: true, access: { login: true, registered: false, ticket: false } };
const registered: Viewer = { signedIn: true, access: { login: true, registered: true, ticket: true } };

describe('gates', () => {
  it('opens public to all, login to the signed-in, registered and ticket by the state', () => {
    expect(gateOpen('public', anonymous)).toBe(true);
    expect(gateOpen('login', anonymous)).toBe(false);
    expect(gateOpen('login', signedIn)).toBe(true);
    expect(gateOpen('registered', signedIn)).toBe(false);
    expect(gateOpen('registered', registered)).toBe(true);
    expect(gateOpen('ticket', signedIn)).toBe(false);
    expect(gateOpen('ticket', registered)).toBe(true);
  });
  it('says what to do: sign in, register or get a ticket', () => {
    expect(refusalOf('registered', anonymous)).toBe('login');
    expect(refusalOf('registered', signedIn)).toBe('registered');
    expect(refusalOf('ticket', signedIn)).toBe('ticket');
    expect(refusalOf('ticket', registered)).toBeNull();
  });
});

describe('lackingRight', () => {
  const held = (rights: ('in_person' | 'streams' | 'files' | 'accreditation' | 'networking' | 'diploma')[], isHeld = true) => ({ ticket: { required: true, held: isHeld, rights } });
  it('names the right a ticket-gated item needs when the held ticket lacks it (the press pass: no files, no streams)', () => {
    expect(lackingRight('ticket', held(['in_person', 'accreditation', 'networking']), 'files')).toBe('files');
    expect(lackingRight('ticket', held(['in_person', 'accreditation', 'networking']), 'streams')).toBe('streams');
  });
  it('nothing when the ticket includes it, when no ticket is held (that is "ticket needed"), or when the gate is not the ticket', () => {
    expect(lackingRight('ticket', held(['streams', 'files']), 'files')).toBeNull();
    expect(lackingRight('ticket', held([], false), 'files')).toBeNull();
    expect(lackingRight('registered', held(['in_person']), 'files')).toBeNull();
    expect(lackingRight('public', held([]), 'streams')).toBeNull();
  });
});

describe('playerUrl', () => {
  it('moves YouTube to its privacy-enhanced host and asks Vimeo not to track', () => {
    expect(playerUrl('youtube', 'https://www.youtube.com/embed/abc')).toBe('https://www.youtube-nocookie.com/embed/abc?autoplay=1&rel=0');
    expect(playerUrl('youtube', 'https://www.youtube-nocookie.com/embed/abc?start=5', { autoplay: false })).toBe(
      'https://www.youtube-nocookie.com/embed/abc?rel=0&start=5',
    );
    expect(playerUrl('vimeo', 'https://player.vimeo.com/video/42')).toBe('https://player.vimeo.com/video/42?autoplay=1&dnt=1');
  });
  it('refuses anything that is not the provider’s https player', () => {
    expect(playerUrl('youtube', 'http://www.youtube.com/embed/abc')).toBeNull();
    expect(playerUrl('youtube', 'https://evil.example/embed/abc')).toBeNull();
    expect(playerUrl('youtube', 'https://www.youtube.com/watch?v=abc')).toBeNull();
    expect(playerUrl('vimeo', 'https://www.youtube.com/embed/abc')).toBeNull();
    expect(playerUrl('vimeo', 'not a url')).toBeNull();
  });
});

describe('isLive and fileKind', () => {
  it('is live from the start to the end (end excluded)', () => {
    const start = '2026-05-08T10:00:00+02:00';
    const end = '2026-05-08T11:00:00+02:00';
    expect(isLive(start, end, Date.parse('2026-05-08T09:59:59+02:00'))).toBe(false);
    expect(isLive(start, end, Date.parse('2026-05-08T10:00:00+02:00'))).toBe(true);
    expect(isLive(start, end, Date.parse('2026-05-08T11:00:00+02:00'))).toBe(false);
    expect(isLive('nonsense', end, 0)).toBe(false);
  });
  it('names a MIME type for people', () => {
    expect(fileKind('application/pdf')).toBe('PDF');
    expect(fileKind('image/svg+xml')).toBe('SVG');
    expect(fileKind('application/vnd.ms-powerpoint')).toBe('VND');
  });
});
