// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/es.json';
import type { Sponsor } from '@/lib/api/schemas';
import { splitSponsorGroups, sponsorSections, sponsorTagOptions, uniqueSponsors } from './sponsor-groups';
import { SponsorDirectory } from './SponsorDirectory';
import { SponsorSections } from './SponsorSections';

let query = '';
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(query) }));
// The project's Link prefixes the locale with Next's router; here a plain anchor shows the target.
vi.mock('@/lib/i18n/navigation', () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const tags = { salud: { id: 1, slug: 'salud', name: 'Salud' }, energia: { id: 2, slug: 'energia', name: 'Energía' } };
const sponsor = (id: number, category: Sponsor['category'], tagged: (keyof typeof tags)[] = []): Sponsor => ({
  id,
  company_name: `Empresa ${id}`,
  logo_url: `https://api.test/media/${id}.svg`,
  url: `https://s${id}.example`,
  category,
  tags: tagged.map((t) => tags[t]),
});

const sections = sponsorSections(
  splitSponsorGroups([
    { name: 'promotores', title: 'Patrocinadores', sponsors: [sponsor(1, 'bronze', ['energia']), sponsor(2, 'gold', ['salud']), sponsor(3, 'silver', ['energia'])] },
    { name: 'colaboradores', title: 'Colaboradores', sponsors: [sponsor(4, 'bronze', ['energia'])] },
  ]),
);

function withMessages(node: React.ReactNode) {
  return render(
    <NextIntlClientProvider locale="es" messages={messages}>
      {node}
    </NextIntlClientProvider>,
  );
}

describe('SponsorSections', () => {
  it('heads gold, silver, bronze, then the other groups', () => {
    withMessages(<SponsorSections sections={sections} headingLevel={2} idPrefix="t" />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Patrocinadores oro',
      'Patrocinadores plata',
      'Patrocinadores bronce',
      'Colaboradores',
    ]);
  });

  it('links each logo to the sponsor’s page, named by the company', () => {
    withMessages(<SponsorSections sections={sections} headingLevel={3} idPrefix="t" />);
    const gold = screen.getByRole('region', { name: 'Patrocinadores oro' });
    const link = within(gold).getByRole('link', { name: 'Empresa 2' });
    expect(link.getAttribute('href')).toBe('/patrocinadores/2');
    expect(link.getAttribute('target')).toBeNull();
  });
});

describe('SponsorDirectory', () => {
  function renderAt(search: string) {
    query = search;
    return withMessages(
      <SponsorDirectory sections={sections} tags={sponsorTagOptions(Object.values(tags), uniqueSponsors(sections))} basePath="/patrocinadores" />,
    );
  }

  it('shows every sponsor without a tag, with the count and "Todos" current', () => {
    renderAt('');
    expect(screen.getByRole('status').textContent).toBe('4 patrocinadores');
    expect(screen.getByRole('link', { name: 'Todos 4 patrocinadores' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  });

  it('applies ?tag= from the URL: other sponsors and the sections left empty go', () => {
    renderAt('tag=energia');
    expect(screen.getByRole('status').textContent).toBe('3 patrocinadores con la etiqueta «Energía»');
    expect(screen.queryByRole('link', { name: 'Empresa 2' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Patrocinadores plata', 'Patrocinadores bronce', 'Colaboradores']);
    expect(screen.getByRole('link', { name: 'Energía 3 patrocinadores' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Energía 3 patrocinadores' }).getAttribute('href')).toBe('/patrocinadores?tag=energia');
  });

  it('an unknown tag shows the empty state with a way back', () => {
    renderAt('tag=nada');
    expect(screen.getByText('No hay patrocinadores con esta etiqueta.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver todos los patrocinadores' }).getAttribute('href')).toBe('/patrocinadores');
  });

  it('a filter click pushes the URL instead of loading a page', () => {
    const push = vi.spyOn(window.history, 'pushState');
    renderAt('');
    fireEvent.click(screen.getByRole('link', { name: 'Salud 1 patrocinador' }));
    expect(push).toHaveBeenCalledWith(null, '', 'http://localhost:3000/patrocinadores?tag=salud');
  });
});
