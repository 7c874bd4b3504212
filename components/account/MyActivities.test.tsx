// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/es.json';
import type { PendingItem } from '@/lib/account/activities';
import { MyActivities } from './MyActivities';

vi.mock('@/lib/api/browser-calls', () => ({ account: { discardPendingRegistration: vi.fn() } }));
vi.mock('./AccountProvider', () => ({ useAccount: () => ({ sessionExpired: vi.fn() }) }));
vi.mock('@/lib/i18n/navigation', () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));

afterEach(cleanup);

const base: PendingItem = {
  id: 5,
  slug: 'taller-ia',
  title: 'Taller de IA',
  startsAt: '2027-03-09T09:00:00+01:00',
  day: 'martes, 9 de marzo de 2027',
  time: '09:00–09:30',
  zone: 'CET',
  zoneLong: 'hora estándar de Europa central',
  room: null,
  venue: null,
  uuid: 'u-1',
  missing: 'ticket',
  expired: false,
};

function show(pending: PendingItem[]) {
  render(
    <NextIntlClientProvider locale="es" messages={messages}>
      <MyActivities registered={[]} pending={pending} />
    </NextIntlClientProvider>,
  );
}

describe('MyActivities: a registration waiting for a ticket', () => {
  it('says the ticket is missing and links to the purchase before resuming (docs/product.md#roles)', () => {
    show([base, { ...base, id: 6, uuid: 'u-2', slug: 'mesa', title: 'Mesa redonda', missing: 'room' }]);
    const [ticket, room] = screen.getAllByRole('listitem');
    expect(within(ticket!).getByText('Falta la entrada')).toBeTruthy();
    const links = within(ticket!).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Comprar entrada', '/proceso-de-compra'],
      ['Continuar la inscripción: Taller de IA', '/agenda/taller-ia#inscripcion'],
    ]);
    expect(within(room!).queryByRole('link', { name: 'Comprar entrada' })).toBeNull();
  });
});

describe('MyActivities: a pending registration of a session already held', () => {
  it('is shown as expired with only "discard", and never invited to continue', () => {
    show([{ ...base, expired: true, missing: 'room' }]);
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('Caducada: la sesión ya se celebró')).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).getByRole('button').textContent).toBe('Descartar: Taller de IA');
    expect(screen.queryByText(/continúalas/)).toBeNull();
    expect(screen.getByText(/ya se celebró: la inscripción que dejaste a medias ha caducado/)).toBeTruthy();
  });
});
