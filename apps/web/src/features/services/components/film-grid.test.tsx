import type { WeddingFilm } from '@studio/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveFilms } from '../utils/resolve-films';
import { FilmCard, type FilmView } from './film-grid';

const content = (previewOnHover: boolean): WeddingFilm => ({
  video: 'video/sample-reel-golden-hour',
  title: 'Golden hour on the lake',
  place: 'Lake Naivasha',
  caption: 'A lakeside ceremony.',
  previewOnHover,
});

/** A film as /services gives it to the film grid (an island): resolved on the server. */
const film = (previewOnHover: boolean): FilmView => resolveFilms([content(previewOnHover)])[0]!;

let paused: boolean;

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  paused = true;
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused = true;
    this.dispatchEvent(new Event('pause'));
  });
  mockReducedMotion(false);
});

const card = () => screen.getByRole('button', { name: /the film Golden hour on the lake/ }).closest('figure')!;

describe('FilmCard', () => {
  it('is muted, inline, preload none, with a WebP poster', () => {
    const { container } = render(<FilmCard film={film(true)} />);
    const video = container.querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video.getAttribute('poster')).toMatch(/^\/media\/video\/sample-reel-golden-hour-poster\..+\.webp$/);
  });

  it('previews while a mouse rests on it and pauses when it leaves', () => {
    render(<FilmCard film={film(true)} />);
    fireEvent.pointerEnter(card(), { pointerType: 'mouse' });
    expect(paused).toBe(false);
    expect(screen.getByRole('button', { name: 'Pause the film Golden hour on the lake' })).toBeInTheDocument();
    fireEvent.pointerLeave(card(), { pointerType: 'mouse' });
    expect(paused).toBe(true);
  });

  it('does not preview on touch, under reduced motion, or when it is not a preview film', () => {
    const { unmount } = render(<FilmCard film={film(true)} />);
    fireEvent.pointerEnter(card(), { pointerType: 'touch' });
    expect(paused).toBe(true);
    unmount();

    mockReducedMotion(true);
    const second = render(<FilmCard film={film(true)} />);
    fireEvent.pointerEnter(card(), { pointerType: 'mouse' });
    expect(paused).toBe(true);
    second.unmount();

    mockReducedMotion(false);
    render(<FilmCard film={film(false)} />);
    fireEvent.pointerEnter(card(), { pointerType: 'mouse' });
    expect(paused).toBe(true);
  });

  it('plays and pauses with its button; a film started that way keeps playing when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<FilmCard film={film(false)} />);
    await user.click(screen.getByRole('button', { name: 'Play the film Golden hour on the lake' }));
    expect(paused).toBe(false);
    fireEvent.pointerLeave(card(), { pointerType: 'mouse' });
    expect(paused).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Pause the film Golden hour on the lake' }));
    expect(paused).toBe(true);
  });
});
