import { type StudioImage, studioImageSources, studioMediaTexts as m } from '@studio/shared';
import { mediaLibrary } from '@studio/shared/media/media';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { MediaPicker } from './media-picker';

const mine: StudioImage = {
  id: 'upload:AAAAAAAAAAAAAAAAAAAAAA',
  alt: 'Our couple on the cathedral steps.',
  name: 'IMG_2044.jpg',
  width: 1200,
  height: 800,
  widths: [400, 800, 1200],
  placeholder: 'data:image/webp;base64,AAAA',
  uploadedAt: '2026-11-27T10:00:00.000Z',
};
const other: StudioImage = { ...mine, id: 'upload:BBBBBBBBBBBBBBBBBBBBBB', alt: 'A cake.', name: 'cake.jpg' };

function fakeUploads(list: StudioImage[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify({ data: list }), { headers: { 'content-type': 'application/json' } }),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

const grid = (name: string) => within(screen.getByRole('list', { name }));

describe('MediaPicker (issue 23)', () => {
  it("offers the studio's photographs and, apart and labelled Sample, the bundled photographs; the current one is marked", async () => {
    fakeUploads([mine, other]);
    const onChoose = vi.fn();
    renderWithProviders(
      <MediaPicker open accept="photo" current="photos/lanterns-festival-01" onChoose={onChoose} onClose={() => {}} />,
    );
    const dialog = screen.getByRole('dialog', { name: m.picker.title });
    expect(dialog).toBeVisible();
    const ours = await screen.findByRole('list', { name: m.picker.uploadsGroup });
    const oursButtons = within(ours).getAllByRole('button');
    expect(oursButtons.map((b) => b.getAttribute('aria-label'))).toEqual([
      m.picker.select({ alt: mine.alt }),
      m.picker.select({ alt: other.alt }),
    ]);
    expect(within(ours).queryByText(m.picker.sample)).toBeNull();
    expect(oursButtons[0]!.querySelector('img')).toHaveAttribute('src', studioImageSources(mine).thumbnail);

    const samples = grid(m.picker.samplesGroup).getAllByRole('button');
    const photoCount = Object.keys(mediaLibrary).filter((id) => id.startsWith('photos/')).length;
    expect(samples).toHaveLength(photoCount);
    // Every sample says so on its thumbnail.
    expect(grid(m.picker.samplesGroup).getAllByText(m.picker.sample)).toHaveLength(photoCount);
    const current = samples.find((b) => b.getAttribute('aria-current') === 'true')!;
    expect(current).toHaveAccessibleName(m.picker.select({ alt: mediaLibrary['photos/lanterns-festival-01']!.alt }));
    expect(within(current).getByText(m.picker.current)).toBeInTheDocument();

    await userEvent.click(oursButtons[0]!);
    expect(onChoose).toHaveBeenCalledWith(mine.id);
  });

  it('searches by description and by file name, across both groups', async () => {
    fakeUploads([mine, other]);
    renderWithProviders(<MediaPicker open accept="photo" onChoose={() => {}} onClose={() => {}} />);
    await screen.findByRole('list', { name: m.picker.uploadsGroup });
    const search = screen.getByLabelText(m.library.search);
    expect(search).toHaveFocus();
    await userEvent.type(search, 'img_2044');
    expect(grid(m.picker.uploadsGroup).getAllByRole('button')).toHaveLength(1);
    expect(screen.getAllByText(m.picker.none)).toHaveLength(1);
    await userEvent.clear(search);
    await userEvent.type(search, 'cathedral steps');
    expect(grid(m.picker.uploadsGroup).getByRole('button')).toHaveAccessibleName(m.picker.select({ alt: mine.alt }));
    await userEvent.clear(search);
    await userEvent.type(search, 'lanterns-festival');
    expect(grid(m.picker.samplesGroup).getAllByRole('button')).toHaveLength(1);
  });

  it('offers portraits for a portrait slot and logos for a logo slot; says when nothing is uploaded yet', async () => {
    fakeUploads([]);
    const { unmount } = renderWithProviders(<MediaPicker open accept="logo" onChoose={() => {}} onClose={() => {}} />);
    expect(await screen.findByText(m.picker.noUploads)).toBeInTheDocument();
    const logos = grid(m.picker.samplesGroup).getAllByRole('button');
    expect(logos.length).toBe(Object.keys(mediaLibrary).filter((id) => id.startsWith('logos/partner-')).length);
    unmount();
    renderWithProviders(<MediaPicker open accept="portrait" onChoose={() => {}} onClose={() => {}} />);
    await screen.findByText(m.picker.noUploads);
    expect(grid(m.picker.samplesGroup).getAllByRole('button').length).toBe(
      Object.keys(mediaLibrary).filter((id) => /^portraits\/avatar-(team|testimonial)-/.test(id)).length,
    );
  });

  it('has an upload panel inside, and Close asks to close', async () => {
    fakeUploads([]);
    const onClose = vi.fn();
    renderWithProviders(<MediaPicker open accept="photo" onChoose={() => {}} onClose={onClose} />);
    const upload = screen.getByRole('button', { name: m.picker.upload });
    expect(upload).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(upload);
    expect(upload).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText(m.bulk.choose)).toHaveAttribute('multiple');
    await userEvent.click(screen.getByRole('button', { name: m.picker.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
