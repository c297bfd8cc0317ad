import { authTexts, galleriesTexts, paths, type StudioGallerySummary, studioTexts } from '@studio/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studioDayIn } from '@/lib/calendar-date';
import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { fakeGalleryServer, galleryFixture } from '@/features/galleries/testing/fake-gallery-server';
import { StudioClientPanel } from '@/features/studio/galleries/client-panel';
import { Component as StudioGalleriesView } from './studio-galleries';
import { Component as StudioGallery } from './studio-gallery';

const t = galleriesTexts.studio;
const m = galleriesTexts.manager;

afterEach(() => vi.unstubAllGlobals());

const summary = (over: Partial<StudioGallerySummary> = {}): StudioGallerySummary => ({
  id: 'g1',
  title: 'Njeri’s graduation',
  client: { name: 'Njeri Mwangi', email: 'njeri@example.com', invitedAt: null, accepted: false },
  photos: 12,
  expiresAt: '2027-03-01T20:59:59.999Z',
  expired: false,
  createdAt: '2026-11-20T08:00:00.000Z',
  ...over,
});

/** The router's address, to see where the page sends staff. */
function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

describe('StudioGalleriesView (/studio/galleries)', () => {
  it('lists the galleries with their client, where the invitation stands and their photographs', async () => {
    stubApi({
      'GET /api/studio/galleries': {
        status: 200,
        body: {
          data: [
            summary(),
            summary({
              id: 'g2',
              title: 'Otieno family',
              client: {
                name: 'Otieno',
                email: 'otieno@example.com',
                invitedAt: '2026-11-25T09:00:00.000Z',
                accepted: false,
              },
            }),
            summary({
              id: 'g3',
              title: 'Kamau wedding',
              client: {
                name: 'Kamau',
                email: 'kamau@example.com',
                invitedAt: '2026-11-21T09:00:00.000Z',
                accepted: true,
              },
              expired: true,
            }),
          ],
        },
      },
    });
    renderWithProviders(<StudioGalleriesView />);
    const cards = within(await screen.findByRole('list', { name: galleriesTexts.cards.label })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('link', { name: 'Njeri’s graduation' })).toHaveAttribute(
      'href',
      '/studio/galleries/g1',
    );
    expect(cards[0]).toHaveTextContent(t.client({ name: 'Njeri Mwangi', email: 'njeri@example.com' }));
    expect(cards[0]).toHaveTextContent(t.invitation({ state: 'none', date: '' }));
    expect(cards[0]).toHaveTextContent(
      galleriesTexts.manage.cardLine({ photos: 12, state: 'open', date: '1 March 2027' }),
    );
    expect(cards[1]).toHaveTextContent(t.invitation({ state: 'sent', date: '25 November 2026' }));
    expect(cards[2]).toHaveTextContent(t.invitation({ state: 'accepted', date: '' }));
    expect(cards[2]).toHaveTextContent(galleriesTexts.manage.cardLine({ photos: 12, state: 'expired', date: '' }));
  });

  it('says when there is none yet, and when the list cannot be read (with a retry)', async () => {
    let fail = true;
    stubApi({
      'GET /api/studio/galleries': () =>
        fail ? { status: 500, body: { message: 'Broken', code: 'INTERNAL' } } : { status: 200, body: { data: [] } },
    });
    renderWithProviders(<StudioGalleriesView />);
    expect(screen.getByRole('status')).toHaveTextContent(t.loading);
    expect(await screen.findByRole('alert')).toHaveTextContent(t.loadFailed);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });

  it('checks the new gallery by the shared rules, then makes it and opens its page', async () => {
    const sent = stubApi({
      'GET /api/studio/galleries': { status: 200, body: { data: [] } },
      'POST /api/studio/galleries': {
        status: 201,
        body: galleryFixture({ id: 'g9', role: 'photographer', bookingId: null }),
      },
    });
    renderWithProviders(
      <>
        <StudioGalleriesView />
        <Where />
      </>,
    );
    const user = userEvent.setup();
    const form = within(screen.getByRole('region', { name: t.newGallery }));
    expect(form.getByLabelText(m.openUntil)).toHaveValue(studioDayIn(90));
    expect(form.getByRole('checkbox', { name: t.clientDownloads })).toBeChecked();
    await user.click(form.getByRole('button', { name: t.create }));
    expect(await form.findByText(galleriesTexts.titleRequired)).toBeInTheDocument();
    expect(form.getByText(t.clientNameRequired)).toBeInTheDocument();
    expect(form.getByText(authTexts.emailInvalid)).toBeInTheDocument();
    expect(form.getByLabelText(m.title)).toHaveFocus();
    await user.type(form.getByLabelText(m.title), 'Njeri’s graduation');
    await user.type(form.getByLabelText(t.clientName), 'Njeri Mwangi');
    await user.type(form.getByLabelText(t.clientEmail), 'Njeri@Example.com');
    await user.type(form.getByLabelText(m.selectionMin), '5');
    await user.type(form.getByLabelText(m.selectionMax), '2');
    await user.click(form.getByRole('button', { name: t.create }));
    expect(await form.findByText(galleriesTexts.selectionRange)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(form.getByLabelText(m.selectionMax));
    await user.type(form.getByLabelText(m.selectionMax), '20');
    await user.click(form.getByRole('checkbox', { name: t.clientDownloads }));
    await user.click(form.getByRole('button', { name: t.create }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/studio/galleries/g9'));
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/studio/galleries',
        body: {
          title: 'Njeri’s graduation',
          expiresOn: studioDayIn(90),
          selectionMin: 5,
          selectionMax: 20,
          clientDownloads: false,
          clientName: 'Njeri Mwangi',
          clientEmail: 'njeri@example.com',
        },
      },
    ]);
  });

  it("puts the server's field messages under the fields", async () => {
    stubApi({
      'GET /api/studio/galleries': { status: 200, body: { data: [] } },
      'POST /api/studio/galleries': {
        status: 400,
        body: { message: 'Invalid', code: 'VALIDATION', errors: { expiresOn: [galleriesTexts.expiresInPast] } },
      },
    });
    renderWithProviders(<StudioGalleriesView />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(m.title), 'Otieno family');
    await user.type(screen.getByLabelText(t.clientName), 'Otieno');
    await user.type(screen.getByLabelText(t.clientEmail), 'otieno@example.com');
    await user.click(screen.getByRole('button', { name: t.create }));
    expect(await screen.findByText(galleriesTexts.expiresInPast)).toBeInTheDocument();
    expect(screen.getByLabelText(m.openUntil)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('StudioClientPanel (a studio gallery’s client)', () => {
  const client = { name: 'Njeri Mwangi', email: 'njeri@example.com', invitedAt: null, accepted: false };

  it('e-mails the invitation, then says so and offers a new one', async () => {
    const invited = { ...client, invitedAt: '2026-11-29T09:00:00.000Z' };
    const sent = stubApi({
      'POST /api/studio/galleries/g1/invitation': { status: 200, body: { client: invited } },
    });
    const onInvited = vi.fn();
    renderWithProviders(<StudioClientPanel galleryId="g1" client={client} onInvited={onInvited} />);
    const panel = within(screen.getByRole('region', { name: t.client({ name: client.name, email: client.email }) }));
    expect(panel.getByText(t.invitation({ state: 'none', date: '' }))).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: t.invite }));
    expect(await panel.findByRole('status')).toHaveTextContent(t.inviteSent({ email: client.email }));
    expect(panel.getByText(t.invitation({ state: 'sent', date: '29 November 2026' }))).toBeInTheDocument();
    expect(panel.getByRole('button', { name: t.inviteAgain })).toBeEnabled();
    expect(sent).toEqual([{ method: 'POST', url: '/api/studio/galleries/g1/invitation', body: undefined }]);
    expect(onInvited).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal when the invitation cannot be sent", async () => {
    stubApi({
      'POST /api/studio/galleries/g1/invitation': { status: 403, body: { message: t.onlyStaff, code: 'FORBIDDEN' } },
    });
    renderWithProviders(
      <StudioClientPanel
        galleryId="g1"
        client={{ ...client, accepted: true, invitedAt: '2026-11-21T09:00:00.000Z' }}
      />,
    );
    expect(screen.getByText(t.invitation({ state: 'accepted', date: '' }))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.inviteAgain }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.onlyStaff);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('a studio gallery’s page (/studio/galleries/:id)', () => {
  it('leads back to the list, shows the client and their invitation, then the manager under the console’s name', async () => {
    const client = { name: 'Njeri Mwangi', email: 'njeri@example.com', invitedAt: null, accepted: false };
    const server = fakeGalleryServer(
      galleryFixture({
        role: 'photographer',
        canFavourite: false,
        canSelect: false,
        viewerName: null,
        bookingId: null,
        studioClient: client,
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{ path: paths.studioGallery, element: <StudioGallery /> }], {
      initialEntries: ['/studio/galleries/g1'],
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Achieng & Brian' })).toBeInTheDocument();
    expect(screen.getByText(studioTexts.consoleTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.back })).toHaveAttribute('href', '/studio/galleries');
    const panel = within(screen.getByRole('region', { name: t.client({ name: client.name, email: client.email }) }));
    expect(panel.getByText(t.invitation({ state: 'none', date: '' }))).toBeInTheDocument();
    // The photographer's panels follow: uploads, settings, picks, links.
    expect(screen.getByRole('region', { name: m.upload })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: m.shareLinks })).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: t.invite }));
    expect(await panel.findByRole('status')).toHaveTextContent(t.inviteSent({ email: client.email }));
    // The gallery is read again: the panel and the server agree.
    await waitFor(() => expect(panel.getByRole('button', { name: t.inviteAgain })).toBeInTheDocument());
    expect(server.view.studioClient?.invitedAt).not.toBeNull();
  });
});
