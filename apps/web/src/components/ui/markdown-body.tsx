/**
 * HTML the server made from staff's Markdown (apps/server/src/lib/markdown.ts: raw HTML escaped,
 * only http(s), mailto, tel and site links), styled as the site's long-form text. Only ever given
 * that server's output: it is the one place the web app sets HTML it did not build itself.
 */
export const markdownBodyClass = [
  'text-lg leading-relaxed text-stone-800 dark:text-stone-200',
  '[&>*+*]:mt-6 [&_li+li]:mt-2',
  '[&_h1]:font-serif [&_h1]:text-3xl [&_h1]:leading-snug [&_h1]:text-ink dark:[&_h1]:text-white',
  '[&_h2]:font-serif [&_h2]:text-3xl [&_h2]:leading-snug [&_h2]:text-ink [&_h2]:pt-4 dark:[&_h2]:text-white',
  '[&_h3]:font-serif [&_h3]:text-2xl [&_h3]:leading-snug [&_h3]:text-ink dark:[&_h3]:text-white',
  '[&_a]:font-semibold [&_a]:text-clay-dark [&_a]:underline [&_a]:underline-offset-4 dark:[&_a]:text-gold',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-clay [&_blockquote]:pl-5 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-sand [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base dark:[&_code]:bg-stone-800',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-sand [&_pre]:p-4 dark:[&_pre]:bg-stone-800',
  '[&_hr]:border-stone-300 dark:[&_hr]:border-stone-700',
  '[&_img]:rounded-lg [&_section]:space-y-5 [&_section]:pt-6',
  '[overflow-wrap:anywhere]',
].join(' ');

/** The drop cap of a post's first paragraph. */
const ledeClass =
  '[&>p:first-child]:text-xl [&>p:first-child]:text-ink dark:[&>p:first-child]:text-stone-100 [&>p:first-child]:first-letter:float-left [&>p:first-child]:first-letter:mr-3 [&>p:first-child]:first-letter:font-serif [&>p:first-child]:first-letter:text-6xl [&>p:first-child]:first-letter:leading-[0.85] [&>p:first-child]:first-letter:text-clay dark:[&>p:first-child]:first-letter:text-gold';

export function MarkdownBody({
  html,
  lede = false,
  className = '',
  lang,
}: {
  html: string;
  lede?: boolean;
  className?: string;
  /** The language of the text when not the page's (an English fallback on a Kiswahili page). */
  lang?: string;
}) {
  return (
    <div
      lang={lang}
      className={`${markdownBodyClass} ${lede ? ledeClass : ''} ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's safe Markdown rendering (see above)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
