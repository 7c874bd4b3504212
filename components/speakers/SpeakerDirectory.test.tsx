// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/es.json';
import { SpeakerDirectory, type DirectoryItem } from './SpeakerDirectory';

let query = '';
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(query) }));
// The shared chips import the project's Link; the directory's own filters are plain anchors.
vi.mock('@/lib/i18n/navigation', () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const items: DirectoryItem[] = [
  { id: 1, tags: ['salud', 'cultura'], card: <span>Ane Pérez</span> },
  { id: 2, tags: ['cultura'], card: <span>Jon Agirre</span> },
  { id: 3, tags: [], card: <span>Lucía Gil</span> },
];
const tags = [
  { slug: 'salud', name: 'Salud', count: 1 },
  { slug: 'cultura', name: 'Cultura', count: 2 },
];

function renderAt(search: string) {
  query = search;
  return render(
    <NextIntlClientProvider locale="es" messages={messages}>
      <SpeakerDirectory items={items} tags={tags} basePath="/ponentes" />
    </NextIntlClientProvider>,
  );
}

describe('SpeakerDirectory', () => {
  it('shows everyone without a tag, with the count and "Todos" current', () => {
    renderAt('');
    expect(screen.getAllByRole('listitem').filter((li) => li.closest('nav') === null)).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe('3 ponentes');
    expect(screen.getByRole('link', { name: 'Todos 3 ponentes' }).getAttribute('aria-current')).toBe('true');
  });

  it('applies ?tag= from the URL', () => {
    renderAt('tag=cultura');
    expect(screen.getByRole('status').textContent).toBe('2 ponentes con la etiqueta «Cultura»');
    expect(screen.queryByText('Lucía Gil')).toBeNull();
    expect(screen.getByText('Jon Agirre')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cultura 2 ponentes' }).getAttribute('aria-current')).toBe('true');
  });

  it('an unknown tag shows the empty state with a way back', () => {
    renderAt('tag=nada');
    expect(screen.getByText('No hay ponentes con esta etiqueta.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver todos los ponentes' }).getAttribute('href')).toBe('/ponentes');
  });

  it('a filter click pushes the URL instead of loading a page; a modified click is left to the browser', () => {
    const push = vi.spyOn(window.history, 'pushState');
    renderAt('');
    const salud = screen.getByRole('link', { name: 'Salud 1 ponente' });
    expect(salud.getAttribute('href')).toBe('/ponentes?tag=salud');
    expect(fireEvent.click(salud)).toBe(false); // default prevented
    expect(push).toHaveBeenCalledWith(null, '', new URL('/ponentes?tag=salud', window.location.href).href);
    expect(fireEvent.click(salud, { ctrlKey: true })).toBe(true);
    expect(push).toHaveBeenCalledTimes(1);
  });
});
