import { addDays, eachDay, type Photographer, paymentsTexts } from '@studio/shared';
import { studioToday } from '@/lib/calendar-date';
import { shortDayLabel } from '@/lib/month-grid';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ProfileView } from './profile-view';

afterEach(() => vi.unstubAllGlobals());

const ID = '0b9f7c1e-5d0a-4a53-9a3e-2f1c8d7e6b5a';

const photographer = (over: Partial<Photographer> = {}): Photographer => ({
  _id: ID,
  userId: 'u1',
  name: 'Otieno Ouma',
  email: '',
  phone: '',
  message: '',
  images: [],
  gallery: [],
  video: null,
  speciality: 'Event',
  price: '',
  location: 'Kisumu',
  experience: '',
  website: '',
  instagram: '',
  profile_picture: null,
  featured: false,
  availability: null,
  startingPrice: null,
  startingCurrency: null,
  experienceYears: null,
  rating: { average: null, count: 0 },
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  ...over,
});

/** The public availability (docs/rules/history.md#issue-12): every day free but the first two and the fourth. */
function availability(url: string) {
  const q = new URL(url, 'http://localhost').searchParams;
  const days = eachDay(q.get('from')!, q.get('to')!).map((date, i) => ({ date, free: i === 2 || i > 3 }));
  return new Response(JSON.stringify({ from: q.get('from'), to: q.get('to'), days }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

function stubApi(answer: { status: number; body?: unknown }) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (url.endsWith('/views')) return new Response(JSON.stringify({ counted: true }), { status: 200 });
    if (url.includes('/availability?')) return availability(url);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

const unread = { photographer: null, notFound: false, error: null };

describe('ProfileView', () => {
  it('shows every fallback text for a portfolio with empty optional fields, and records one view', async () => {
    const calls = stubApi({ status: 200, body: { photographer: photographer() } });
    renderWithProviders(<ProfileView id={ID} {...unread} viewerId={null} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Otieno Ouma' })).toBeInTheDocument();
    expect(screen.getByText('No description available')).toBeInTheDocument();
    // docs/rules/history.md#issue-12: the next free dates (six at most) take the place of the free text, which has none here.
    const free = await screen.findByRole('list', { name: 'Next free dates' });
    const today = studioToday();
    expect(
      within(free)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([2, 4, 5, 6, 7, 8].map((n) => shortDayLabel(addDays(today, n))));
    expect(screen.queryByText('No available data at the moment')).not.toBeInTheDocument();
    expect(screen.getByText('Not stated')).toBeInTheDocument();
    const details = screen.getByRole('complementary', { name: 'Details' });
    const fact = (label: string) => within(details).getByText(label).closest('div')!;
    expect(within(fact('Email')).getByText('Not provided')).toBeInTheDocument();
    expect(within(fact('Phone')).getByText('Not provided')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Contact/ })[0]).toHaveAttribute('href', `/contact/${ID}`);
    await waitFor(() =>
      expect(calls.filter((c) => c.startsWith('POST'))).toEqual([`POST /api/photographers/portfolio/${ID}/views`]),
    );
  });

  it('lists the packages read with the page, each with a link to request it (issue 12)', async () => {
    stubApi({ status: 200, body: { photographer: photographer() } });
    const pkg = {
      id: '11111111-1111-4111-8111-111111111111',
      title: 'Conference day',
      description: 'Keynotes and networking.',
      priceKes: 90_000,
      priceUsd: 700,
      durationValue: 1,
      durationUnit: 'days' as const,
      deliverables: '200 edited photos in 3 days',
      active: true,
      position: 0,
      depositKind: 'percent' as const,
      depositValue: 30,
      balanceDueDays: 7,
      cancellationPolicy: 'moderate' as const,
      createdAt: '2026-11-01T08:00:00.000Z',
      updatedAt: '2026-11-01T08:00:00.000Z',
    };
    renderWithProviders(
      <ProfileView id={ID} {...unread} photographer={photographer()} packages={[pkg]} viewerId={null} />,
    );
    const section = await screen.findByRole('region', { name: 'Packages' });
    const item = within(section).getByRole('listitem', { name: 'Conference day' });
    expect(item).toHaveTextContent('Ksh 90,000 (US$700)');
    expect(item).toHaveTextContent('1 day');
    expect(item).toHaveTextContent('200 edited photos in 3 days');
    expect(item).toHaveTextContent('Keynotes and networking.');
    // Its payment terms (ADR 0038): 30 % of Ksh 90,000, the balance a week before, the moderate policy.
    expect(item).toHaveTextContent(paymentsTexts.termsDeposit({ kind: 'percent', value: 30, amount: 'Ksh 27,000' }));
    expect(item).toHaveTextContent(paymentsTexts.termsBalance({ days: 7 }));
    expect(item).toHaveTextContent(paymentsTexts.policyLabels.moderate);
    expect(within(item).getByRole('link', { name: /Request this package/ })).toHaveAttribute(
      'href',
      `/contact/${ID}?package=${pkg.id}`,
    );
  });

  it('has no packages section without packages', async () => {
    stubApi({ status: 200, body: { photographer: photographer() } });
    renderWithProviders(<ProfileView id={ID} {...unread} photographer={photographer()} viewerId={null} />);
    await screen.findByRole('heading', { level: 1, name: 'Otieno Ouma' });
    expect(screen.queryByRole('region', { name: 'Packages' })).not.toBeInTheDocument();
  });

  it('shows availability, experience and contact details when they exist', async () => {
    stubApi({
      status: 200,
      body: {
        photographer: photographer({
          _id: `${ID.slice(0, -1)}b`,
          availability: 'Weekends',
          experience: '8 years',
          experienceYears: 8,
          email: 'otieno@example.com',
          phone: '+254 733 111 222',
          message: 'Concerts and conferences around Lake Victoria.',
        }),
      },
    });
    const id = `${ID.slice(0, -1)}b`;
    renderWithProviders(<ProfileView id={id} {...unread} viewerId={null} />);
    expect(await screen.findByText('Weekends available')).toBeInTheDocument();
    expect(screen.getByText('8 years')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'otieno@example.com' })).toHaveAttribute(
      'href',
      'mailto:otieno@example.com',
    );
    expect(screen.getByRole('link', { name: '+254 733 111 222' })).toHaveAttribute('href', 'tel:+254733111222');
    expect(screen.getByText('Concerts and conferences around Lake Victoria.')).toBeInTheDocument();
  });

  it("says 'Photographer not found' for an unknown id, and 'Error: {message}' otherwise", async () => {
    stubApi({ status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } });
    const first = renderWithProviders(
      <ProfileView id="missing" photographer={null} notFound error={null} viewerId={null} />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Photographer not found' })).toBeInTheDocument();
    first.unmount();
    renderWithProviders(
      <ProfileView id="broken" photographer={null} notFound={false} error="Service unavailable" viewerId={null} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Error: Service unavailable' })).toBeInTheDocument();
  });
  it("links the photographer's Instagram when given, and shows no Instagram row otherwise (issue 23)", async () => {
    stubApi({ status: 200, body: { photographer: photographer({ instagram: 'otieno.frames' }) } });
    renderWithProviders(<ProfileView id={ID} {...unread} viewerId={null} />);
    const link = await screen.findByRole('link', { name: /@otieno\.frames/ });
    expect(link).toHaveAttribute('href', 'https://www.instagram.com/otieno.frames/');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('has no Instagram row without a handle', async () => {
    stubApi({ status: 200, body: { photographer: photographer() } });
    renderWithProviders(<ProfileView id={ID} {...unread} viewerId={null} />);
    await screen.findByRole('heading', { level: 1, name: 'Otieno Ouma' });
    expect(screen.queryByText('Instagram')).not.toBeInTheDocument();
  });
});

describe('ProfileView film', () => {
  it('shows a link to the film until play is pressed, then the film with its controls', async () => {
    stubApi({ status: 200, body: { photographer: photographer({ video: '/uploads/portfolios/film.mp4' }) } });
    const { container } = renderWithProviders(<ProfileView id={ID} {...unread} viewerId={null} />);
    const play = await screen.findByRole('button', { name: 'Play the film by Otieno Ouma' });
    expect(play).toHaveAttribute('href', '/uploads/portfolios/film.mp4');
    expect(container.querySelector('video')).toBeNull();
    play.click();
    const film = await screen.findByLabelText('A film by Otieno Ouma');
    expect(film.tagName).toBe('VIDEO');
    expect(film).toHaveAttribute('controls');
    expect(film).toHaveAttribute('autoplay');
  });
});
