import { siteTexts, STUDIO_NAME } from '@studio/shared';
import { type Media, mediaAlt, mediaLibrary } from '@studio/shared/media/media';

/**
 * The photo credits page is generated from the media library's credit fields (author, licence,
 * source), never typed by hand, so every file the site ships is attributed (CC-BY / CC-BY-SA).
 */

export type CreditKind = 'photo' | 'video' | 'logo' | 'portrait';

export interface LinkedText {
  label: string;
  url?: string;
}

export interface CreditEntry {
  id: string;
  kind: CreditKind;
  /** What the file shows (the library's alt text), in the page's language where the library has it. */
  description: string;
  /** 'en' when a Kiswahili page shows the English description (docs/rules/public-pages.md#languages). */
  lang?: 'en';
  author: LinkedText;
  licence: LinkedText & { note?: string };
  source: LinkedText;
  /** Photos: the media id, for a thumbnail. Posters of videos, too. */
  photoId?: string;
  /** Logos and portraits: the file, for a thumbnail. */
  src?: string;
  width: number;
  height: number;
  /** Videos: the photographs the film is made from. */
  madeFrom?: string[];
}

const GENERATED = 'Generated for this project';

/** "CC-BY-SA-4.0" -> "CC BY-SA 4.0" and its deed; GNU and BSD licences link to their texts. */
export function licenceLink(token: string): LinkedText {
  const cc = /^CC-(BY(?:-NC)?(?:-SA|-ND)?)-(\d\.\d)$/i.exec(token);
  if (cc) {
    return {
      label: `CC ${cc[1]!.toUpperCase()} ${cc[2]}`,
      url: `https://creativecommons.org/licenses/${cc[1]!.toLowerCase()}/${cc[2]}/`,
    };
  }
  const known: Record<string, LinkedText> = {
    'CC0-1.0': {
      label: 'CC0 1.0 (public domain dedication)',
      url: 'https://creativecommons.org/publicdomain/zero/1.0/',
    },
    'LGPL-3.0': { label: 'GNU LGPL 3.0', url: 'https://www.gnu.org/licenses/lgpl-3.0.html' },
    'GPL-2.0-or-later': {
      label: 'GNU GPL 2.0 or later',
      url: 'https://www.gnu.org/licenses/old-licenses/gpl-2.0.html',
    },
    'GPL-3.0-or-later': { label: 'GNU GPL 3.0 or later', url: 'https://www.gnu.org/licenses/gpl-3.0.html' },
    'BSD-2-Clause': { label: 'BSD 2-Clause', url: 'https://opensource.org/license/bsd-2-clause' },
  };
  return known[token] ?? { label: token };
}

/** "CC-BY-SA-4.0 (share-alike sources; ...)" -> the linked licence and its note. */
export function parseLicence(licence: string): LinkedText & { note?: string } {
  const m = /^(.*?)\s*\((.*)\)\s*$/.exec(licence.trim());
  const token = (m ? m[1]! : licence).trim();
  const note = m?.[2]?.trim();
  return { ...licenceLink(token), ...(note ? { note } : {}) };
}

/** "Jane Doe (via Wikimedia Commons: File.jpg)" -> Jane Doe, linked to the file's page on Commons. */
export function parseAuthor(author: string, licence: string): LinkedText {
  const commons = /^(.*?)\s*\(via Wikimedia Commons:\s*(.+)\)$/.exec(author.trim());
  if (commons) {
    return {
      label: commons[1]!,
      url: `https://commons.wikimedia.org/wiki/File:${commons[2]!.trim().replace(/ /g, '_')}`,
    };
  }
  if (author.trim() === 'Unknown' && licence.startsWith(GENERATED)) return { label: 'Picha Studio' };
  return { label: author.trim() || siteTexts.credits.unknownAuthor };
}

/** "gcompris-qt-data 3.1-2" -> the Debian package the original file came from. */
export function parseSource(source: string): LinkedText {
  const m = /^([a-z0-9][a-z0-9+.-]+)\s+(\S+)$/.exec(source.trim());
  if (m)
    return {
      label: siteTexts.credits.debianPackage({ name: m[1]!, version: m[2]! }),
      url: `https://packages.debian.org/bookworm/${m[1]}`,
    };
  return { label: source.trim() || siteTexts.credits.madeHere };
}

const VIDEO_SOURCE = 'video-source:';

function entry(id: string, m: Media, library: Record<string, Media>): CreditEntry {
  const { alt: description, lang } = mediaAlt(m);
  const base = {
    id,
    description,
    ...(lang ? { lang } : {}),
    author: parseAuthor(m.credit.author, m.credit.license),
    licence: parseLicence(m.credit.license),
    source: parseSource(m.credit.source),
    width: Math.round(m.width),
    height: Math.round(m.height),
  };
  if (m.kind === 'photo') return { ...base, kind: 'photo', photoId: id };
  if (m.kind === 'video') {
    const name = id.slice(id.indexOf('/') + 1);
    const madeFrom = Object.entries(library)
      .filter(([, other]) => other.suggestedFor.includes(`${VIDEO_SOURCE}${name}`))
      .map(([otherId]) => otherId)
      .sort();
    return {
      ...base,
      kind: 'video',
      author: madeFrom.length > 0 ? { label: siteTexts.credits.slideshowAuthor({ studio: STUDIO_NAME }) } : base.author,
      source: madeFrom.length > 0 ? { label: siteTexts.credits.slideshowSource } : base.source,
      ...(m.poster ? { photoId: m.poster } : {}),
      madeFrom,
    };
  }
  return { ...base, kind: m.kind, src: m.src };
}

/** Every file of the library, grouped by kind and sorted by id. Video posters appear with their video. */
export function buildCredits(library: Record<string, Media> = mediaLibrary): Record<CreditKind, CreditEntry[]> {
  const posters = new Set(Object.values(library).flatMap((m) => (m.kind === 'video' && m.poster ? [m.poster] : [])));
  const groups: Record<CreditKind, CreditEntry[]> = { photo: [], video: [], logo: [], portrait: [] };
  for (const id of Object.keys(library).sort()) {
    if (posters.has(id)) continue;
    const e = entry(id, library[id]!, library);
    groups[e.kind].push(e);
  }
  return groups;
}

/** The anchor of an entry on the credits page. */
export const creditAnchor = (id: string) => `credit-${id.replace(/[^a-z0-9]+/gi, '-')}`;
