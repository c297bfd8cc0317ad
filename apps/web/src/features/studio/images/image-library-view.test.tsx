import {
  type StudioImage,
  studioContentTexts as texts,
  studioImageSources,
  studioImagesTexts as t,
  studioMediaTexts as m,
} from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr } from '@/testing/fake-xhr';
import { renderWithProviders } from '@/testing/render';
import { fakeContent, type SentContent } from '../testing/fake-content';
import { ContentView } from '../content/content-view';

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
  const described: unknown[] = [];
  // What GET /api/studio/images answers: what a test uploads (through the fake XHR) joins it.
  const listed: StudioImage[] = [uploaded, unused];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).startsWith('/api/studio/images')) return content(input, init);
      if (init?.method === 'POST') uploads.push(init.body as FormData);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (init?.method === 'DELETE') {
        const id = decodeURIComponent(String(input).split('/').at(-1)!);
        // The server refuses to delete a photograph a page shows.
        if (id === uploaded.id) return json({ message: t.inUse, code: 'CONFLICT' }, 409);
        deleted.push(id);
        return new Response(null, { status: 204 });
      }
      if (init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { alt: string; sw?: { alt?: string } };
        described.push(body);
        const id = decodeURIComponent(String(input).split('/').at(-1)!);
        const { sw: _former, ...image0 } = listed.find((i) => i.id === id)!;
        const image = { ...image0, alt: body.alt, ...(body.sw?.alt ? { sw: { alt: body.sw.alt } } : {}) };
        listed.splice(listed.indexOf(listed.find((i) => i.id === id)!), 1, image);
        return json({ image });
      }
      const body = init?.method === 'POST' ? { image: fresh } : { data: listed };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return { ...server, uploads, deleted, described, listed };
}

const items = async () => within(await screen.findByRole('list', { name: t.kinds.gallery })).getAllByRole('listitem');
const altField = (item: HTMLElement) => within(item).getByLabelText(t.fields.alt);
const thumbnailOf = (item: HTMLElement) => within(item).getByTestId('media-field-thumbnail');
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
    await waitFor(() => expect(thumbnailOf(third!)).toHaveAttribute('src', studioImageSources(uploaded).thumbnail));

    // Photograph 3 moves up twice with the keyboard; focus follows it.
    screen.getByRole('button', { name: texts.moveUp({ label: 'Photograph 3' }) }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: texts.moveUp({ label: 'Photograph 2' }) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(altField((await items())[0]!)).toHaveValue('Our couple.');

    await userEvent.click(screen.getByRole('button', { name: texts.remove({ label: 'Photograph 2' }) }));
    expect(await items()).toHaveLength(2);

    // Uploaded here, it joins the list at its end with the server's description.
    const xhr = installFakeXhr(() => {
      server.listed.unshift(fresh);
      return { status: 200, body: { image: fresh } };
    });
    try {
      const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'dancers.jpg', { type: 'image/jpeg' });
      await userEvent.upload(screen.getByLabelText(m.bulk.choose), file);
      expect(await screen.findByText(m.bulk.summary({ done: 1, failed: 0, total: 1 }))).toBeInTheDocument();
      expect(xhr.sent[0]!.body.get('alt')).toBe('Photograph dancers');
      expect(xhr.sent[0]!.body.get('name')).toBe('dancers.jpg');
      expect((xhr.sent[0]!.body.get('image') as File).name).toBe('dancers.jpg');
    } finally {
      xhr.restore();
    }
    const added = (await items())[2]!;
    expect(thumbnailOf(added)).toHaveAttribute('src', studioImageSources(fresh).thumbnail);
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
});

