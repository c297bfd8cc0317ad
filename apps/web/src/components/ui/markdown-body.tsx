/**
 * HTML the server rendered from staff's Markdown (apps/server/src/lib/markdown.ts: raw HTML
 * escaped, only safe links), laid out as reading text. Only ever given the server's rendering.
 */
export function MarkdownBody({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`leading-relaxed text-stone-800 [overflow-wrap:anywhere] dark:text-stone-200 [&_a]:font-semibold [&_a]:text-clay-dark [&_a]:underline dark:[&_a]:text-gold [&_blockquote]:border-l-4 [&_blockquote]:border-stone-300 [&_blockquote]:pl-4 [&_code]:rounded [&_code]:bg-sand [&_code]:px-1 dark:[&_code]:bg-stone-800 [&_h1]:mt-6 [&_h1]:font-serif [&_h1]:text-2xl [&_h2]:mt-6 [&_h2]:font-serif [&_h2]:text-xl [&_h3]:mt-5 [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_pre]:mt-3 [&_pre]:overflow-x-auto [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&>*:first-child]:mt-0 ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's safe rendering of Markdown
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
