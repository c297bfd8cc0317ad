import { legalTexts } from '@studio/shared';
import { localHref } from '@studio/shared/i18n/current-locale';
import type { ReactNode } from 'react';
import type { LegalBlock, LegalDocument } from '../content/legal-document';
import { formatDate } from '@studio/shared/i18n/format';
import { PageHeading, pageLeadClass } from '@/components/ui/page-heading';

const linkClass = 'text-clay-dark underline underline-offset-2 hover:text-clay dark:text-gold';

/** Turns e-mail addresses and https links inside plain text into links. */
export function linkify(text: string): ReactNode[] {
  const parts = text.split(/(https:\/\/[^\s,;)]+[^\s,;).]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g);
  return parts.map((part, i) => {
    if (i % 2 === 0) return part;
    const href = part.startsWith('https://') ? part : `mailto:${part}`;
    const external = href.startsWith('https://');
    return (
      <a
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string
        key={i}
        href={localHref(href)}
        className={`${linkClass} break-words`}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {part}
      </a>
    );
  });
}

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'p') return <p className="max-w-[72ch]">{linkify(block.text)}</p>;
  if (block.kind === 'list') {
    return (
      <ul className="max-w-[72ch] list-disc space-y-2 pl-6 marker:text-clay">
        {block.items.map((item) => (
          <li key={item}>{linkify(item)}</li>
        ))}
      </ul>
    );
  }
  return (
    <>
      <table className="hidden w-full border-collapse text-left text-[15px] md:table">
        <caption className="sr-only">{block.caption}</caption>
        <thead>
          <tr className="border-b-2 border-ink dark:border-stone-300">
            {block.head.map((h) => (
              <th key={h} scope="col" className="py-3 pr-5 align-bottom font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row) => (
            <tr key={row.join('|')} className="border-b border-stone-300 align-top dark:border-stone-700">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={cell} scope="row" className="w-[30%] py-3 pr-5 font-medium text-ink dark:text-stone-100">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells of one row
                  <td key={i} className="py-3 pr-5 text-stone-700 dark:text-stone-300">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {/* Small screens: one card per row, each value under its column's name. */}
      <ul className="space-y-4 md:hidden" aria-label={block.caption}>
        {block.rows.map((row) => (
          <li key={row.join('|')} className="rounded-xl border border-stone-300 p-4 dark:border-stone-700">
            <p className="font-semibold text-ink dark:text-stone-100">{row[0]}</p>
            <dl className="mt-2 space-y-2 text-[15px]">
              {row.slice(1).map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells of one row
                <div key={i}>
                  <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-stone-600 dark:text-stone-400">
                    {block.head[i + 1]}
                  </dt>
                  <dd className="text-stone-800 dark:text-stone-200">{cell}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A legal page: title, last-updated date, contents and numbered sections. */
export function LegalDocumentView({ doc, eyebrow }: { doc: LegalDocument; eyebrow: string }) {
  return (
    <div className="container-page pt-12 pb-24 sm:pt-16">
      <header className="max-w-3xl">
        {doc.translation && (
          <p className="mb-8 rounded-xl border border-stone-300 px-4 py-3 text-sm text-stone-700 dark:border-stone-700 dark:text-stone-300">
            {doc.translation.note}{' '}
            <a href={doc.translation.href} hrefLang="en" className={linkClass}>
              {doc.translation.link}
            </a>
          </p>
        )}
        <PageHeading eyebrow={eyebrow} title={doc.title} />
        <p className="mt-5 text-sm text-stone-600 dark:text-stone-400">
          {`${legalTexts.lastUpdated} `}
          <time dateTime={doc.lastUpdated}>{formatDate(doc.lastUpdated, 'day')}</time>
        </p>
        <div className={`mt-6 space-y-4 ${pageLeadClass}`}>
          {doc.intro.map((text) => (
            <p key={text}>{linkify(text)}</p>
          ))}
        </div>
      </header>
      <div className="mt-14 grid gap-12 lg:grid-cols-[16rem_1fr] lg:gap-16">
        <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2
            id="legal-contents"
            className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-600 dark:text-stone-400"
          >
            {legalTexts.contents}
          </h2>
          <ol className="mt-4 space-y-2 border-l border-stone-300 text-sm dark:border-stone-700">
            {doc.sections.map((s, i) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="-ml-px block border-l-2 border-transparent py-0.5 pl-4 hover:border-clay hover:text-clay"
                >
                  <span className="tabular-nums text-stone-600 dark:text-stone-400">{i + 1}.</span> {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="min-w-0 max-w-5xl space-y-14">
          {doc.sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-24">
              <h2 id={`${s.id}-title`} className="font-serif text-3xl leading-snug">
                <span aria-hidden className="mr-2 text-clay dark:text-gold">
                  {i + 1}.
                </span>
                {s.title}
              </h2>
              <div className="mt-5 space-y-4 text-[17px] leading-relaxed text-stone-800 dark:text-stone-200">
                {s.blocks.map((b, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one section, in order
                  <Block key={j} block={b} />
                ))}
              </div>
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
