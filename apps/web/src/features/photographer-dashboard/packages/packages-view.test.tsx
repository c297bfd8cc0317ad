import { type PhotographerPackage, packagesTexts } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { photographerFixture } from '../testing/fixtures';
import { PackagesView } from './packages-view';

const pkg = (over: Partial<PhotographerPackage>): PhotographerPackage => ({
  id: 'a',
  title: 'Half-day wedding',
  description: '',
  priceKes: 65_000,
  priceUsd: 500,
  durationValue: 4,
  durationUnit: 'hours',
  deliverables: '300 edited photos',
  active: true,
  position: 0,
  depositKind: 'percent' as const,
  depositValue: 30,
  balanceDueDays: 7,
  cancellationPolicy: 'moderate' as const,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...over,
});

/** A small fake of the packages API: it keeps the list and records every change sent. */
function fakeServer(initial: PhotographerPackage[], { portfolio = true } = {}) {
  let list = [...initial];
  const sent: { method: string; url: string; body: unknown }[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (method === 'GET' && url === '/api/photographers/portfolio')
      return json(200, { success: true, photographer: portfolio ? photographerFixture() : null });
    if (method === 'GET' && url === '/api/photographers/me/packages') return json(200, { data: list });
    sent.push({ method, url, body });
    if (method === 'PUT' && url === '/api/photographers/me/packages/order') {
      const ids = (body as { ids: string[] }).ids;
      list = ids.map((id, position) => ({ ...list.find((p) => p.id === id)!, position }));
      return json(200, { data: list });
    }
    if (method === 'POST') {
      const created = pkg({ ...(body as object), id: `n${list.length}`, position: list.length, active: true });
      list = [...list, created];
      return json(201, { data: created });
    }
    const id = url.split('/').pop()!;
    if (method === 'PUT') {
      list = list.map((p) => (p.id === id ? { ...p, ...(body as object) } : p));
      return json(200, { data: list.find((p) => p.id === id) });
    }
    if (method === 'DELETE') {
      list = list.filter((p) => p.id !== id);
      return json(200, { success: true, kept: false });
    }
    return json(404, { message: 'No route', code: 'NOT_FOUND' });
  };
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  return { sent, list: () => list };
}

