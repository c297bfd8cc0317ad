import MarkdownIt from 'markdown-it';

/**
 * Markdown written by studio staff (blog posts, newsletters, help articles) turned into HTML
 * that is safe to serve as it is: raw HTML in the text is escaped, never passed through, and
 * links and images may only point at http(s), mailto, tel or the site itself. Anything else
 * (`javascript:`, `data:`, `vbscript:`) is left as plain text.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;
markdown.validateLink = (url) => SAFE_URL.test(url.trim());

const defaultLinkOpen =
  markdown.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  if (/^https?:/i.test(String(token?.attrGet('href') ?? ''))) {
    token?.attrSet('rel', 'noopener noreferrer');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

export const renderMarkdown = (text: string): string => markdown.render(text);

/** The text of a Markdown document without its markup (excerpts, plain-text e-mails). */
export const markdownToText = (text: string): string =>
  markdown
    .render(text)
    .replace(/<\/(p|h[1-6]|li|blockquote|pre)>/g, '\n')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