describe('ContentView: the media library', () => {
  it('finds a photograph by description or file name, describes it, deletes one no page shows; one a page shows is refused', async () => {
    const server = fakeImages();
    renderWithProviders(<ContentView kind="media" />, { path: '/studio/content/media' });
    const tiles = async () =>
      within(await screen.findByRole('list', { name: t.uploaded.title })).getAllByRole('listitem');
    expect(await tiles()).toHaveLength(2);

    await userEvent.type(screen.getByLabelText(m.library.search), 'nobody');
    expect(await tiles()).toHaveLength(1);
    expect(screen.getByText(m.library.count({ shown: 1, all: 2 }))).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(m.library.search));
    await userEvent.type(screen.getByLabelText(m.library.search), 'no such words');
    expect(screen.getByText(m.library.none)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(m.library.search));

    // A new description: an empty one is refused before sending; a real one is saved.
    const description = screen.getByLabelText(m.library.editAlt({ name: unused.alt }));
    await userEvent.clear(description);
    await userEvent.type(description, '  ');
    await userEvent.click(within((await tiles())[1]!).getByRole('button', { name: m.library.saveAlt }));
    expect(description).toHaveAccessibleDescription(t.altRequired);
    expect(server.described).toEqual([]);
    await userEvent.clear(description);
    await userEvent.type(description, 'A quiet test shot.');
    await userEvent.click(within((await tiles())[1]!).getByRole('button', { name: m.library.saveAlt }));
    expect(await screen.findByText(m.library.altSaved)).toBeInTheDocument();
    // Its Kiswahili is sent with it, empty being none (docs/rules/public-pages.md#languages).
    expect(server.described).toEqual([{ alt: 'A quiet test shot.', sw: { alt: '' } }]);

    await userEvent.click(screen.getByRole('button', { name: t.uploaded.remove({ alt: uploaded.alt }) }));
    let dialog = await screen.findByRole('alertdialog', { name: t.uploaded.confirm });
    await userEvent.click(within(dialog).getByRole('button', { name: t.uploaded.removeLabel }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.inUse);
    expect(server.deleted).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: t.uploaded.remove({ alt: 'A quiet test shot.' }) }));
    dialog = await screen.findByRole('alertdialog', { name: t.uploaded.confirm });
    await userEvent.click(within(dialog).getByRole('button', { name: t.uploaded.removeLabel }));
    expect(await screen.findByText(t.uploaded.removed)).toBeInTheDocument();
    expect(server.deleted).toEqual([unused.id]);
  }, 30_000);
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

describe('ContentView: photograph descriptions in Kiswahili (docs/rules/public-pages.md#languages)', () => {
  const swAlt = texts.kiswahiliField({ field: t.fields.alt });

  it("the gallery: each photograph's Kiswahili description beside its English one, saved with it; empty sends nothing", async () => {
    const server = fakeImages();
    renderWithProviders(<ContentView kind="gallery" />, { path: '/studio/content/gallery' });
    const [first, second] = await items();
    const field = within(first!).getByLabelText(swAlt);
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('lang', 'sw');
    await userEvent.type(field, 'Mbwa mlangoni.');
    await save();
    await waitFor(() => expect(server.sent).toHaveLength(1));
    const gallery = (server.sent[0]!.body.data as typeof library).gallery;
    expect(gallery[0]).toEqual({ ...library.gallery[0], sw: { alt: 'Mbwa mlangoni.' } });
    expect(gallery[1]).toEqual(library.gallery[1]);
    expect(within(second!).getByLabelText(swAlt)).toHaveValue('');
  }, 30_000);

  it('the media library: a photograph’s Kiswahili description is shown, changed and sent with its English one', async () => {
    const server = fakeImages();
    server.listed.splice(1, 1, { ...unused, sw: { alt: 'Picha ya majaribio.' } });
    renderWithProviders(<ContentView kind="media" />, { path: '/studio/content/media' });
    const field = await screen.findByLabelText(m.library.editAltSw({ name: unused.alt }));
    expect(field).toHaveValue('Picha ya majaribio.');
    expect(field).toHaveAttribute('lang', 'sw');
    expect(field).toHaveAccessibleDescription(m.library.altSwHint);
    const tile = field.closest('li')!;
    const saveButton = within(tile).getByRole('button', { name: m.library.saveAlt });
    expect(saveButton).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'Picha tulivu ya majaribio.');
    await userEvent.click(saveButton);
    expect(await screen.findByText(m.library.altSaved)).toBeInTheDocument();
    expect(server.described).toEqual([{ alt: unused.alt, sw: { alt: 'Picha tulivu ya majaribio.' } }]);
  }, 30_000);
});
