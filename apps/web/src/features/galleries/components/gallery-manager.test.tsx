import { galleriesTexts } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { fakeGalleryServer, galleryFixture } from '../testing/fake-gallery-server';
import { GalleryManager } from './gallery-manager';

const t = galleriesTexts.manager;
const owner = () => galleryFixture({ role: 'photographer', canFavourite: false, canSelect: false, viewerName: null });

afterEach(() => vi.unstubAllGlobals());

/** Opens a photograph in the full-screen viewer, where the photographer's delete is. */
async function openPhoto(fileName: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Open ${fileName}` }));
  return screen.getByRole('dialog', { name: fileName });
}

describe('GalleryManager (the photographer)', () => {
  it('deletes a photograph only after the confirmation, and it leaves the gallery', async () => {
    const server = fakeGalleryServer(owner());
    renderWithProviders(<GalleryManager id="g1" />);
    const viewer = await openPhoto('IMG_0002.jpg');
    await userEvent.click(within(viewer).getByRole('button', { name: t.deletePhoto }));
    const confirm = screen.getByRole('alertdialog', { name: t.confirmDeletePhoto({ fileName: 'IMG_0002.jpg' }) });
    expect(confirm).toHaveTextContent(t.deletePhotoDetail);
    // Cancel sends nothing and keeps the photograph.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(server.sent).toEqual([]);
    await userEvent.click(within(viewer).getByRole('button', { name: t.deletePhoto }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: t.deletePhoto }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(t.photoDeleted({ fileName: 'IMG_0002.jpg' })),
    );
    expect(server.sent).toEqual([{ method: 'DELETE', url: '/api/galleries/g1/photos/p2', body: undefined }]);
    await userEvent.keyboard('{Escape}');
    const grid = screen.getByRole('list', { name: 'Photographs' });
    expect(within(grid).queryByRole('button', { name: 'Open IMG_0002.jpg' })).not.toBeInTheDocument();
    expect(within(grid).getAllByRole('button', { name: /^Open / })).toHaveLength(2);
  });

  it("shows the server's refusal when a delete fails, and keeps the photograph", async () => {
    const server = fakeGalleryServer(owner());
    server.refuse('delete', { status: 404, message: galleriesTexts.photoNotFound });
    renderWithProviders(<GalleryManager id="g1" />);
    const viewer = await openPhoto('IMG_0001.jpg');
    await userEvent.click(within(viewer).getByRole('button', { name: t.deletePhoto }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: t.deletePhoto }));
    expect(await screen.findByRole('alert')).toHaveTextContent(galleriesTexts.photoNotFound);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getAllByRole('button', { name: /^Open IMG_/ })).toHaveLength(3);
  });

  it("turns the client's downloads off and on with the settings' switch", async () => {
    const server = fakeGalleryServer(owner());
    renderWithProviders(<GalleryManager id="g1" />);
    const toggle = await screen.findByRole('checkbox', { name: t.clientDownloads });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(t.clientDownloadsHint);
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(server.sent.at(-1)).toEqual({
      method: 'PATCH',
      url: '/api/galleries/g1',
      body: { clientDownloads: false },
    });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(server.sent.at(-1)?.body).toEqual({ clientDownloads: true });
  });

  it('keeps the switch as it was and says why when the change is refused', async () => {
    const server = fakeGalleryServer(owner());
    server.refuse('update', { status: 403, message: galleriesTexts.onlyPhotographer });
    renderWithProviders(<GalleryManager id="g1" />);
    const toggle = await screen.findByRole('checkbox', { name: t.clientDownloads });
    await userEvent.click(toggle);
    // Shown at once while it is saved, and put back when the server refuses.
    expect(await screen.findByRole('alert')).toHaveTextContent(galleriesTexts.onlyPhotographer);
    await waitFor(() => expect(toggle).toBeChecked());
  });
});
