import { galleriesTexts } from '@studio/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session-store';
import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { userFixture } from '@/testing/user-fixture';
import { GalleryInvitation } from './gallery-invitation';

const t = galleriesTexts.invitation;

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** The router's address, to see where the page sends the client. */
function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const lookup = { 'POST /api/gallery-invitations/lookup': { status: 200, body: { title: 'Achieng & Brian' } } };

describe('GalleryInvitation (/gallery-invitation#token)', () => {
  it('signed out: names the gallery and sends the client to sign in, keeping the token for the way back', async () => {
    window.history.replaceState(null, '', '/gallery-invitation#good-token');
    const sent = stubApi(lookup);
    renderWithProviders(<GalleryInvitation />);
    expect(await screen.findByText(t.intro({ title: 'Achieng & Brian' }))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(screen.getByText(t.signIn)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.signInLink })).toHaveAttribute(
      'href',
      '/signup?mode=signin&next=%2Fgallery-invitation',
    );
    expect(screen.queryByRole('button', { name: t.accept })).not.toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', url: '/api/gallery-invitations/lookup', body: { token: 'good-token' } }]);
    // The token left the address bar and waits in the tab's storage.
    expect(window.location.hash).toBe('');
    expect(window.sessionStorage.getItem('galleryInvitationToken')).toBe('good-token');
  });

  it('signed in (back from signing in): adds the gallery and opens it in the dashboard', async () => {
    window.history.replaceState(null, '', '/gallery-invitation');
    window.sessionStorage.setItem('galleryInvitationToken', 'kept-token');
    sessionStore.set(userFixture());
    const sent = stubApi({
      ...lookup,
      'POST /api/gallery-invitations/accept': { status: 200, body: { id: 'g7' } },
    });
    renderWithProviders(
      <>
        <GalleryInvitation />
        <Where />
      </>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t.accept }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/galleries/g7'));
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      url: '/api/gallery-invitations/accept',
      body: { token: 'kept-token' },
    });
    expect(window.sessionStorage.getItem('galleryInvitationToken')).toBeNull();
  });

  it('says when adding fails, and stays', async () => {
    window.history.replaceState(null, '', '/gallery-invitation#good-token');
    sessionStore.set(userFixture());
    stubApi({
      ...lookup,
      'POST /api/gallery-invitations/accept': { status: 404, body: { message: t.notFound, code: 'NOT_FOUND' } },
    });
    renderWithProviders(<GalleryInvitation />);
    await userEvent.click(await screen.findByRole('button', { name: t.accept }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.notFound);
  });

  it('a link that no longer works says so, with a way home', async () => {
    window.history.replaceState(null, '', '/gallery-invitation#spent-token');
    stubApi({
      'POST /api/gallery-invitations/lookup': { status: 404, body: { message: t.notFound, code: 'NOT_FOUND' } },
    });
    renderWithProviders(<GalleryInvitation />);
    expect(await screen.findByRole('alert')).toHaveTextContent(t.notFound);
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('without a token says the same, asking nothing of the server', async () => {
    window.history.replaceState(null, '', '/gallery-invitation');
    const sent = stubApi({});
    renderWithProviders(<GalleryInvitation />);
    expect(await screen.findByRole('alert')).toHaveTextContent(t.notFound);
    expect(sent).toEqual([]);
  });
});

describe('GalleryInvitation, another link in the same tab', () => {
  it('reads the new token when only the fragment changes', async () => {
    window.history.replaceState(null, '', '/gallery-invitation#first-token');
    stubApi({
      'POST /api/gallery-invitations/lookup': (body) =>
        (body as { token: string }).token === 'first-token'
          ? { status: 200, body: { title: 'Achieng & Brian' } }
          : { status: 404, body: { message: t.notFound, code: 'NOT_FOUND' } },
    });
    renderWithProviders(<GalleryInvitation />);
    expect(await screen.findByText(t.intro({ title: 'Achieng & Brian' }))).toBeInTheDocument();
    window.history.replaceState(null, '', '/gallery-invitation#second-token');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.notFound);
    expect(window.sessionStorage.getItem('galleryInvitationToken')).toBe('second-token');
    expect(window.location.hash).toBe('');
  });
});
