import type { StudioContent, StudioImage } from '@studio/shared';
import { setLocaleSource } from '@studio/shared/i18n/current-locale';
import { DEFAULT_LOCALE } from '@studio/shared/i18n/locales';
import { mediaLibrary, photo } from '@studio/shared/media/media';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { studioContentQuery } from '@/lib/studio-content';
import source from '../../../media-src/manifest.json';
import { ImageViewer } from './image-viewer';
import { Photo } from './photo';
import { resolveMediaFile, resolvePhotos } from './resolve-photo';

/** docs/rules/public-pages.md#languages: uploads as the server answers a Kiswahili request. */
const described: StudioImage = {
  id: 'upload:AAAAAAAAAAAAAAAAAAAAAA',
  alt: 'Maharusi kwenye ngazi za kanisa kuu.',
  width: 1200,
  height: 800,
  widths: [400, 800, 1200],
  placeholder: 'data:image/webp;base64,AAAA',
  uploadedAt: '2026-11-27T10:00:00.000Z',
};
const english: StudioImage = {
  ...described,
  id: 'upload:BBBBBBBBBBBBBBBBBBBBBB',
  alt: 'Our couple on the cathedral steps.',
  english: ['alt'],
};

function renderPhoto(id: string, alt?: string) {
  const client = new QueryClient();
  client.setQueryData(studioContentQuery.queryKey, { imageUploads: [described, english] } as unknown as StudioContent);
  return render(
    <QueryClientProvider client={client}>
      <Photo id={id} alt={alt} sizes="100vw" />
    </QueryClientProvider>,
  ).container.querySelector('img')!;
}

describe('photograph descriptions on a Kiswahili page', () => {
  it('an upload described in Kiswahili carries no mark; one described only in English says so on its <img>', () => {
    expect(renderPhoto(described.id)).toHaveAttribute('alt', described.alt);
    expect(renderPhoto(described.id)).not.toHaveAttribute('lang');
    const img = renderPhoto(english.id);
    expect(img).toHaveAttribute('alt', english.alt);
    expect(img).toHaveAttribute('lang', 'en');
    // A description the place gives itself is the page's.
    expect(renderPhoto(english.id, 'Maharusi.')).not.toHaveAttribute('lang');
  });

  it("the gallery's own descriptions: their marks travel to the viewer's picture and caption", () => {
    const photos = resolvePhotos(
      [
        { src: 'photos/giraffes-savanna-01', alt: 'Twiga wawili.' },
        { src: 'photos/dog-doorway-01', alt: 'A small brown dog.', english: ['alt'] },
        { src: english.id, alt: 'Our couple.', english: ['alt'] },
      ],
      [english],
    );
    expect(photos.map((p) => [p.alt, p.lang])).toEqual([
      ['Twiga wawili.', undefined],
      ['A small brown dog.', 'en'],
      ['Our couple.', 'en'],
    ]);
    // An upload named without a description of its own takes its own, with its mark.
    expect(resolvePhotos([english.id], [english])[0]!.lang).toBe('en');
    expect(resolvePhotos([described.id], [described])[0]!.lang).toBeUndefined();

    const images = photos.map((p) => ({ key: p.id, image: p.image, alt: p.alt, caption: p.alt, lang: p.lang }));
    const { rerender } = render(
      <ImageViewer images={images} index={1} onIndexChange={() => {}} onClose={() => {}} label="Picha" />,
    );
    expect(screen.getByText('A small brown dog.')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('img', { hidden: true, name: 'A small brown dog.' })).toHaveAttribute('lang', 'en');
    rerender(<ImageViewer images={images} index={0} onIndexChange={() => {}} onClose={() => {}} label="Picha" />);
    expect(screen.getByText('Twiga wawili.')).not.toHaveAttribute('lang');
  });
});

describe("the library's own descriptions on a Kiswahili page", () => {
  afterEach(() => setLocaleSource(() => DEFAULT_LOCALE));
  const giraffes = photo('photos/giraffes-savanna-01')!;

  it('a library photograph reads its Kiswahili description there, and its English on an English page', () => {
    const english = renderPhoto('photos/giraffes-savanna-01');
    expect(english).toHaveAttribute('alt', giraffes.alt);
    expect(english).not.toHaveAttribute('lang');
    setLocaleSource(() => 'sw');
    const kiswahili = renderPhoto('photos/giraffes-savanna-01');
    expect(kiswahili).toHaveAttribute('alt', giraffes.altSw);
    expect(kiswahili.getAttribute('alt')).toMatch(/^Twiga wawili/);
    expect(kiswahili).not.toHaveAttribute('lang');
    // A logo (a file of the library) likewise.
    expect(resolveMediaFile('logos/partner-baobab-floral')).toMatchObject({
      alt: 'Nembo ya Baobab & Co. Floral Studio (mshirika wa kubuni).',
    });
  });

  it("the generated manifest carries every source's Kiswahili description (build-media.mjs)", () => {
    for (const entry of source as { file: string; altSw?: string }[]) {
      expect(entry.altSw?.trim(), entry.file).toBeTruthy();
      const generated = mediaLibrary[entry.file.replace(/\.[a-z0-9]+$/i, '')];
      if (generated) expect(generated.altSw, entry.file).toBe(entry.altSw);
    }
  });
});
