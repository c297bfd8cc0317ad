import { createHash } from 'node:crypto';
import { siteTexts } from '@studio/shared';

const STYLE =
  'body{margin:0;min-height:100vh;display:grid;place-items:center;background:#faf7f2;color:#171412;font:16px/1.6 ui-sans-serif,system-ui,sans-serif}' +
  'main{max-width:34rem;padding:2rem}h1{font:400 2.25rem/1.15 "Iowan Old Style",Palatino,Georgia,serif;margin:0 0 1rem}' +
  'pre{font-size:.9rem;background:#efe8dc;padding:.5rem .75rem;border-radius:.5rem;display:inline-block}a{color:#8f3f1d;font-weight:600}';

/** The page's policy: nothing but its own style. */
const CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/**
 * The spec's fallback page ('Unexpected Application Error!' with the status, docs/rules/product.md#screens) for when the
 * app itself cannot render: the database is away. Plain HTML with no script, no database and no
 * build needed; it reloads itself every 15 seconds, so a visitor sees the site again once it is back.
 */
export function unavailablePage(): { html: string; csp: string } {
  const t = siteTexts.unavailable;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="15"><title>${siteTexts.routerFallback}</title><style>${STYLE}</style></head><body><main><h1>${siteTexts.routerFallback}</h1><pre>${t.status}</pre><p>${t.page}</p><p><a href="">${siteTexts.retry}</a></p></main></body></html>`;
  return { html, csp: CSP };
}