beforeEach(() => {
  // The list scrolls the form into view when editing starts.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const packageItems = async () =>
  within(await screen.findByRole('list', { name: /your packages/i })).getAllByRole('listitem');

describe('PackagesView', () => {
  it('lists the packages in order with price, duration, deliverables and the hidden ones marked', async () => {
    fakeServer([
      pkg({}),
      pkg({
        id: 'b',
        title: 'Studio portraits',
        priceUsd: null,
        active: false,
        position: 1,
        durationValue: 1,
        durationUnit: 'days',
      }),
    ]);
    renderWithProviders(<PackagesView />);
    const items = await packageItems();
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Half-day wedding');
    expect(items[0]).toHaveTextContent('Ksh 65,000 (US$500)');
    expect(items[0]).toHaveTextContent('4 hours');
    expect(items[0]).toHaveTextContent('300 edited photos');
    expect(items[0]).not.toHaveTextContent(packagesTexts.hiddenBadge);
    expect(items[1]).toHaveTextContent('Ksh 65,000');
    expect(items[1]).toHaveTextContent('1 day');
    expect(items[1]).toHaveTextContent(packagesTexts.hiddenBadge);
    expect(
      within(items[0]!).getByRole('button', { name: packagesTexts.moveUp({ title: 'Half-day wedding' }) }),
    ).toBeDisabled();
    expect(
      within(items[1]!).getByRole('button', { name: packagesTexts.moveDown({ title: 'Studio portraits' }) }),
    ).toBeDisabled();
  });

  it('moves a package with the keyboard, sends the new order and keeps focus on the moved package', async () => {
    const server = fakeServer([pkg({}), pkg({ id: 'b', title: 'Studio portraits', position: 1 })]);
    renderWithProviders(<PackagesView />);
    const items = await packageItems();
    within(items[1]!)
      .getByRole('button', { name: packagesTexts.moveUp({ title: 'Studio portraits' }) })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(server.sent).toEqual([
        { method: 'PUT', url: '/api/photographers/me/packages/order', body: { ids: ['b', 'a'] } },
      ]),
    );
    await waitFor(async () => expect((await packageItems())[0]).toHaveTextContent('Studio portraits'));
    // At the top "up" is disabled: focus stays on the package, on its "down" button.
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(packagesTexts.moveDown({ title: 'Studio portraits' })),
    );
    expect(screen.getByText('Studio portraits: 1 of 2.')).toBeInTheDocument();
  });

  it('adds a package: messages under the fields and nothing sent, then whole numbers sent', async () => {
    const server = fakeServer([]);
    renderWithProviders(<PackagesView />);
    expect(await screen.findByText(packagesTexts.empty)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Price (KES)'), '65k');
    await userEvent.click(screen.getByRole('button', { name: packagesTexts.add }));
    expect(await screen.findByText(packagesTexts.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(packagesTexts.priceInvalid)).toBeInTheDocument();
    expect(screen.getByText(packagesTexts.durationInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(server.sent).toEqual([]);

    await userEvent.type(screen.getByLabelText('Title'), 'Full-day wedding');
    await userEvent.clear(screen.getByLabelText('Price (KES)'));
    await userEvent.type(screen.getByLabelText('Price (KES)'), '120,000');
    await userEvent.type(screen.getByLabelText('Duration'), '1');
    await userEvent.selectOptions(screen.getByLabelText('Duration in'), 'days');
    await userEvent.type(screen.getByLabelText(/What you deliver/), 'Online gallery');
    await userEvent.click(screen.getByRole('button', { name: packagesTexts.add }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toEqual({
      method: 'POST',
      url: '/api/photographers/me/packages',
      body: {
        title: 'Full-day wedding',
        description: '',
        priceKes: 120_000,
        priceUsd: null,
        durationValue: 1,
        durationUnit: 'days',
        deliverables: 'Online gallery',
        // The payment terms' defaults (ADR 0038), sent as the form shows them.
        depositKind: 'percent',
        depositValue: 30,
        balanceDueDays: 7,
        cancellationPolicy: 'moderate',
      },
    });
    expect(await screen.findByText(packagesTexts.created)).toBeInTheDocument();
    expect((await packageItems())[0]).toHaveTextContent('Full-day wedding');
  });

  it("shows the server's field message under its field", async () => {
    fakeServer([]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if ((init?.method ?? 'GET') === 'POST')
          return new Response(
            JSON.stringify({ message: 'Bad', code: 'VALIDATION', errors: { title: ['Title is taken.'] } }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          );
        const body = url.endsWith('/portfolio') ? { success: true, photographer: photographerFixture() } : { data: [] };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    renderWithProviders(<PackagesView />);
    await userEvent.type(await screen.findByLabelText('Title'), 'Weddings');
    await userEvent.type(screen.getByLabelText('Price (KES)'), '1000');
    await userEvent.type(screen.getByLabelText('Duration'), '2');
    await userEvent.click(screen.getByRole('button', { name: packagesTexts.add }));
    expect(await screen.findByText('Title is taken.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
  });

  it('edits a package in the form, keeping its visibility', async () => {
    const server = fakeServer([pkg({})]);
    renderWithProviders(<PackagesView />);
    const [item] = await packageItems();
    await userEvent.click(within(item!).getByRole('button', { name: 'Edit Half-day wedding' }));
    const title = screen.getByLabelText('Title');
    await waitFor(() => expect(title).toHaveValue('Half-day wedding'));
    expect(screen.getByLabelText('Price (USD, optional)')).toHaveValue('500');
    await userEvent.clear(title);
    await userEvent.type(title, 'Half-day wedding plus');
    await userEvent.click(screen.getByRole('button', { name: packagesTexts.save }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toMatchObject({ method: 'PUT', url: '/api/photographers/me/packages/a' });
    expect(server.sent[0]!.body).not.toHaveProperty('active');
    expect(await screen.findByText(packagesTexts.saved)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: packagesTexts.add })).toBeInTheDocument();
  });

  it('hides and shows a package', async () => {
    const server = fakeServer([pkg({})]);
    renderWithProviders(<PackagesView />);
    const [item] = await packageItems();
    await userEvent.click(within(item!).getByRole('button', { name: 'Hide Half-day wedding' }));
    await waitFor(() => expect(server.sent[0]).toMatchObject({ method: 'PUT', body: { active: false } }));
    expect(await screen.findByText(packagesTexts.hidden)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Show Half-day wedding' }));
    await waitFor(() => expect(server.sent[1]).toMatchObject({ method: 'PUT', body: { active: true } }));
  });

  it('deletes only after the confirmation', async () => {
    const server = fakeServer([pkg({})]);
    renderWithProviders(<PackagesView />);
    const [item] = await packageItems();
    await userEvent.click(within(item!).getByRole('button', { name: 'Delete Half-day wedding' }));
    const dialog = await screen.findByRole('alertdialog', { name: packagesTexts.deleteConfirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.sent).toEqual([]);
    await userEvent.click(within(item!).getByRole('button', { name: 'Delete Half-day wedding' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: packagesTexts.deleteConfirmTitle })).getByRole('button', {
        name: 'Delete package',
      }),
    );
    await waitFor(() =>
      expect(server.sent).toEqual([{ method: 'DELETE', url: '/api/photographers/me/packages/a', body: undefined }]),
    );
    expect(await screen.findByText(packagesTexts.empty)).toBeInTheDocument();
  });

  it('asks for a portfolio first', async () => {
    fakeServer([], { portfolio: false });
    renderWithProviders(<PackagesView />);
    expect(await screen.findByText(packagesTexts.needsPortfolio)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your portfolio' })).toHaveAttribute(
      'href',
      '/photographer-dashboard/portfolio',
    );
  });
});
