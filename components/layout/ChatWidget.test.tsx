// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import messages from '@/messages/es.json';
import { CHAT_CONSENT_KEY } from '@/lib/third-parties/chat-widget';
import { ChatWidget } from './ChatWidget';

const SRC = 'https://chat.vendor.example/widget.js';
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-chat-widget]')];

function renderWidget(src = SRC) {
  return render(
    <NextIntlClientProvider locale="es" messages={messages}>
      <ChatWidget scriptUrl={src} />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  for (const s of scripts()) s.remove();
});

describe('ChatWidget', () => {
  it('asks first: no script until the visitor accepts; "not now" closes the question', () => {
    renderWidget(`${SRC}?a`);
    const launcher = screen.getByRole('button', { name: 'Chat de soporte' });
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(launcher);
    expect(screen.getByRole('group', { name: 'Chat de soporte' }).textContent).toContain('chat.vendor.example');
    fireEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(launcher);
    expect(scripts()).toHaveLength(0);
  });

  it('accepting remembers the consent, loads the script and steps aside once it has loaded', async () => {
    renderWidget(`${SRC}?b`);
    fireEvent.click(screen.getByRole('button', { name: 'Chat de soporte' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar y abrir el chat' }));
    expect(window.localStorage.getItem(CHAT_CONSENT_KEY)).toBe('yes');
    expect(screen.getByRole('status').textContent).toBe('Cargando el chat de soporte…');
    expect(scripts().map((s) => s.src)).toEqual([`${SRC}?b`]);
    await act(async () => {
      scripts()[0]!.dispatchEvent(new Event('load'));
    });
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('with consent from before it loads at once; a failure is said, retried, and can be dismissed', async () => {
    window.localStorage.setItem(CHAT_CONSENT_KEY, 'yes');
    renderWidget(`${SRC}?c`);
    expect(screen.queryByRole('button', { name: 'Chat de soporte' })).toBeNull();
    expect(scripts()).toHaveLength(1);
    await act(async () => {
      scripts()[0]!.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('status').textContent).toContain('No se ha podido cargar el chat de soporte.');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(scripts()).toHaveLength(1);
    await act(async () => {
      scripts()[0]!.dispatchEvent(new Event('error'));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
