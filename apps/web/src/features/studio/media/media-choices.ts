import { isStudioImageId, type StudioImage, studioImageSources } from '@studio/shared';
import { mediaAlt, mediaLibrary, photo } from '@studio/shared/media/media';

/**
 * What an image slot takes (docs/rules/history.md#issue-23): a photograph (hero, services, bands, gallery, portfolio), a
 * portrait (team, testimonials) or a logo (partners). Any slot takes the studio's own uploads;
 * 'own' takes nothing else (a blog cover: the samples are what it replaces).
 */
export type MediaAccept = 'photo' | 'portrait' | 'logo' | 'own';

/** A picture the picker offers: an upload of the studio's, or a bundled sample. */
export interface MediaChoice {
  id: string;
  /** A small image of it. */
  thumbnail: string;
  alt: string;
  /** Searchable words besides the description: the file name (an upload's) or the sample's name. */
  name: string;
  sample: boolean;
}

const SAMPLE_PREFIX: Record<MediaAccept, readonly string[]> = {
  photo: ['photos/'],
  portrait: ['portraits/avatar-team-', 'portraits/avatar-testimonial-'],
  logo: ['logos/partner-'],
  own: [],
};

export function uploadChoice(image: StudioImage): MediaChoice {
  return {
    id: image.id,
    thumbnail: studioImageSources(image).thumbnail,
    alt: image.alt,
    name: image.name ?? '',
    sample: false,
  };
}

/** A bundled sample by id, or undefined when the library lacks it. */
export function sampleChoice(id: string): MediaChoice | undefined {
  const media = mediaLibrary[id];
  if (!media) return undefined;
  const p = photo(id);
  const thumbnail = p ? `${p.base}-${p.widths[0]}.webp` : media.kind === 'photo' ? '' : media.src;
  // Described (and so found) in the console's language (docs/rules/public-pages.md#languages).
  return { id, thumbnail, alt: mediaAlt(media).alt, name: id.slice(id.indexOf('/') + 1), sample: true };
}

/** The bundled samples a slot of this kind may show, by name. */
export function sampleChoices(accept: MediaAccept): MediaChoice[] {
  return Object.keys(mediaLibrary)
    .filter((id) => SAMPLE_PREFIX[accept].some((prefix) => id.startsWith(prefix)))
    .sort()
    .flatMap((id) => sampleChoice(id) ?? []);
}

/** A slot's current picture, whichever kind it is. */
export function choiceOf(id: string, uploads: readonly StudioImage[]): MediaChoice | undefined {
  if (isStudioImageId(id)) {
    const image = uploads.find((u) => u.id === id);
    return image ? uploadChoice(image) : undefined;
  }
  return sampleChoice(id);
}

/** Whether a picture matches the search words (each word in its description or name). */
export function matches(choice: Pick<MediaChoice, 'alt' | 'name'>, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${choice.alt} ${choice.name}`.toLowerCase();
  return words.every((w) => text.includes(w));
}
