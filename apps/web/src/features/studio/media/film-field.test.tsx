import { studioMediaTexts, VIDEO_MAX_BYTES } from '@studio/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilmField, filmProblem } from './film-field';

const t = studioMediaTexts.films;
afterEach(() => vi.unstubAllGlobals());

/** A file whose size is `size` without holding that many bytes. */
const fileOf = (name: string, type: string, size = 1000) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('FilmField (issue 23)', () => {
  it('says what is wrong with a chosen file before sending it: its type, its size', async () => {
    const xhr = vi.fn();
    vi.stubGlobal('XMLHttpRequest', xhr);
    const onValue = vi.fn();
    render(<FilmField id="film-1" label={t.label({ n: 1 })} value="video/sample-reel-journey" onValue={onValue} />);
    expect(screen.getByText(studioMediaTexts.picker.sample)).toBeInTheDocument();
    const input = screen.getByLabelText(t.label({ n: 1 }));

    fireEvent.change(input, { target: { files: [fileOf('wedding.mov', 'video/quicktime')] } });
    expect(await screen.findByText(t.type)).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [fileOf('wedding.mp4', 'video/mp4', VIDEO_MAX_BYTES + 1)] } });
    expect(await screen.findByText(t.tooLarge)).toBeInTheDocument();
    expect(xhr).not.toHaveBeenCalled();
    expect(onValue).not.toHaveBeenCalled();
    expect(filmProblem(fileOf('ok.webm', 'video/webm', VIDEO_MAX_BYTES))).toBeNull();
  });

  it('uploads a good film and puts it in the slot', async () => {
    const id = 'film:AAAAAAAAAAAAAAAAAAAAAA.mp4';
    class FakeXhr {
      status = 200;
      responseText = JSON.stringify({ film: { id, url: '/uploads/studio-films/x.mp4', type: 'video/mp4' } });
      upload = { addEventListener: vi.fn() };
      private listeners: Record<string, () => void> = {};
      open = vi.fn();
      setRequestHeader = vi.fn();
      withCredentials = false;
      abort = vi.fn();
      addEventListener(event: string, fn: () => void) {
        this.listeners[event] = fn;
      }
      send() {
        queueMicrotask(() => this.listeners.load?.());
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const onValue = vi.fn();
    render(<FilmField id="film-2" label={t.label({ n: 2 })} value="video/sample-reel-journey" onValue={onValue} />);
    fireEvent.change(screen.getByLabelText(t.label({ n: 2 })), {
      target: { files: [fileOf('our-wedding.mp4', 'video/mp4')] },
    });
    await waitFor(() => expect(onValue).toHaveBeenCalledWith(id));
  });
});
