// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import messages from '@/messages/es.json';
import { VIDEO_CONSENT_KEY } from '@/lib/participation/video-consent';
import { CookieSettingsButton } from './CookieSettingsButton';

afterEach(cleanup);
beforeEach(() => {
  window.localStorage.clear();
  delete window.Cookiebot;
});

function show(consentService: boolean) {
  render(
    <NextIntlClientProvider locale="es" messages={messages}>
      <CookieSettingsButton consentService={consentService} chatWidget={false} />
    </NextIntlClientProvider>,
  );
}

describe('CookieSettingsButton (issue 28)', () => {
  it('without a consent service: opens the portal settings, where a given video consent is withdrawn', async () => {
    window.localStorage.setItem(VIDEO_CONSENT_KEY, 'yes');
    show(false);
    const open = screen.getByRole('button', { name: 'Configurar cookies' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const box = (await screen.findByRole('checkbox', { name: 'Permitir las cookies de vídeo' })) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(window.localStorage.getItem(VIDEO_CONSENT_KEY)).toBeNull();
    expect(box.checked).toBe(false);
    expect(screen.getByText('Guardado: permiso retirado.')).toBeTruthy();
  });

  it('a consent service that did not load: says so and offers the portal settings', async () => {
    show(true);
    fireEvent.click(screen.getByRole('button', { name: 'Configurar cookies' }));
    expect(screen.getByRole('status').textContent).toMatch(/No se ha podido abrir el servicio de consentimiento/);
    fireEvent.click(screen.getByRole('button', { name: 'Configurar las cookies del propio portal' }));
    expect(await screen.findByRole('region', { name: 'Cookies de este portal' })).toBeTruthy();
  });
});
