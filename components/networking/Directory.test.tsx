// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import messages from '@/messages/es.json';
import type { NetworkingCustomer, NetworkingCustomerPage, NetworkingStatus } from '@/lib/api/schemas/networking';
import './testing';
import { NetworkingContext } from './networking-context';
import { Directory } from './Directory';

const getCustomers = vi.fn();
const getBlocks = vi.fn();
vi.mock('@/lib/api/browser-calls', () => ({
  networking: { getNetworkingCustomers: (...a: unknown[]) => getCustomers(...a), getNetworkingBlocks: (...a: unknown[]) => getBlocks(...a) },
}));

const card = (id: number, name: string, surname: string, photo: string | null): NetworkingCustomer => ({
  id, name, surname, company: 'Kaiku', position: 'CTO', photo, initials: `${name[0]}${surname[0]}`, sector: 'energy', sectorLabel: 'Energía', lookingFor: ['Socios'], about: null,
});
const page = (data: NetworkingCustomer[], currentPage = 1, lastPage = 1): NetworkingCustomerPage => ({
  data,
  meta: { currentPage, lastPage, total: data.length + (lastPage - 1) * 12, perPage: 12 },
  filters: { companies: [{ value: 'Kaiku', label: 'Kaiku', count: 2 }], positions: [], sectors: [{ value: 'energy', label: 'Energía', count: 2 }] },
});

function renderDirectory() {
  const value = {
    type: 1 as const, tenantKey: 'demo', customerId: 1,
    conference: { id: 1, name: 'Networking Bilbao', type: 1 as const, startsAt: '', endsAt: '', hasBlocks: true, rooms: [] },
    status: {} as NetworkingStatus, setStatus: vi.fn(), pending: 0, setPending: vi.fn(), news: 0, clearNews: vi.fn(),
    onLive: () => () => {}, sessionExpired: vi.fn(), countdownSeconds: 10,
  };
  render(
    <NextIntlClientProvider locale="es" messages={messages} timeZone="Europe/Madrid">
      <NetworkingContext.Provider value={value}>
        <Directory initialSearch="" initialPage={1} />
      </NetworkingContext.Provider>
    </NextIntlClientProvider>,
  );
}

describe('the directory', () => {
  it('lists cards with a photo or the initials, searches, filters and pages', async () => {
    getCustomers.mockResolvedValueOnce(page([card(2, 'Ane', 'Etxeberria', 'http://x/2.svg'), card(3, 'Jon', 'Mendia', null)], 1, 2));
    renderDirectory();
    expect(await screen.findByRole('heading', { name: '14 personas' })).toBeTruthy();
    expect(getCustomers).toHaveBeenLastCalledWith({ search: undefined, company: undefined, position: undefined, sector: undefined, page: 1 });
    const cards = screen.getAllByRole('listitem');
    expect(cards[0]!.querySelector('img')?.getAttribute('src')).toBe('http://x/2.svg');
    expect(within(cards[1]!).getByText('JM')).toBeTruthy();
    expect(cards[1]!.textContent).toContain('CTO · Kaiku');
    expect(cards[1]!.textContent).toContain('Sector: Energía');

    getCustomers.mockResolvedValueOnce(page([card(3, 'Jon', 'Mendia', null)]));
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'Mendia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(getCustomers).toHaveBeenLastCalledWith({ search: 'Mendia', company: undefined, position: undefined, sector: undefined, page: 1 }));
    expect(await screen.findByRole('heading', { name: '1 persona' })).toBeTruthy();
    expect(window.location.search).toBe('?q=Mendia');

    getCustomers.mockResolvedValueOnce(page([]));
    fireEvent.change(screen.getByLabelText('Sector'), { target: { value: 'energy' } });
    await waitFor(() => expect(getCustomers).toHaveBeenLastCalledWith({ search: 'Mendia', company: undefined, position: undefined, sector: 'energy', page: 1 }));
    expect(await screen.findByText('Nadie coincide con la búsqueda. Prueba con otras palabras o quita filtros.')).toBeTruthy();
  }, 20_000);

  it('goes to the next page', async () => {
    getCustomers.mockResolvedValueOnce(page([card(2, 'Ane', 'Etxeberria', null)], 1, 3)).mockResolvedValueOnce(page([card(4, 'Itziar', 'Zubia', null)], 2, 3));
    renderDirectory();
    fireEvent.click(await screen.findByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(getCustomers).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })));
    expect(await screen.findByText('Página 2 de 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('"request a meeting" opens the request form for that person with the slot legend', async () => {
    getCustomers.mockResolvedValueOnce(page([card(3, 'Jon', 'Mendia', null)]));
    getBlocks.mockResolvedValueOnce({ rooms: [], blocks: [] });
    renderDirectory();
    fireEvent.click(await screen.findByRole('button', { name: 'Solicitar reunión con Jon Mendia' }));
    const dialog = screen.getByRole('dialog', { name: 'Solicitar una reunión' });
    expect(dialog.textContent).toContain('Jon Mendia');
    expect(within(dialog).getByRole('list', { name: 'Leyenda de las franjas' }).textContent).toContain('Ocupada');
    await waitFor(() => expect(getBlocks).toHaveBeenCalledWith(3, undefined));
  });
});
