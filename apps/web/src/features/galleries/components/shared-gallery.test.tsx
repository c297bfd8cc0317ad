import { GALLERY_PAGE_SIZE, type GalleryPhoto, galleriesTexts } from '@studio/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { galleryFixture, photoFixture, stubObserver } from '../testing/fake-gallery-server';
import { SharedGallery } from './shared-gallery';

const TOKEN = 'k'.repeat(43);
const HIGHLIGHTS = 100;
const CEREMONY = 30;

afterEach(() => vi.unstubAllGlobals());

// Counted by selector: role queries over a hundred tiles take seconds in jsdom.
const tiles = () => document.querySelectorAll<HTMLButtonElement>('li > button[aria-label^="Open "]');

/**
 * A share link's API as the server pages it (docs/decisions/0044-gallery-first-screen.md): the
 * view with the first page, `…/photos?set&after` the rest; the cursor is the index of the next one.
 */
function fakeSharedServer() {
  const photos: GalleryPhoto[] = [
    ...Array.from({ length: HIGHLIGHTS }, (_, n) =>
      photoFixture(n + 1, { setId: 's1', fileName: `DSC_${1000 + n}.jpg` }),
    ),
    ...Array.from({ length: CEREMONY }, (_, n) =>
      photoFixture(n + 201, { setId: 's2', fileName: `CER_${1000 + n}.jpg` }),
    ),
  ];
  const asked: string[] = [];
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  const pageOf = (list: GalleryPhoto[], from: number) => ({
    photos: list.slice(from, from + GALLERY_PAGE_SIZE),
    next: from + GALLERY_PAGE_SIZE < list.length ? String(from + GALLERY_PAGE_SIZE) : null,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const base = `/api/shared-galleries/${TOKEN}`;
      asked.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
      if (url.pathname === base)
        return json({ title: 'Achieng & Brian', needsPin: false, expired: false, visited: true });
      if (url.pathname === `${base}/view`)
        return json({
          ...galleryFixture({
            role: 'guest',
            viewerName: 'Auntie Wanjiru',
            canSelect: false,
            canShare: false,
            canDownload: false,
            balanceDueCents: null,
            sets: [
              { id: 's1', name: 'Highlights', photos: HIGHLIGHTS },
              { id: 's2', name: 'Ceremony', photos: CEREMONY },
            ],
            photos: [],
          }),
          ...pageOf(photos, 0),
        });
      if (url.pathname === `${base}/photos`) {
        const set = url.searchParams.get('set');
        return json(
          pageOf(set ? photos.filter((p) => p.setId === set) : photos, Number(url.searchParams.get('after') ?? 0)),
        );
      }
      const favourite = /\/photos\/([^/]+)\/favourite$/.exec(url.pathname);
      if (favourite) return json({ favourite: JSON.parse(String(init?.body)).favourite });
      return new Response(JSON.stringify({ message: 'no route', code: 'NOT_FOUND' }), { status: 404 });
    }),
  );
  return { photos, asked };
}

describe('SharedGallery in pages (docs/decisions/0044-gallery-first-screen.md)', () => {
  it('shows the first page and asks for the next ones as the guest scrolls near the end', async () => {
    const observer = stubObserver();
    const server = fakeSharedServer();
    renderWithProviders(<SharedGallery token={TOKEN} />);
    expect(
      await screen.findByRole('button', { name: galleriesTexts.browser.all({ count: HIGHLIGHTS + CEREMONY }) }),
    ).toBeVisible();
    expect(tiles()).toHaveLength(GALLERY_PAGE_SIZE);
    expect(server.asked.filter((a) => a.includes('/photos'))).toEqual([]);
    observer.scrollNear();
    await waitFor(() => expect(tiles()).toHaveLength(2 * GALLERY_PAGE_SIZE));
    expect(server.asked).toContain(`GET /api/shared-galleries/${TOKEN}/photos?after=60`);
    observer.scrollNear();
    await waitFor(() => expect(tiles()).toHaveLength(HIGHLIGHTS + CEREMONY));
    expect([...tiles()].map((b) => b.getAttribute('aria-label'))).toEqual(
      server.photos.map((p) => `Open ${p.fileName}`),
    );
    expect(screen.queryByTestId('more-photos')).not.toBeInTheDocument();
  });

  it('pages one set when its chip is pressed', async () => {
    stubObserver();
    const server = fakeSharedServer();
    renderWithProviders(<SharedGallery token={TOKEN} />);
    await userEvent.click(await screen.findByRole('button', { name: `Ceremony (${CEREMONY})` }));
    await waitFor(() => expect(tiles()).toHaveLength(CEREMONY));
    expect(tiles()[0]).toHaveAccessibleName('Open CER_1000.jpg');
    expect(server.asked).toContain(`GET /api/shared-galleries/${TOKEN}/photos?set=s2`);
  });

  it('walks the viewer past the last photograph loaded, counting the whole gallery, and favourites there', async () => {
    stubObserver();
    const server = fakeSharedServer();
    renderWithProviders(<SharedGallery token={TOKEN} />);
    const last = server.photos[GALLERY_PAGE_SIZE - 1]!;
    await screen.findByRole('button', { name: `Open ${last.fileName}` });
    act(() => tiles()[GALLERY_PAGE_SIZE - 1]!.click());
    const viewer = screen.getByRole('dialog', { name: last.fileName });
    expect(viewer).toHaveTextContent(`${GALLERY_PAGE_SIZE} / ${HIGHLIGHTS + CEREMONY}`);
    // Near the end of what is loaded the next page is asked for, so "next" goes on instead of round.
    await waitFor(() => expect(server.asked).toContain(`GET /api/shared-galleries/${TOKEN}/photos?after=60`));
    const after = server.photos[GALLERY_PAGE_SIZE]!;
    await waitFor(() => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowRight' });
      expect(screen.getByRole('dialog', { name: after.fileName })).toBeVisible();
    });
    const next = screen.getByRole('dialog', { name: after.fileName });
    expect(next).toHaveTextContent(`${GALLERY_PAGE_SIZE + 1} / ${HIGHLIGHTS + CEREMONY}`);
    await userEvent.click(within(next).getByRole('button', { name: galleriesTexts.browser.favourite }));
    expect(within(next).getByRole('button', { name: galleriesTexts.browser.favourited })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(server.asked).toContain(`PUT /api/shared-galleries/${TOKEN}/photos/${after.id}/favourite`);
  });
});
