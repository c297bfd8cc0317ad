import type { StudioContent, StudioImage } from '@studio/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StudioContentOverride, studioContentQuery } from '@/lib/studio-content';
import { Photo } from './photo';

const upload: StudioImage = {
  id: 'upload:AAAAAAAAAAAAAAAAAAAAAA',
  alt: 'Our couple on the cathedral steps.',
  name: 'IMG_2044.jpg',
  width: 1200,
  height: 800,
  widths: [400, 800, 1200],
  placeholder: 'data:image/webp;base64,AAAA',
  uploadedAt: '2026-11-27T10:00:00.000Z',
};
const withUploads = (imageUploads: StudioImage[]) => ({ imageUploads }) as unknown as StudioContent;

function renderPhoto(published: StudioImage[], preview?: StudioImage[]) {
  const client = new QueryClient();
  client.setQueryData(studioContentQuery.queryKey, withUploads(published));
  const photo = <Photo id={upload.id} sizes="100vw" />;
  return render(
    <QueryClientProvider client={client}>
      {preview ? (
        <StudioContentOverride.Provider value={withUploads(preview)}>{photo}</StudioContentOverride.Provider>
      ) : (
        photo
      )}
    </QueryClientProvider>,
  );
}

describe('Photo: an uploaded photograph (issue 23)', () => {
  it('draws an upload the published content carries', () => {
    const { container } = renderPhoto([upload]);
    expect(container.querySelector('img')).toHaveAttribute('alt', upload.alt);
    expect(container.innerHTML).toContain('AAAAAAAAAAAAAAAAAAAAAA');
  });

  it('in the console’s preview, draws an upload only a draft shows, from the drafts’ content', () => {
    expect(renderPhoto([]).container.querySelector('img')).toBeNull();
    const { container } = renderPhoto([], [upload]);
    expect(container.querySelector('img')).toHaveAttribute('alt', upload.alt);
    expect(container.innerHTML).toContain('AAAAAAAAAAAAAAAAAAAAAA');
  });
});
