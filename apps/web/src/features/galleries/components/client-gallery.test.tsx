import { galleriesTexts } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { fakeGalleryServer, galleryFixture, photoFixture } from '../testing/fake-gallery-server';
import { ClientGallery } from './client-gallery';

const t = galleriesTexts.client;

afterEach(() => vi.unstubAllGlobals());

async function openPhoto(fileName: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Open ${fileName}` }));
  return screen.getByRole('dialog', { name: fileName });
}
const count = () => screen.getByTestId('selection-count');

describe('ClientGallery (the proofing page)', () => {
  it('favourites a photograph and takes it back, marking its tile', async () => {
    const server = fakeGalleryServer(galleryFixture());
    renderWithProviders(<ClientGallery id="g1" />);
    const viewer = await openPhoto('IMG_0001.jpg');
    const favourite = within(viewer).getByRole('button', { name: 'Favourite' });
    expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(favourite);
    await waitFor(() =>
      expect(within(viewer).getByRole('button', { name: 'Favourited' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(server.sent.at(-1)).toEqual({
      method: 'PUT',
      url: '/api/galleries/g1/photos/p1/favourite',
      body: { favourite: true },
    });
    const tile = () => screen.getByRole('button', { name: 'Open IMG_0001.jpg' }).closest('li')!;
    expect(within(tile()).getByLabelText('Favourite')).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Favourited' }));
    await waitFor(() => expect(within(viewer).getByRole('button', { name: 'Favourite' })).toBeInTheDocument());
    expect(server.sent.at(-1)?.body).toEqual({ favourite: false });
    await waitFor(() => expect(within(tile()).queryByLabelText('Favourite')).not.toBeInTheDocument());
  });

  it('shows a refused favourite as an error and leaves the photograph as it was', async () => {
    const server = fakeGalleryServer(galleryFixture());
    server.refuse('favourite', { status: 403, message: galleriesTexts.expired });
    renderWithProviders(<ClientGallery id="g1" />);
    const viewer = await openPhoto('IMG_0002.jpg');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Favourite' }));
    expect(await within(viewer).findByRole('alert')).toHaveTextContent(galleriesTexts.expired);
    await waitFor(() =>
      expect(within(viewer).getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'false'),
    );
  });

  it('counts the selection as photographs are selected and unselected', async () => {
    const server = fakeGalleryServer(galleryFixture({ selection: { min: 1, max: 2, count: 0, submittedAt: null } }));
    renderWithProviders(<ClientGallery id="g1" />);
    await screen.findByRole('heading', { name: t.selectionHeading });
    expect(count()).toHaveTextContent('0');
    const viewer = await openPhoto('IMG_0001.jpg');
    await userEvent.click(within(viewer).getByRole('button', { name: t.select }));
    await waitFor(() => expect(count()).toHaveTextContent('1'));
    expect(within(viewer).getByRole('button', { name: t.selected })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.select }));
    await waitFor(() => expect(count()).toHaveTextContent('2'));
    expect(server.sent.at(-1)?.body).toEqual({ photoIds: ['p1', 'p2'] });
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.selected }));
    await waitFor(() => expect(count()).toHaveTextContent('1'));
    expect(server.sent.at(-1)?.body).toEqual({ photoIds: ['p1'] });
  });

  it('shows the refusal of a selection above the maximum once, and the count stays', async () => {
    const photos = [1, 2, 3].map((n) => photoFixture(n, { selected: n < 3 }));
    fakeGalleryServer(galleryFixture({ photos, selection: { min: 1, max: 2, count: 2, submittedAt: null } }));
    renderWithProviders(<ClientGallery id="g1" />);
    const viewer = await openPhoto('IMG_0003.jpg');
    await userEvent.click(within(viewer).getByRole('button', { name: t.select }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent(galleriesTexts.selectionTooMany({ max: 2 }));
    expect(count()).toHaveTextContent('2');
  });

  it('submits the selection and then shows it locked, with nothing left to select', async () => {
    const photos = [1, 2, 3].map((n) => photoFixture(n, { selected: n === 1 }));
    const server = fakeGalleryServer(
      galleryFixture({ photos, selection: { min: 1, max: 2, count: 1, submittedAt: null } }),
    );
    renderWithProviders(<ClientGallery id="g1" />);
    await userEvent.click(await screen.findByRole('button', { name: t.submit }));
    await waitFor(() => expect(screen.getByText(/The selection is locked/)).toBeInTheDocument());
    expect(server.sent.at(-1)).toMatchObject({ method: 'POST', url: '/api/galleries/g1/selection/submit' });
    expect(screen.queryByRole('button', { name: t.submit })).not.toBeInTheDocument();
    const viewer = await openPhoto('IMG_0002.jpg');
    expect(within(viewer).queryByRole('button', { name: t.select })).not.toBeInTheDocument();
  });

  it('shows why a submit was refused (too few chosen)', async () => {
    const server = fakeGalleryServer(galleryFixture({ selection: { min: 2, max: 3, count: 0, submittedAt: null } }));
    server.refuse('submit', { status: 400, message: galleriesTexts.selectionTooFew({ min: 2 }) });
    renderWithProviders(<ClientGallery id="g1" />);
    await userEvent.click(await screen.findByRole('button', { name: t.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(galleriesTexts.selectionTooFew({ min: 2 }));
    expect(screen.getByRole('button', { name: t.submit })).toBeInTheDocument();
  });

  it('offers the ZIP and each photograph in full and web size while downloads are on', async () => {
    fakeGalleryServer(galleryFixture());
    renderWithProviders(<ClientGallery id="g1" />);
    expect(await screen.findByRole('link', { name: /Download all \(ZIP\)/ })).toHaveAttribute(
      'href',
      '/api/galleries/g1/download',
    );
    expect(screen.queryByTestId('downloads-off')).not.toBeInTheDocument();
    const viewer = await openPhoto('IMG_0001.jpg');
    expect(within(viewer).getByRole('link', { name: /Full size/ })).toHaveAttribute(
      'href',
      '/api/gallery-media/p1/original',
    );
    expect(within(viewer).getByRole('link', { name: /Web size/ })).toBeInTheDocument();
  });

  it('shows no download link at all when the photographer turned downloads off, and says so', async () => {
    fakeGalleryServer(galleryFixture({ clientDownloads: false }));
    renderWithProviders(<ClientGallery id="g1" />);
    expect(await screen.findByTestId('downloads-off')).toHaveTextContent(t.downloadsOff);
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
    const viewer = await openPhoto('IMG_0001.jpg');
    expect(within(viewer).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says downloads wait for the balance, with its amount, instead of "downloads off"', async () => {
    fakeGalleryServer(galleryFixture({ canDownload: false, downloadsAwaitPayment: true, balanceDueCents: 45_500_00 }));
    renderWithProviders(<ClientGallery id="g1" />);
    expect(
      await screen.findByRole('heading', { name: t.downloadsAfterBalance({ balance: 'Ksh\u00a045,500' }) }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('downloads-off')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('shows the server refusal when the gallery cannot be opened (expired)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: galleriesTexts.expired, code: 'FORBIDDEN' }), {
            status: 403,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderWithProviders(<ClientGallery id="g1" />);
    expect(await screen.findByText(galleriesTexts.expired)).toBeInTheDocument();
  });
});
