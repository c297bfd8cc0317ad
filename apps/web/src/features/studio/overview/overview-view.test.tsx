import { STUDIO_NEW_SUBSCRIBERS_DAYS, studioMediaTexts, studioTexts } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { fakeStudio } from '../testing/fake-studio';
import { OverviewView } from './overview-view';

afterEach(() => vi.unstubAllGlobals());

const overview = (attention: Record<string, number>) => ({
  photographers: 40,
  hidden: 2,
  featured: 6,
  reports: attention.reports ?? 0,
  attention: { messages: 0, tickets: 0, reports: 0, bookings: 0, subscribers: 0, ...attention },
  since: '2026-11-20T08:00:00.000Z',
});

describe('OverviewView', () => {
  it('shows what needs attention, each count a link to where it is handled, then the marketplace', async () => {
    fakeStudio({ overview: overview({ messages: 2, tickets: 1, reports: 3, bookings: 4, subscribers: 1250 }) });
    renderWithProviders(<OverviewView />);
    const attention = screen.getByRole('list', { name: studioTexts.attentionLabel });
    const link = (name: string) => within(attention).getByRole('link', { name });
    expect(await within(attention).findByText('1,250')).toBeInTheDocument();
    expect(link(studioTexts.attention.messages)).toHaveAttribute('href', '/studio/inbox');
    expect(link(studioTexts.attention.tickets)).toHaveAttribute('href', '/studio/support?state=open');
    expect(link(studioTexts.attention.reports)).toHaveAttribute('href', '/studio/reviews');
    expect(link(studioTexts.attention.bookings)).toHaveAttribute('href', '/studio/bookings?state=pending');
    expect(link(studioTexts.attention.subscribers)).toHaveAttribute('href', '/studio/newsletter');
    // Each link is described by its number.
    expect(link(studioTexts.attention.bookings)).toHaveAccessibleDescription('4');
    expect(link(studioTexts.attention.messages)).toHaveAccessibleDescription('2');
    expect(
      screen.getByText(studioTexts.attentionSince({ days: STUDIO_NEW_SUBSCRIBERS_DAYS }), { exact: false }),
    ).toBeVisible();
    expect(screen.queryByText(studioTexts.attentionClear, { exact: false })).not.toBeInTheDocument();

    const marketplace = screen.getByRole('list', { name: studioTexts.countsLabel });
    expect(
      within(marketplace).getByRole('link', { name: studioTexts.counts.photographers }),
    ).toHaveAccessibleDescription('40');
    expect(within(marketplace).getByRole('link', { name: studioTexts.counts.hidden })).toHaveAttribute(
      'href',
      '/studio/photographers?state=hidden',
    );

    // Below them, the media library's count of the places that still show sample photographs.
    const samples = screen.getByRole('region', { name: studioMediaTexts.samples.title });
    expect(await within(samples).findByText(studioMediaTexts.samples.count({ count: 2 }))).toBeInTheDocument();
    expect(within(samples).getByRole('link', { name: 'Hero slide 1 (2)' })).toHaveAttribute(
      'href',
      '/studio/content/heroSlides',
    );
  });

  it('says when nothing is waiting', async () => {
    fakeStudio({ overview: overview({ subscribers: 3 }) });
    renderWithProviders(<OverviewView />);
    expect(await screen.findByText(studioTexts.attentionClear, { exact: false })).toBeInTheDocument();
  });

  it('offers a retry when the numbers cannot be loaded; the sample count still shows', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith('/studio/content/sample-places')
          ? new Response(JSON.stringify({ total: 0, places: [] }), {
              status: 200,
              headers: { 'content-type': 'application/json' },
            })
          : new Response('{}', { status: 500 }),
      ),
    );
    renderWithProviders(<OverviewView />);
    expect(await screen.findByText(studioTexts.failure)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
    expect(await screen.findByText(studioMediaTexts.samples.count({ count: 0 }))).toBeInTheDocument();
  });

  it('each part failing offers its own retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    renderWithProviders(<OverviewView />);
    expect(await screen.findByText(studioTexts.failure)).toBeInTheDocument();
    expect(await screen.findByText(studioMediaTexts.samples.loadFailure)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /try again|retry/i })).toHaveLength(2);
  });
});
