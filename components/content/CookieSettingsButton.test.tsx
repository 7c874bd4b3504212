// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import messages from '@/messages/es.json';
import { VIDEO_CONSENT_KEY } from '@/lib/participation/video-consent';
import { CookieSettingsButton } from './CookieSettingsButton';

const win = window as unknown as { Cookiebot?: unknown };

afterEach(cleanup);
beforeEach(() => {
  window.localStorage.clear();
  delete win.Cookiebot;
});

function show(consentService: boolean) {
  render(
    <NextIntlClientProvider locale="es" messages={messages}>
      <CookieSettingsButton consentServiceId={consentService ? 'cbid-test' : null} chatWidget={false} tagManager />
    </NextIntlClientProvider>,
  );
}

describe('CookieSettingsButton', () => {
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

  it('a consent service not loaded yet: loads it when asked, and opens its dialog', async () => {
    const renewed: string[] = [];
    show(true);
    expect(document.getElementById('Cookiebot')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Configurar cookies' }));
    const script = document.getElementById('Cookiebot') as HTMLScriptElement;
    expect(script.src).toBe('https://consent.cookiebot.com/uc.js');
    expect(script.dataset.cbid).toBe('cbid-test');
    win.Cookiebot = { renew: () => renewed.push('renew') };
    script.dispatchEvent(new Event('load'));
    await waitFor(() => expect(renewed).toEqual(['renew']));
    script.remove();
  });

  it('a consent service that cannot load: says so and offers the portal settings, statistics included', async () => {
    show(true);
    fireEvent.click(screen.getByRole('button', { name: 'Configurar cookies' }));
    document.getElementById('Cookiebot')!.dispatchEvent(new Event('error'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/No se ha podido abrir el servicio de consentimiento/));
    fireEvent.click(screen.getByRole('button', { name: 'Configurar las cookies del propio portal' }));
    const panel = await screen.findByRole('region', { name: 'Cookies de este portal' });
    expect(panel.textContent).toContain('Estadísticas (Google Tag Manager)');
    document.getElementById('Cookiebot')?.remove();
  });
});
