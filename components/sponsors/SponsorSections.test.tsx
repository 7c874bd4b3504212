// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import messages from '@/messages/es.json';
import type { Sponsor } from '@/lib/api/schemas';
import { splitSponsorGroups } from './sponsor-groups';
import { SponsorSections } from './SponsorSections';

afterEach(cleanup);

const sponsor = (id: number, category: Sponsor['category'], url: string | null = `https://s${id}.example`): Sponsor => ({
  id,
  company_name: `Empresa ${id}`,
  logo_url: `https://api.test/media/${id}.svg`,
  url,
  category,
});

function renderSections() {
  const page = splitSponsorGroups([
    { name: 'promotores', title: 'Patrocinadores', sponsors: [sponsor(1, 'bronze'), sponsor(2, 'gold'), sponsor(3, 'silver', 'javascript:alert(1)')] },
    { name: 'colaboradores', title: 'Colaboradores', sponsors: [sponsor(4, 'bronze')] },
  ]);
  return render(
    <NextIntlClientProvider locale="es" messages={messages}>
      <SponsorSections page={page} headingLevel={2} idPrefix="t" />
    </NextIntlClientProvider>,
  );
}

describe('SponsorSections', () => {
  it('heads gold, silver, bronze, then the other groups', () => {
    renderSections();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Patrocinadores oro',
      'Patrocinadores plata',
      'Patrocinadores bronce',
      'Colaboradores',
    ]);
  });

  it('links each logo out safely, named by company and the new-window note', () => {
    renderSections();
    const gold = screen.getByRole('region', { name: 'Patrocinadores oro' });
    const link = within(gold).getByRole('link');
    expect(link).toHaveProperty('href', 'https://s2.example/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toBe(' (se abre en una ventana nueva)');
    expect(within(link).getByRole('img').getAttribute('alt')).toBe('Empresa 2');
  });

  it('shows, but does not link, a sponsor whose URL is not http(s)', () => {
    renderSections();
    const silver = screen.getByRole('region', { name: 'Patrocinadores plata' });
    expect(within(silver).queryByRole('link')).toBeNull();
    expect(within(silver).getByRole('img', { name: 'Empresa 3' })).toBeTruthy();
  });
});
