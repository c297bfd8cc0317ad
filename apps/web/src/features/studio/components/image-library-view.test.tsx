import { type StudioImage, studioContentTexts as texts, studioImagesTexts as t } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { fakeContent, type SentContent } from '../testing/fake-content';
import { ContentView } from './content-view';

afterEach(() => vi.unstubAllGlobals());

const uploaded: StudioImage = {
  id: 'upload:AAAAAAAAAAAAAAAAAAAAAA',
  alt: 'A couple under an acacia tree.',
  width: 1200,
  height: 800,
  widths: [400, 800, 1200],
  placeholder: 'data:image/webp;base64,AAAA',
  uploadedAt: '2026-11-26T05:00:00.000Z',
};
const fresh: StudioImage = { ...uploaded, id: 'upload:BBBBBBBBBBBBBBBBBBBBBB', alt: 'Dancers at dusk.' };
const unused: StudioImage = { ...uploaded, id: 'upload:CCCCCCCCCCCCCCCCCCCCCC', alt: 'A test shot nobody shows.' };

const library = {
  weddings: ['photos/tropical-jetty-beach-01', uploaded.id],
  sports: ['photos/mountain-trail-01'],
  commercials: ['photos/fig-red-bowl-01'],
  events: ['photos/orchestra-concert-01'],
  gallery: [
    { src: 'photos/dog-doorway-01', alt: 'A dog in a doorway.' },
    { src: 'photos/citrus-fruits-01', alt: 'Citrus slices.' },
    { src: uploaded.id, alt: 'Our couple.' },
  ],
};

/** The content fake, plus /api/studio/images: the uploads list and an upload that answers `fresh`. */
function fakeImages(refuse?: (sent: SentContent) => { status: number; body?: unknown } | undefined) {
  const server = fakeContent({ imageLibrary: library }, { refuse });
  const content = globalThis.fetch;
  const uploads: FormData[] = [];
  const deleted: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).startsWith('/api/studio/images')) return content(input, init);
      if (init?.method === 'POST') uploads.push(init.body as FormData);
      if (init?.method === 'DELETE') {
        deleted.push(decodeURIComponent(String(input).split('/').at(-1)!));
        return new Response(null, { status: 204 });
      }
      const body = init?.method === 'POST' ? { image: fresh } : { data: [uploaded, unused] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return { ...server, uploads, deleted };
}

const items = async () => within(await screen.findByRole('list', { name: t.kinds.gallery })).getAllByRole('listitem');
const altField = (item: HTMLElement) => within(item).getByLabelText(t.fields.alt);
const save = () => userEvent.click(screen.getByRole('button', { name: texts.save }));

