import { IMAGE_MAX_BYTES, type StudioImage, studioImagesTexts as t, studioMediaTexts as m } from '@studio/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr } from '@/testing/fake-xhr';
import { renderWithProviders } from '@/testing/render';
import { studioImagesKeys } from './images-api';
import { BulkUploader, provisionalAlt } from './bulk-uploader';

const image = (n: number): StudioImage => ({
  id: `upload:${String(n).padStart(22, 'A')}`,
  alt: `Photograph good ${n}`,
  name: `good-${n}.jpg`,
  width: 800,
  height: 600,
  widths: [400, 800],
  placeholder: 'data:image/webp;base64,AAAA',
  uploadedAt: '2026-11-27T10:00:00.000Z',
});
const jpeg = (name: string, size = 3) => new File([new Uint8Array(size).fill(0xff)], name, { type: 'image/jpeg' });

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  vi.unstubAllGlobals();
});

describe('BulkUploader (issue 23)', () => {
  it('uploads many at once, each on its own request with its progress; a wrong type, a too large file and a refused one fail alone', async () => {
    let n = 0;
    const xhr = installFakeXhr((req) => {
      const file = req.body.get('image') as File;
      // The server refuses one the browser could not tell apart (its bytes are not a photograph).
      if (file.name === 'renamed.jpg')
        return { status: 415, body: { message: t.type, code: 'UNSUPPORTED_MEDIA_TYPE', errors: { image: [t.type] } } };
      n += 1;
      return { status: 200, body: { image: image(n) } };
    });
    restore = xhr.restore;
    const onUploaded = vi.fn();
    const { queryClient } = renderWithProviders(<BulkUploader onUploaded={onUploaded} />);

    const files = [
      jpeg('good-1.jpg'),
      new File(['notes'], 'notes.txt', { type: 'text/plain' }),
      jpeg('good-2.jpg'),
      jpeg('huge.jpg', IMAGE_MAX_BYTES + 1),
      jpeg('renamed.jpg'),
      jpeg('good-3.jpg'),
    ];
    // A phone's picker or "All files" can hand over what `accept` would hide.
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText(m.bulk.choose), files);
    expect(screen.getByLabelText(m.bulk.choose)).toHaveAttribute('multiple');

    expect(await screen.findByText(m.bulk.summary({ done: 3, failed: 3, total: 6 }))).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: m.bulk.title })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      `good-1.jpg${m.bulk.done}`,
      `notes.txt${m.bulk.failed}${t.type}`,
      `good-2.jpg${m.bulk.done}`,
      `huge.jpg${m.bulk.failed}${t.tooLarge}`,
      `renamed.jpg${m.bulk.failed}${t.type}`,
      `good-3.jpg${m.bulk.done}`,
    ]);
    // The two the browser refused were never sent; each sent file has its own request.
    expect(xhr.sent.map((r) => (r.body.get('image') as File).name).sort()).toEqual(
      ['good-1.jpg', 'good-2.jpg', 'good-3.jpg', 'renamed.jpg'].sort(),
    );
    const first = xhr.sent.find((r) => (r.body.get('image') as File).name === 'good-1.jpg')!;
    expect(first.body.get('alt')).toBe('Photograph good 1');
    expect(first.body.get('name')).toBe('good-1.jpg');
    expect(onUploaded).toHaveBeenCalledTimes(3);
    // The library's list shows them at once, newest first.
    expect(
      queryClient
        .getQueryData<StudioImage[]>(studioImagesKeys.all)
        ?.map((i) => i.name)
        .sort(),
    ).toEqual(['good-1.jpg', 'good-2.jpg', 'good-3.jpg']);
  });

  it('shows a progress bar per file while it goes up', async () => {
    let release: (() => void) | undefined;
    const xhr = installFakeXhr(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, body: { image: image(1) } });
        }),
    );
    restore = xhr.restore;
    renderWithProviders(<BulkUploader />);
    await userEvent.upload(screen.getByLabelText(m.bulk.choose), [jpeg('slow.jpg')]);
    const bar = await screen.findByRole('progressbar', { name: m.bulk.progress({ name: 'slow.jpg' }) });
    await vi.waitFor(() => expect(bar).toHaveAttribute('value', '100'));
    expect(screen.getByText(m.bulk.processing)).toBeInTheDocument();
    release!();
    expect(await screen.findByText(m.bulk.summary({ done: 1, failed: 0, total: 1 }))).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('takes dropped files as the picker does', async () => {
    const xhr = installFakeXhr(() => ({ status: 200, body: { image: image(1) } }));
    restore = xhr.restore;
    renderWithProviders(<BulkUploader />);
    const panel = screen.getByRole('region', { name: m.bulk.title });
    const dataTransfer = { files: [jpeg('dropped.jpg')] };
    fireEvent.dragOver(panel, { dataTransfer });
    expect(screen.getByText(m.bulk.dropActive)).toBeInTheDocument();
    fireEvent.drop(panel, { dataTransfer });
    expect(await screen.findByText(m.bulk.summary({ done: 1, failed: 0, total: 1 }))).toBeInTheDocument();
    expect((xhr.sent[0]!.body.get('image') as File).name).toBe('dropped.jpg');
  });

  it('gives each photograph a stand-in description from its file name', () => {
    expect(provisionalAlt('IMG_2044.JPG')).toBe('Photograph IMG 2044');
    expect(provisionalAlt('wedding-day--first-dance.webp')).toBe('Photograph wedding day first dance');
  });
});
