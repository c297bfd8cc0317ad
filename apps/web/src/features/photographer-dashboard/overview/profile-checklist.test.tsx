import { photographerDashboardTexts } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { photographerFixture, routeFetch } from '../testing/fixtures';
import { STRONG_PROFILE_PHOTOS } from './profile-strength';
import { ProfileChecklist } from './profile-checklist';

const t = photographerDashboardTexts.checklist;
afterEach(() => vi.unstubAllGlobals());

const pkg = {
  id: 'k1',
  title: 'Full day',
  description: 'Ceremony to first dance.',
  priceKes: 120000,
  priceUsd: null,
  durationValue: 1,
  durationUnit: 'days',
  deliverables: '400 edited photographs',
  active: true,
  position: 0,
  depositKind: 'percent',
  depositValue: 30,
  balanceDueDays: 7,
  cancellationPolicy: 'moderate',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

function serve(photographer: unknown, packages: unknown[] = []) {
  const { fetchImpl } = routeFetch({
    'GET /api/photographers/portfolio': { status: 200, body: { success: true, photographer } },
    'GET /api/photographers/me/packages': { status: 200, body: { data: packages } },
  });
  vi.stubGlobal('fetch', fetchImpl);
}

describe('ProfileChecklist (issue 23)', () => {
  it('lists what would make the profile stronger, each undone item a link to where it is done', async () => {
    serve(
      photographerFixture({ message: '', instagram: '', video: null, website: '', price: '', profile_picture: null }),
    );
    renderWithProviders(<ProfileChecklist />);
    const section = await screen.findByRole('region', { name: t.title });
    expect(within(section).getByRole('progressbar', { name: t.title })).toHaveAttribute('aria-valuenow', '0');
    expect(section).toHaveTextContent(t.progress({ done: 0, total: 8 }));
    const link = (name: string) => within(section).getByRole('link', { name: new RegExp(name) });
    expect(link(t.items.bio.label)).toHaveAttribute('href', '/photographer-dashboard/portfolio');
    expect(link(t.items.packages.label)).toHaveAttribute('href', '/photographer-dashboard/packages');
    expect(link(t.items.picture.label)).toHaveAttribute('href', '/photographer-dashboard/settings');
    expect(link(t.items.photos.label({ count: STRONG_PROFILE_PHOTOS }))).toHaveAttribute(
      'href',
      '/photographer-dashboard/portfolio',
    );
    expect(within(section).getAllByRole('link')).toHaveLength(8);
  });

  it('marks what is done (no link), and says so when everything is', async () => {
    const gallery = photographerFixture().gallery;
    const full = photographerFixture({
      gallery: Array.from({ length: STRONG_PROFILE_PHOTOS }, (_, i) => ({ ...gallery[0]!, id: `g${i}` })),
      profile_picture: '/uploads/avatars/a.webp',
    });
    serve(full, [pkg]);
    renderWithProviders(<ProfileChecklist />);
    const section = await screen.findByRole('region', { name: t.title });
    expect(section).toHaveTextContent(t.progress({ done: 8, total: 8 }));
    expect(section).toHaveTextContent(t.complete);
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
    expect(within(section).getByText(t.items.video.label)).toBeInTheDocument();
  });

  it('shows nothing before a portfolio exists (the next step says to create it)', async () => {
    serve(null);
    const { container } = renderWithProviders(<ProfileChecklist />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
