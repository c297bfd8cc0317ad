import { type Lead, type LeadsResponse, leadsTexts } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { LeadsView } from './leads-view';

afterEach(() => vi.unstubAllGlobals());

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const lead = (over: Partial<Lead>): Lead => ({
  id: 'l1',
  stage: 'new',
  status: 'pending',
  clientName: 'Wambũi Njoroge',
  clientEmail: 'wambui@example.com',
  clientPhone: null,
  service: 'Wedding',
  package: { id: 'p1', title: 'Full-day wedding' },
  eventDate: '2026-12-12',
  createdAt: ago(50 * HOUR),
  lastMessage: { text: 'A garden wedding in Karen, about 150 guests.', author: 'client', at: ago(50 * HOUR) },
  waitingSince: ago(50 * HOUR),
  ...over,
});

const LEADS: Lead[] = [
  lead({}),
  lead({
    id: 'l2',
    stage: 'conversation',
    clientName: 'Achieng Atieno',
    clientEmail: 'achieng@example.com',
    package: null,
    eventDate: null,
    lastMessage: { text: 'I am free that day.', author: 'photographer', at: ago(3 * HOUR) },
    waitingSince: null,
  }),
  lead({ id: 'l3', stage: 'lost', status: 'expired', clientName: 'Esther Wafula', waitingSince: null }),
];

/** A server that filters LEADS by stage and text as the API does, and records each URL asked. */
function server(all: Lead[] = LEADS, fail = false) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (fail) return new Response(JSON.stringify({ message: 'Boom', code: 'INTERNAL' }), { status: 500 });
      const query = new URL(url, 'http://localhost').searchParams;
      const q = query.get('q')?.toLowerCase() ?? '';
      const matching = all.filter((l) => !q || l.clientName.toLowerCase().includes(q));
      const stage = query.get('stage');
      const body: LeadsResponse = {
        leads: stage ? matching.filter((l) => l.stage === stage) : matching,
        stages: (['new', 'conversation', 'accepted', 'completed', 'lost'] as const).map((s) => ({
          stage: s,
          count: matching.filter((l) => l.stage === s).length,
        })),
        packages: [{ id: 'p1', title: 'Full-day wedding' }],
      };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return urls;
}

/** The first render loads the view's modules: on a busy machine it may take more than a second. */
const SLOW = { timeout: 5000 };
const exportLink = () => screen.getByRole('link', { name: leadsTexts.exportCsv });

