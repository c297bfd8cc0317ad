import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { photoFixture, stubObserver } from '../testing/fake-gallery-server';
import { PhotoGrid, TILES_PER_STEP } from './photo-grid';

afterEach(() => vi.unstubAllGlobals());

// Three steps and a half: enough to show the steps without rendering a whole wedding in jsdom.
const photos = Array.from({ length: 3 * TILES_PER_STEP + 30 }, (_, n) => photoFixture(n + 1));
// Counted by selector: role queries over a few hundred tiles take seconds in jsdom.
const tiles = () => document.querySelectorAll<HTMLButtonElement>('li > button[aria-label^="Open "]');

describe('PhotoGrid with many photographs (docs/decisions/0044-gallery-first-screen.md)', () => {
  it('puts the first step of tiles into the page and adds a step as the guest scrolls near the end', () => {
    const observer = stubObserver();
    render(<PhotoGrid photos={photos} onOpen={() => {}} />);
    expect(tiles()).toHaveLength(TILES_PER_STEP);
    const images = document.querySelectorAll('img');
    expect(images).toHaveLength(TILES_PER_STEP);
    for (const img of images) expect(img).toHaveAttribute('loading', 'lazy');
    observer.scrollNear();
    expect(tiles()).toHaveLength(2 * TILES_PER_STEP);
    observer.scrollNear();
    observer.scrollNear();
    expect(tiles()).toHaveLength(photos.length);
    expect(screen.queryByTestId('more-photos')).not.toBeInTheDocument();
  });

  it('ignores the marker while it is out of reach', () => {
    stubObserver();
    render(<PhotoGrid photos={photos} onOpen={() => {}} />);
    expect(screen.getByTestId('more-photos')).toBeInTheDocument();
    expect(tiles()).toHaveLength(TILES_PER_STEP);
  });

  it('opens the photograph of the tile pressed, counted over the whole list', async () => {
    const observer = stubObserver();
    const onOpen = vi.fn();
    render(<PhotoGrid photos={photos} onOpen={onOpen} />);
    observer.scrollNear();
    act(() => tiles()[99]!.click());
    expect(tiles()[99]).toHaveAccessibleName(`Open ${photos[99]!.fileName}`);
    expect(onOpen).toHaveBeenCalledWith(99);
  });

  it('shows every tile where the browser has no IntersectionObserver, and a small gallery whole', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { unmount } = render(<PhotoGrid photos={photos} onOpen={() => {}} />);
    expect(tiles()).toHaveLength(photos.length);
    unmount();
    stubObserver();
    render(<PhotoGrid photos={photos.slice(0, 12)} onOpen={() => {}} />);
    expect(tiles()).toHaveLength(12);
    expect(screen.queryByTestId('more-photos')).not.toBeInTheDocument();
  });
});

describe('PhotoGrid fed in pages', () => {
  it('asks for more only once every photograph given shows', () => {
    const observer = stubObserver();
    const more = vi.fn();
    const { rerender } = render(
      <PhotoGrid photos={photos.slice(0, 2 * TILES_PER_STEP)} more={more} onOpen={() => {}} />,
    );
    observer.scrollNear();
    expect(tiles()).toHaveLength(2 * TILES_PER_STEP);
    expect(more).not.toHaveBeenCalled();
    observer.scrollNear();
    expect(more).toHaveBeenCalledTimes(1);
    rerender(<PhotoGrid photos={photos} onOpen={() => {}} />);
    observer.scrollNear();
    observer.scrollNear();
    expect(tiles()).toHaveLength(photos.length);
    expect(screen.queryByTestId('more-photos')).not.toBeInTheDocument();
  });
});
