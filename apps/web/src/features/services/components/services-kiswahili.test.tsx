import type { Service, StudioContent } from '@studio/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { studioContentQuery } from '@/lib/studio-content';
import { FeaturedShootCard, ServiceCard } from './service-cards';
import { ServiceDetail } from './service-detail';

/** docs/rules/public-pages.md#languages: a service as the server answers a Kiswahili request. */
const translated: Service = {
  slug: 'weddings',
  title: 'Picha za Harusi',
  summary: 'Tunanasa siku yako yote.',
  description: ['We photograph weddings the way they unfold.'],
  inclusions: ['Mpiga picha mkuu na msaidizi wake', 'Kionjo cha picha 30 ndani ya saa 72'],
  startingPriceKes: 180_000,
  priceUnit: 'kwa siku ya harusi',
  turnaround: 'Gallery kamili ndani ya wiki 4',
  images: ['photos/tropical-jetty-beach-01'],
  featured: true,
  english: ['description'],
};
const untranslated: Service = {
  ...translated,
  slug: 'birthdays',
  title: 'Birthday Shoots',
  inclusions: ['One photographer for up to 3 hours'],
  priceUnit: 'per party',
  turnaround: 'Full gallery within 10 days',
  english: ['title', 'inclusions', 'priceUnit', 'turnaround'],
};
const content = { services: [translated, untranslated], imageUploads: [] } as unknown as StudioContent;
/** Renders `ui` with the content a page holds (the other services) and a router. */
function renderWithContent(ui: ReactElement) {
  const client = new QueryClient();
  client.setQueryData(studioContentQuery.queryKey, content);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
const langOf = (text: string) => screen.getAllByText(text)[0]!.closest('[lang]')?.getAttribute('lang') ?? null;

describe('services on a Kiswahili page', () => {
  it('the cards mark the inclusions and price unit shown in English with lang="en", and only those', () => {
    renderWithContent(
      <>
        <FeaturedShootCard service={translated} />
        <FeaturedShootCard service={untranslated} />
        <ServiceCard service={untranslated} index={1} />
      </>,
    );
    expect(langOf('Mpiga picha mkuu na msaidizi wake')).toBeNull();
    expect(langOf('One photographer for up to 3 hours')).toBe('en');
    expect(langOf('per party')).toBe('en');
  });

  it('the service page marks its English inclusions, turnaround and price unit, not its Kiswahili ones', () => {
    renderWithContent(<ServiceDetail service={translated} />);
    expect(langOf('Kionjo cha picha 30 ndani ya saa 72')).toBeNull();
    expect(langOf('Gallery kamili ndani ya wiki 4')).toBeNull();
    expect(langOf('kwa siku ya harusi')).toBeNull();
    expect(langOf('We photograph weddings the way they unfold.')).toBe('en');
    // Another service's English name, in the list of the others.
    expect(langOf('Birthday Shoots')).toBe('en');
  });

  it('and an untranslated service page says each English part so', () => {
    renderWithContent(<ServiceDetail service={untranslated} />);
    expect(langOf('Full gallery within 10 days')).toBe('en');
    expect(langOf('One photographer for up to 3 hours')).toBe('en');
    for (const element of screen.getAllByText('per party'))
      expect(element.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(langOf('Tunanasa siku yako yote.')).toBeNull();
  });
});