describe('LeadsView', () => {
  it('shows every stage with its count, and each card with client, package, date, last message and waiting time', async () => {
    server();
    renderWithProviders(<LeadsView />, { path: '/photographer-dashboard/leads' });
    const fresh = (await screen.findByRole('heading', { name: 'Wambũi Njoroge' }, SLOW)).closest('article')!;
    expect(within(fresh).getByText('wambui@example.com')).toBeInTheDocument();
    expect(within(fresh).getByText('Full-day wedding')).toBeInTheDocument();
    expect(within(fresh).getByText('Sat, 12 Dec 2026')).toBeInTheDocument();
    expect(within(fresh).getByText('A garden wedding in Karen, about 150 guests.')).toBeInTheDocument();
    expect(within(fresh).getByText(/^Client ·/)).toBeInTheDocument();
    expect(within(fresh).getByText('waiting 2 days')).toBeInTheDocument();
    // The card opens the booking in Bookings, which scrolls to it.
    expect(within(fresh).getByRole('link', { name: 'Wambũi Njoroge' })).toHaveAttribute(
      'href',
      '/photographer-dashboard/booking-requests?request=l1',
    );

    const talking = screen.getByRole('heading', { name: 'Achieng Atieno' }).closest('article')!;
    expect(within(talking).getByText(leadsTexts.noPackageChosen)).toBeInTheDocument();
    expect(within(talking).getByText(leadsTexts.noEventDate)).toBeInTheDocument();
    expect(within(talking).getByText(/^You ·/)).toBeInTheDocument();
    expect(within(talking).queryByText(/^waiting/)).toBeNull();
    // A lost lead says why.
    const lost = screen.getByRole('heading', { name: 'Esther Wafula' }).closest('article')!;
    expect(within(lost).getByText('Expired')).toBeInTheDocument();

    // Every stage is a section, empty ones say so.
    for (const [name, count] of [
      ['New', 1],
      ['In conversation', 1],
      ['Accepted', 0],
      ['Completed', 0],
      ['Lost', 1],
    ] as const) {
      const section = screen.getByRole('region', { name });
      expect(within(section).getByText(String(count))).toBeInTheDocument();
      if (count === 0) expect(within(section).getByText(/^None/)).toBeInTheDocument();
    }
    const tabs = screen.getByRole('navigation', { name: 'Stages' });
    expect(within(tabs).getByRole('link', { name: /All stages\s*3/ })).toHaveAttribute('aria-current', 'page');
    expect(exportLink()).toHaveAttribute('href', '/api/photographers/me/leads.csv');
  });

  it('keeps the filters in the URL: a stage tab, the search and the package, and exports with them', async () => {
    const urls = server();
    renderWithProviders(<LeadsView />, { path: '/photographer-dashboard/leads?package=p1' });
    await screen.findByRole('heading', { name: 'Wambũi Njoroge' }, SLOW);
    expect(urls.at(-1)).toBe('/api/photographers/me/leads?package=p1');
    expect(screen.getByRole('combobox', { name: 'Package' })).toHaveValue('p1');

    await userEvent.click(screen.getByRole('link', { name: /Lost\s*1/ }));
    await waitFor(() => expect(urls.at(-1)).toBe('/api/photographers/me/leads?stage=lost&package=p1'));
    expect(await screen.findByRole('heading', { name: 'Esther Wafula' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Wambũi Njoroge' })).toBeNull();
    expect(screen.getByRole('link', { name: /Lost\s*1/ })).toHaveAttribute('aria-current', 'page');
    expect(exportLink()).toHaveAttribute('href', '/api/photographers/me/leads.csv?stage=lost&package=p1');

    await userEvent.type(screen.getByRole('searchbox', { name: leadsTexts.searchLabel }), 'esther');
    await waitFor(() => expect(urls.at(-1)).toBe('/api/photographers/me/leads?stage=lost&q=esther&package=p1'));
    expect(exportLink()).toHaveAttribute('href', '/api/photographers/me/leads.csv?stage=lost&q=esther&package=p1');

    await userEvent.click(screen.getByRole('button', { name: leadsTexts.clearFilters }));
    await waitFor(() => expect(urls.at(-1)).toBe('/api/photographers/me/leads'));
    expect(screen.getByRole('searchbox', { name: leadsTexts.searchLabel })).toHaveValue('');
  });

  it('filters by event dates', async () => {
    const urls = server();
    renderWithProviders(<LeadsView />, { path: '/photographer-dashboard/leads' });
    await screen.findByRole('heading', { name: 'Wambũi Njoroge' }, SLOW);
    await userEvent.type(screen.getByLabelText(leadsTexts.fromLabel), '2026-12-01');
    await waitFor(() => expect(urls.at(-1)).toBe('/api/photographers/me/leads?from=2026-12-01'));
    expect(screen.getByLabelText(leadsTexts.toLabel)).toHaveAttribute('min', '2026-12-01');
  });

  it('says when there are no leads at all, and when none match the filters', async () => {
    server([]);
    const first = renderWithProviders(<LeadsView />, { path: '/photographer-dashboard/leads' });
    expect(await screen.findByText(leadsTexts.empty)).toBeInTheDocument();
    first.unmount();
    server();
    renderWithProviders(<LeadsView />, { path: '/photographer-dashboard/leads?q=nobody' });
    expect(await screen.findByText(leadsTexts.emptyFiltered)).toBeInTheDocument();
  });

  it('says when the leads could not be loaded', async () => {
    server(LEADS, true);
    renderWithProviders(<LeadsView />, { path: '/photographer-dashboard/leads' });
    expect(await screen.findByRole('alert')).toHaveTextContent(leadsTexts.failure);
  });
});