describe('ContentView: the gallery', () => {
  it('reorders by keyboard, removes, uploads a photograph and saves the whole image library with its version', async () => {
    const server = fakeImages();
    renderWithProviders(<ContentView kind="gallery" />, { path: '/studio/content/gallery' });
    const nav = screen.getByRole('navigation', { name: texts.subnavLabel });
    expect(within(nav).getByRole('link', { name: t.kinds.portfolio })).toHaveAttribute(
      'href',
      '/studio/content/portfolio',
    );
    const [, , third] = await items();
    expect(within(third!).getByLabelText(t.fields.src)).toHaveValue(uploaded.id);
    expect(within(third!).getByRole('option', { name: t.uploadedLabel(uploaded.alt) })).toBeInTheDocument();

    // Photograph 3 moves up twice with the keyboard; focus follows it.
    screen.getByRole('button', { name: texts.moveUp('Photograph 3') }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: texts.moveUp('Photograph 2') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(altField((await items())[0]!)).toHaveValue('Our couple.');

    await userEvent.click(screen.getByRole('button', { name: texts.remove('Photograph 2') }));
    expect(await items()).toHaveLength(2);

    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'dancers.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText(t.upload.file), file);
    await userEvent.type(screen.getByLabelText(t.upload.alt), 'Dancers at dusk.');
    await userEvent.click(screen.getByRole('button', { name: t.upload.action }));
    expect(await screen.findByText(t.upload.done)).toBeInTheDocument();
    expect(server.uploads[0]!.get('alt')).toBe('Dancers at dusk.');
    expect((server.uploads[0]!.get('image') as File).name).toBe('dancers.jpg');
    const added = (await items())[2]!;
    expect(within(added).getByLabelText(t.fields.src)).toHaveValue(fresh.id);
    expect(altField(added)).toHaveValue('Dancers at dusk.');

    await save();
    expect(await screen.findByText(texts.saved)).toBeInTheDocument();
    expect(server.sent).toEqual([
      {
        key: 'imageLibrary',
        body: {
          version: 1,
          data: {
            ...library,
            gallery: [library.gallery[2], library.gallery[1], { src: fresh.id, alt: 'Dancers at dusk.' }],
          },
        },
      },
    ]);
  });

  it("shows an empty description's message under its own field and sends nothing", async () => {
    const server = fakeImages();
    renderWithProviders(<ContentView kind="gallery" />);
    const second = (await items())[1]!;
    await userEvent.clear(altField(second));
    await save();
    await waitFor(() => expect(altField(second)).toHaveAccessibleDescription(t.altRequired));
    expect(altField(second)).toHaveAttribute('aria-invalid', 'true');
    expect(server.sent).toEqual([]);
  });

  it("puts the server's refusals under the fields they name (data.gallery.0.src)", async () => {
    fakeImages(() => ({
      status: 400,
      body: {
        message: t.unknownImage,
        code: 'VALIDATION',
        errors: { 'data.gallery.0.src': [t.unknownImage] },
      },
    }));
    renderWithProviders(<ContentView kind="gallery" />);
    const first = (await items())[0]!;
    await save();
    await waitFor(() => expect(within(first).getByLabelText(t.fields.src)).toHaveAccessibleDescription(t.unknownImage));
  });

  it('refuses an upload without a description before sending it', async () => {
    const server = fakeImages();
    renderWithProviders(<ContentView kind="gallery" />);
    await items();
    await userEvent.upload(screen.getByLabelText(t.upload.file), new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    await userEvent.click(screen.getByRole('button', { name: t.upload.action }));
    expect(screen.getByLabelText(t.upload.alt)).toHaveAccessibleDescription(`${t.upload.altHint} ${t.altRequired}`);
    // A file the picker's `accept` would hide, chosen anyway (e.g. "All files").
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText(t.upload.file), new File(['x'], 'a.txt', { type: 'text/plain' }));
    expect(screen.getByLabelText(t.upload.file)).toHaveAccessibleDescription(t.type);
    expect(server.uploads).toEqual([]);
  });
});

describe('ContentView: the uploaded photographs', () => {
  it('deletes one no list shows, after a confirmation; one the site shows cannot be deleted', async () => {
    const server = fakeImages();
    renderWithProviders(<ContentView kind="gallery" />);
    await items();
    expect(screen.getByRole('button', { name: t.uploaded.remove(uploaded.alt) })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: t.uploaded.remove(unused.alt) }));
    const dialog = await screen.findByRole('alertdialog', { name: t.uploaded.confirm });
    await userEvent.click(within(dialog).getByRole('button', { name: t.uploaded.removeLabel }));
    expect(await screen.findByText(t.uploaded.removed)).toBeInTheDocument();
    expect(server.deleted).toEqual([unused.id]);
  });
});

describe('ContentView: the portfolio', () => {
  it('edits one tab at a time and saves it inside the whole image library', async () => {
    const server = fakeImages();
    renderWithProviders(<ContentView kind="portfolio" />);
    const list = async (tab: string = t.tabs.weddings) =>
      within(await screen.findByRole('list', { name: tab })).getAllByRole('listitem');
    expect(await list()).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: t.tabs.sports }));
    expect(screen.getByRole('button', { name: t.tabs.sports })).toHaveAttribute('aria-pressed', 'true');
    expect(await list(t.tabs.sports)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: t.addFromLibrary }));
    await save();
    expect(await screen.findByText(texts.saved)).toBeInTheDocument();
    const sent = server.sent[0]!.body.data as typeof library;
    expect(sent.sports).toHaveLength(2);
    expect(sent.sports[0]).toBe('photos/mountain-trail-01');
    expect(sent.weddings).toEqual(library.weddings);
  });
});
