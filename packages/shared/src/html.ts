/** The id of the JSON script the server embeds in every page. */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

/** Text safe inside HTML element content and quoted attributes. */
export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** JSON safe to place inside a <script> element (it cannot close the element). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The non-executable element that carries the server's data to the app (CSP-safe). */
export function initialDataScript(state: unknown): string {
  return `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${scriptSafeJson(state)}</script>`;
}
