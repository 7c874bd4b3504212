// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LiveSession } from './LiveSession';

// The panel itself (its calls and socket) is not under test here: what it is given and when.
vi.mock('./LivePanel', () => ({
  LivePanel: ({ conferenceId, pagePath }: { conferenceId: number; pagePath: string }) => (
    <p data-testid="panel">
      {conferenceId} {pagePath}
    </p>
  ),
}));
// Likewise the poll notice (its socket and read): only that it is there, for the same session.
vi.mock('./PollNotice', () => ({
  PollNotice: ({ conferenceId }: { conferenceId: number }) => <p data-testid="notice">{conferenceId}</p>,
}));

describe('LiveSession', () => {
  it('renders nothing on the server (the cached page carries no live panel)', () => {
    expect(renderToString(<LiveSession conferenceId={7} pagePath="/agenda/x" />)).toBe('');
  });

  it('loads the panel and the poll notice in the browser and hands them the session', async () => {
    render(<LiveSession conferenceId={7} pagePath="/agenda/x" />);
    expect((await screen.findByTestId('panel')).textContent).toBe('7 /agenda/x');
    expect(screen.getByTestId('notice').textContent).toBe('7');
  });
});
