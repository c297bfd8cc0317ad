import { afterEach, describe, expect, it, vi } from 'vitest';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

function stubObserver() {
  const observed: Element[] = [];
  let callback: Callback = () => {};
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: Callback) {
        callback = cb;
      }
      observe(target: Element) {
        observed.push(target);
      }
      unobserve(target: Element) {
        observed.splice(observed.indexOf(target), 1);
      }
    },
  );
  return { observed, near: (target: Element, isIntersecting = true) => callback([{ target, isIntersecting }]) };
}

function deferredPicture() {
  const picture = document.createElement('picture');
  picture.innerHTML = '<source type="image/avif" data-srcset="/a-400.avif 400w"><img data-src="/a-1200.jpg" alt="">';
  return { source: picture.querySelector('source')!, img: picture.querySelector('img')! };
}

describe('loadWhenNear', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('sets the sources once the photograph comes near, not before', async () => {
    const io = stubObserver();
    const { loadWhenNear } = await import('./deferred-images');
    const { source, img } = deferredPicture();
    loadWhenNear(img);
    io.near(img, false);
    expect(img.getAttribute('src')).toBeNull();
    io.near(img);
    expect(img.getAttribute('src')).toBe('/a-1200.jpg');
    expect(img.hasAttribute('data-src')).toBe(false);
    expect(source.srcset).toBe('/a-400.avif 400w');
    expect(source.hasAttribute('data-srcset')).toBe(false);
    expect(io.observed).toEqual([]);
  });

  it('leaves a photograph already shown alone (the loader and the island may both hand it over)', async () => {
    const io = stubObserver();
    const { loadWhenNear } = await import('./deferred-images');
    const { img } = deferredPicture();
    loadWhenNear(img);
    loadWhenNear(img);
    io.near(img);
    img.src = '/changed.jpg';
    io.near(img);
    expect(img.getAttribute('src')).toBe('/changed.jpg');
    loadWhenNear(img);
    expect(io.observed).toEqual([]);
  });
});
