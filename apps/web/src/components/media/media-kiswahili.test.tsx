import type { StudioContent, StudioImage } from '@studio/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studioContentQuery } from '@/lib/studio-content';
import { ImageViewer } from './image-viewer';
import { Photo } from './photo';
import { resolvePhotos } from './resolve-photo';

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
