import {
  isSamplePictureId,
  isStudioImageId,
  paths,
  type SamplePlace,
  type SamplePlaces,
  type StudioContent,
  studioContentTexts,
  studioImagesTexts,
  studioMediaTexts,
} from '@studio/shared';

/** Every string in `value` that `test` accepts, with the path the form names it by (`data.0.image`). */
export function findIds(value: unknown, test: (s: string) => boolean, path = 'data'): [string, string][] {
  if (typeof value === 'string') return test(value) ? [[value, path]] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => findIds(v, test, `${path}.${i}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => findIds(v, test, `${path}.${k}`));
  return [];
}

/** The uploaded photographs (`upload:<stem>`) any part of the content names. */
export function uploadsNamed(content: Partial<Record<string, unknown>>): Set<string> {
  const found = new Set<string>();
  for (const [key, data] of Object.entries(content)) {
    if (key === 'imageUploads') continue;
    for (const [id] of findIds(data, isStudioImageId)) found.add(id);
  }
  return found;
}

// Films are not photographs: a sample film is captioned as one (ADR 0032), and not counted.
const count = (value: unknown) => findIds(value, isSamplePictureId).length;
const consolePath = (kind: string) => `${paths.studioContent}/${kind}`;

/** A blog post whose cover is still a picture of the bundled library. */
export interface LibraryCoveredPost {
  id: string;
  title: string;
  image: string;
}

/**
 * docs/rules/history.md#issue-23: each place of the studio's pages that still shows a bundled sample picture, with the
 * number of its image slots that do and the console page that replaces them: every place has one.
 * Blog posts count too while their cover is a sample (their editor takes one of the library's).
 */
export function samplePlaces(content: StudioContent, posts: readonly LibraryCoveredPost[] = []): SamplePlaces {
  const places: SamplePlace[] = [];
  const parts = studioMediaTexts.samples.parts;
  const add = (part: string, label: string, n: number, path = consolePath(part)) => {
    if (n > 0) places.push({ part, label, count: n, consolePath: path });
  };
  const item = (part: keyof typeof studioContentTexts.item, i: number, title?: string) =>
    [studioContentTexts.item[part]?.({ n: i + 1 }) ?? `${parts[part]} ${i + 1}`, title].filter(Boolean).join(' · ');

  content.heroSlides.forEach((s, i) => add('heroSlides', item('heroSlides', i, s.text), count(s.image)));
  content.services.forEach((s, i) => add('services', item('services', i, s.title), count(s.images)));
  content.ctaBanners.forEach((b, i) => add('ctaBanners', item('ctaBanners', i, b.title), count(b.images)));
  content.team.forEach((m, i) => add('team', item('team', i, m.name), count(m.image)));
  // A quoted review shows its author's initials, drawn by the site: not a sample.
  content.testimonials.forEach((t, i) =>
    add('testimonials', item('testimonials', i, t.name), t.reviewId ? 0 : count(t.image)),
  );
  content.partners.forEach((p, i) => add('partners', item('partners', i, p.name), count(p.logo)));
  add('gallery', parts.gallery!, count(content.imageLibrary.gallery));
  for (const tab of ['weddings', 'sports', 'commercials', 'events'] as const)
    add('portfolio', `${parts.portfolio} · ${studioImagesTexts.tabs[tab]}`, count(content.imageLibrary[tab]));
  add('about', parts.about!, count(content.about));
  add('testimonialsPage', parts.testimonialsPage!, count(content.testimonialsPage.image));
  add('contactPage', parts.contactPage!, count(content.contactPage.image));
  add('closing', parts.closing!, count(content.home.closing.image), consolePath('home'));
  add('fashion', parts.fashion!, count(content.servicesPage.fashion.images), consolePath('servicesPage'));
  // A film's own poster, when one is chosen (a sample film's bundled poster goes with its film).
  const posters = content.servicesPage.weddingFilms.films.map((f) => f.poster);
  add('films', parts.films!, count(posters), consolePath('servicesPage'));
  for (const post of posts)
    add('blog', `${parts.blog} · ${post.title}`, count(post.image), paths.studioBlogPost.replace(':id', post.id));
  return { total: places.reduce((sum, p) => sum + p.count, 0), places };
}
