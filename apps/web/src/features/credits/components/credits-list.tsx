import { siteTexts, untranslatedLang } from '@studio/shared';
import { photo } from '@studio/shared/media/media';
import { ExternalLink, Film } from 'lucide-react';
import { Photo } from '@/components/media/photo';
import { type CreditEntry, type CreditKind, creditAnchor, type LinkedText } from '../utils/credits';

const creditKinds: CreditKind[] = ['photo', 'video', 'logo', 'portrait'];
/** A group's title, read in the current language when shown. */
const groupTitle = (kind: CreditKind) => siteTexts.credits[kind];

function Linked({ value, licence = false }: { value: LinkedText; licence?: boolean }) {
  if (!value.url) return <span>{value.label}</span>;
  return (
    <a
      href={value.url}
      target="_blank"
      rel={licence ? 'noopener noreferrer license' : 'noopener noreferrer'}
      className="text-clay-dark underline decoration-clay/40 underline-offset-2 hover:decoration-clay dark:text-gold dark:decoration-gold/40"
    >
      {value.label}
      <ExternalLink aria-hidden className="ml-1 inline size-3 align-[-1px]" />
      <span className="sr-only"> {siteTexts.ui.opensInNewTab}</span>
    </a>
  );
}

function Thumbnail({ entry }: { entry: CreditEntry }) {
  const box = 'block size-24 shrink-0 overflow-hidden rounded-lg bg-sand sm:size-28 dark:bg-stone-800';
  if (entry.photoId && photo(entry.photoId)) {
    return (
      <div className={`${box} relative`}>
        <Photo
          id={entry.photoId}
          alt=""
          sizes="112px"
          className="block h-full"
          imgClassName="h-full w-full object-cover"
        />
        {entry.kind === 'video' && (
          <span className="absolute right-1.5 bottom-1.5 grid size-7 place-items-center rounded-full bg-ink/80 text-white">
            <Film aria-hidden className="size-4" />
          </span>
        )}
      </div>
    );
  }
  if (entry.src) {
    return (
      <div className={`${box} grid place-items-center ${entry.kind === 'logo' ? 'bg-white p-2' : ''}`}>
        <img
          src={entry.src}
          alt=""
          width={entry.width}
          height={entry.height}
          loading="lazy"
          decoding="async"
          className={entry.kind === 'logo' ? 'h-auto max-h-full w-full object-contain' : 'h-full w-full object-cover'}
        />
      </div>
    );
  }
  return <div className={box} />;
}

function Entry({ entry, byId }: { entry: CreditEntry; byId: Map<string, CreditEntry> }) {
  return (
    <li
      id={creditAnchor(entry.id)}
      className="flex scroll-mt-24 gap-4 border-b border-stone-200 py-5 dark:border-stone-800"
    >
      <Thumbnail entry={entry} />
      <div className="min-w-0 flex-1 space-y-1.5 text-sm">
        <p className="font-serif text-base leading-snug text-ink dark:text-stone-100" lang={entry.lang}>
          {entry.description}
        </p>
        {/* The attribution as its source wrote it (names, licences and their notes), in English. */}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-stone-700 dark:text-stone-300">
          <dt className="font-semibold">{siteTexts.credits.author}</dt>
          <dd className="min-w-0 break-words" {...untranslatedLang()}>
            <Linked value={entry.author} />
          </dd>
          <dt className="font-semibold">{siteTexts.credits.licence}</dt>
          <dd className="min-w-0 break-words" {...untranslatedLang()}>
            <Linked value={entry.licence} licence />
            {entry.licence.note && <span className="text-stone-600 dark:text-stone-400"> ({entry.licence.note})</span>}
          </dd>
          <dt className="font-semibold">{siteTexts.credits.source}</dt>
          <dd className="min-w-0 break-words" {...untranslatedLang()}>
            <Linked value={entry.source} />
          </dd>
        </dl>
        {entry.madeFrom && entry.madeFrom.length > 0 && (
          <div className="pt-1">
            <p className="font-semibold text-stone-700 dark:text-stone-300">{siteTexts.credits.madeFrom}</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-stone-700 dark:text-stone-300">
              {entry.madeFrom.map((id) => {
                const part = byId.get(id);
                return (
                  <li key={id}>
                    <a
                      href={`#${creditAnchor(id)}`}
                      lang={part?.lang}
                      className="underline underline-offset-2 hover:text-clay"
                    >
                      {part ? `${part.description.replace(/\.$/, '')}` : id}
                    </a>
                    {part && (
                      <span>
                        {' '}
                        {siteTexts.credits.partBy({ author: part.author.label, licence: part.licence.label })}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </div>
    </li>
  );
}

/** Every file of the media library with its author, licence and source, by kind. */
export function CreditsList({ groups }: { groups: Record<CreditKind, CreditEntry[]> }) {
  const kinds = creditKinds.filter((k) => groups[k].length > 0);
  const byId = new Map(kinds.flatMap((k) => groups[k].map((e) => [e.id, e] as const)));
  return (
    <div className="space-y-16">
      <nav aria-label={siteTexts.credits.groups}>
        <ul className="flex flex-wrap gap-3">
          {kinds.map((k) => (
            <li key={k}>
              <a
                href={`#credits-${k}`}
                className="inline-flex items-center gap-2 rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold hover:border-clay hover:text-clay dark:border-stone-700"
              >
                {groupTitle(k)}
                <span className="rounded-full bg-sand px-2 py-0.5 text-xs dark:bg-stone-800">{groups[k].length}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {kinds.map((k) => (
        <section key={k} id={`credits-${k}`} aria-labelledby={`credits-${k}-title`} className="scroll-mt-24">
          <h2 id={`credits-${k}-title`} className="font-serif text-3xl">
            {groupTitle(k)} <span className="text-stone-500 dark:text-stone-400">({groups[k].length})</span>
          </h2>
          <ul className="mt-4 grid gap-x-10 lg:grid-cols-2">
            {groups[k].map((e) => (
              <Entry key={e.id} entry={e} byId={byId} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
