/**
 * Photographs that wait until they are near the screen (ADR 0035): the server writes their sources
 * in `data-src` / `data-srcset`, and they load once they come within half a screen below the
 * viewport. The loader hands over those of the page's HTML (page-behaviours.ts); a photograph React
 * renders inside an island hands itself over (components/media/picture.tsx). Either may come first:
 * a photograph already shown is left alone.
 */
let near: IntersectionObserver | undefined;

function show(img: HTMLImageElement) {
  if (img.dataset.src === undefined) return;
  for (const source of img.parentElement?.querySelectorAll<HTMLSourceElement>('source[data-srcset]') ?? []) {
    source.srcset = source.dataset.srcset ?? '';
    source.removeAttribute('data-srcset');
  }
  img.src = img.dataset.src;
  img.removeAttribute('data-src');
}

export function loadWhenNear(img: HTMLImageElement): void {
  if (img.dataset.src === undefined) return;
  near ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        near?.unobserve(entry.target);
        show(entry.target as HTMLImageElement);
      }
    },
    { rootMargin: '0px 0px 50% 0px' },
  );
  near.observe(img);
}
